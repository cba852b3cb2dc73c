import { useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Route } from './+types/success';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { ClientOnly } from '../lib/client-only';
import { SuccessPage } from '../features/outcome/success-page';

// Dynamic route from the SPA fallback. features/outcome reads the order with GET /order
// (issue 4); reaching this page never marks an order paid by itself (decision 004).

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Your order`),
    description: i18n._(msg`Your payment outcome and what happens next.`),
    path: paths.success(args.params.orderId),
    noindex: true,
  }));

export default function Success() {
  const { orderId = '' } = useParams();
  return (
    <div className="page narrow">
      <ClientOnly
        fallback={
          <p role="status">
            <Trans>Checking your order…</Trans>
          </p>
        }
      >
        {() => <SuccessPage orderId={orderId} />}
      </ClientOnly>
    </div>
  );
}
