import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/link';
import { paths } from '../../config/paths';
import { PAYMENT_MESSAGES } from '../../config/site';
import { GoDirect } from './go-direct';

/** Said plainly where people pay (issue 4 point 7): who we are, and that they can go direct. */
export function TrustStatement({ about }: { about: 'test' | 'card' | 'course' }) {
  const { i18n } = useLingui();
  return (
    <div className="notice">
      <p>
        <Trans>
          <strong>We are an independent booking service. We are not CITB or CSCS</strong> and are
          not associated with them.
        </Trans>
      </p>
      <GoDirect about={about} />
      <p>{i18n._(PAYMENT_MESSAGES.payPage)}</p>
      <p>
        <Trans>
          By paying, you agree to our <Link to={paths.terms}>terms and conditions</Link> and ask us
          to start work at once. They explain your right to cancel within 14 days.
        </Trans>
      </p>
    </div>
  );
}
