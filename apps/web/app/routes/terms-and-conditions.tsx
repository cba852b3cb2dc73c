import { Link } from 'react-router';
import type { Route } from './+types/terms-and-conditions';
import { paths } from '../config/paths';
import { PAYMENT_PROVIDER_NAME, SITE_NAME, SUPPORT_EMAIL } from '../config/site';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms and conditions',
    description: `The terms on which ${SITE_NAME} books tests and courses and sends card applications for you.`,
    path: paths.terms,
  });

export default function Terms() {
  return (
    <div className="page prose">
      <h1>Terms and conditions</h1>
      <p className="lead">
        These terms explain what we do for you when you book or apply through this site, what you
        pay, and what happens if something changes. Please read them before you pay.
      </p>
      <h2>Who we are</h2>
      <p>
        {SITE_NAME} is an independent booking service. We are not CITB or CSCS and are not
        associated with them. We book tests and courses and submit card applications on your behalf,
        using the details you give us.
      </p>
      <h2>What you pay</h2>
      <p>
        A test or card price shows two parts: the official fee that we pass on to CITB or CSCS, and
        our service fee for handling the booking or application. You pay both at checkout. A course
        price is one amount, for the course we provide. Card payments are processed by{' '}
        {PAYMENT_PROVIDER_NAME}; we never see or store your full card number.
      </p>
      <h2>Your details</h2>
      <p>
        You must give accurate details that match your identification. A booking or application made
        with wrong details can be refused by the provider, and correcting it may cost a new fee.
        Tell us as soon as you notice a mistake.
      </p>
      <h2>Changes and cancellations</h2>
      <p>
        Contact us as early as possible if you need to change or cancel. Where the provider lets us
        move or cancel a booking, we will do so. Official fees can only be refunded where the
        provider refunds them to us. Our service fee covers work already done, so it is refunded
        only when we have not yet made the booking or sent the application.
      </p>
      <h2>Results and decisions</h2>
      <p>
        Test results are decided by the test provider and card decisions by the card scheme. We
        cannot change them, and our fee does not depend on the outcome.
      </p>
      <h2>Contact</h2>
      <p>
        Questions or complaints: email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or
        use our <Link to={paths.contact}>contact form</Link>. We aim to reply within one working
        day. See also our <Link to={paths.privacy}>privacy policy</Link>.
      </p>
    </div>
  );
}
