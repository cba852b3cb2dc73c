import { SUPPORT_EMAIL } from '../config/site';

/**
 * Shown only when scripts are off: booking and the forms run in the browser, so say so
 * instead of leaving a blank area or a form that sends nothing.
 */
export function NeedsJavaScript({ what = 'This page' }: { what?: string }) {
  return (
    <noscript>
      <p className="notice">
        {what} needs JavaScript, which is turned off in this browser. Turn it on to continue, or
        email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will help.
      </p>
    </noscript>
  );
}
