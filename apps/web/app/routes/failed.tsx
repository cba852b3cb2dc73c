import { useParams } from 'react-router';
import type { Route } from './+types/failed';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';
import { ClientOnly } from '../lib/client-only';
import { FailedPage } from '../features/outcome/failed-page';

// Dynamic route from the SPA fallback. features/outcome offers to pay again for the same order.

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: 'Payment not completed',
    description: 'Your payment did not go through. You can try again or contact us.',
    path: paths.failed(params.orderId),
    noindex: true,
  });

export default function Failed() {
  const { orderId = '' } = useParams();
  return (
    <div className="page narrow">
      <ClientOnly fallback={<p role="status">Checking your order…</p>}>
        {() => <FailedPage orderId={orderId} />}
      </ClientOnly>
    </div>
  );
}
