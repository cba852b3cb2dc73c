import { useParams } from 'react-router';
import type { Route } from './+types/success';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { ClientOnly } from '../lib/client-only';
import { SuccessPage } from '../features/outcome/success-page';

// Dynamic route from the SPA fallback. features/outcome reads the order with GET /order
// (issue 4); reaching this page never marks an order paid by itself (decision 004).

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: 'Your order',
    description: 'Your payment outcome and what happens next.',
    path: paths.success(params.orderId),
    noindex: true,
  });

export default function Success() {
  const { orderId = '' } = useParams();
  return (
    <div className="page narrow">
      <ClientOnly fallback={<p role="status">Checking your order…</p>}>
        {() => <SuccessPage orderId={orderId} />}
      </ClientOnly>
    </div>
  );
}
