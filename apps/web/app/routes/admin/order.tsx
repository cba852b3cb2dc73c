import { useParams } from 'react-router';
import type { Route } from './+types/order';
import { adminMeta } from '../../features/admin/admin-meta';
import { OrderPage } from '../../features/admin/order-page';

export const meta: Route.MetaFunction = () => adminMeta('Order');

export default function AdminOrder() {
  const { orderId = '' } = useParams();
  return <OrderPage key={orderId} orderId={orderId} />;
}
