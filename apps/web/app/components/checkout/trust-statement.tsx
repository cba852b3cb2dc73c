import { PAYMENT_WORDS } from '../../config/site';

/** Said plainly where people pay (issue 4 point 7): who we are, and that they can go direct. */
export function TrustStatement({ about }: { about: 'test' | 'card' | 'course' }) {
  return (
    <div className="notice">
      <p>
        <strong>We are an independent booking service. We are not CITB or CSCS</strong> and are not
        associated with them.
      </p>
      {about === 'test' ? (
        <p>You can also book the HS&amp;E test directly with CITB and pay only the CITB fee.</p>
      ) : null}
      {about === 'card' ? (
        <p>You can also apply for your card directly with CSCS and pay only the CSCS fee.</p>
      ) : null}
      <p>You pay on {PAYMENT_WORDS.payPage}. We never see or keep your card number.</p>
    </div>
  );
}
