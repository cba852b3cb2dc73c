import type { Route } from './+types/orders';
import { adminMeta } from '../../features/admin/admin-meta';
import { OrdersList } from '../../features/admin/orders-list';

export const meta: Route.MetaFunction = () => adminMeta('Orders');

export default function AdminOrders() {
  return <OrdersList />;
}
