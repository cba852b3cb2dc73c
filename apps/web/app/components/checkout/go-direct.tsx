import { Trans } from '@lingui/react/macro';
import { CITB_URL, CSCS_URL } from '../../config/site';
import type { PriceOf } from './price-breakdown';

/**
 * 'You can also book the HS&E test directly with CITB…': where the official body takes the
 * official fee alone (issue 4 point 7, issue 21 point 6). A course has no official body to go
 * to: we run it.
 */
export function GoDirect({ about }: { about: PriceOf }) {
  if (about === 'test')
    return (
      <p>
        <Trans>
          You can also book the HS&amp;E test directly with <a href={CITB_URL}>CITB</a> and pay only
          the CITB fee.
        </Trans>
      </p>
    );
  if (about === 'card')
    return (
      <p>
        <Trans>
          You can also apply for your card directly with <a href={CSCS_URL}>CSCS</a> and pay only
          the CSCS fee.
        </Trans>
      </p>
    );
  return null;
}
