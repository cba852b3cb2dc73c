import { Trans } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from '../config/site';

/**
 * Shown only when scripts are off: booking and the forms run in the browser, so say so
 * instead of leaving a blank area or a form that sends nothing.
 */
export function NeedsJavaScript({ what = 'page' }: { what?: 'page' | 'form' }) {
  const email = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
  return (
    <noscript>
      <p className="notice">
        {what === 'form' ? (
          <Trans>
            This form needs JavaScript, which is turned off in this browser. Turn it on to continue,
            or email {email} and we will help.
          </Trans>
        ) : (
          <Trans>
            This page needs JavaScript, which is turned off in this browser. Turn it on to continue,
            or email {email} and we will help.
          </Trans>
        )}
      </p>
    </noscript>
  );
}
