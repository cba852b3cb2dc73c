import { useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Route } from './+types/failed';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { ClientOnly } from '../lib/client-only';
import { FailedPage } from '../features/outcome/failed-page';

// Dynamic route from the SPA fallback. features/outcome offers to pay again for the same order.

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Payment not completed`),
    description: i18n._(msg`Your payment did not go through. You can try again or contact us.`),
    path: paths.failed(args.params.orderId),
    noindex: true,
  }));

export default function Failed() {
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
        {() => <FailedPage orderId={orderId} />}
      </ClientOnly>
    </div>
  );
}
