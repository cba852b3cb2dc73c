import { Link } from '../../i18n/link';
import { paths } from '../../config/paths';
import { CITB_URL, CSCS_URL, PAYMENT_WORDS } from '../../config/site';

/** Said plainly where people pay (issue 4 point 7): who we are, and that they can go direct. */
export function TrustStatement({ about }: { about: 'test' | 'card' | 'course' }) {
  return (
    <div className="notice">
      <p>
        <strong>We are an independent booking service. We are not CITB or CSCS</strong> and are not
        associated with them.
      </p>
      {about === 'test' ? (
        <p>
          You can also book the HS&amp;E test directly with <a href={CITB_URL}>CITB</a> and pay only
          the CITB fee.
        </p>
      ) : null}
      {about === 'card' ? (
        <p>
          You can also apply for your card directly with <a href={CSCS_URL}>CSCS</a> and pay only
          the CSCS fee.
        </p>
      ) : null}
      <p>You pay on {PAYMENT_WORDS.payPage}. We never see or keep your card number.</p>
      <p>
        By paying, you agree to our <Link to={paths.terms}>terms and conditions</Link> and ask us to
        start work at once. They explain your right to cancel within 14 days.
      </p>
    </div>
  );
}
