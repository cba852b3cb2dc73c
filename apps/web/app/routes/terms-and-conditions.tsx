import { Link } from '../i18n/link';
import type { Route } from './+types/terms-and-conditions';
import { paths } from '../config/paths';
import { BusinessFacts } from '../components/business-facts';
import {
  BUSINESS,
  CITB_URL,
  CSCS_URL,
  PAYMENT_PROVIDER_NAME,
  SITE_NAME,
  SUPPORT_EMAIL,
} from '../config/site';
import { telHref } from '@site/domain/schemas';
import { formatLongDate } from '@site/domain/format';
import { FREE_CHANGE_WORKING_DAYS, lastFreeChangeDay } from '@site/domain/fulfilment';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Terms and conditions',
    description: `The terms on which ${SITE_NAME} books tests and courses and sends card applications for you.`,
    path: paths.terms,
  });

/** The worked example of the free-change rule: a Monday test, counted by the site's own rule. */
const EXAMPLE_TEST_DAY = '2026-12-14';

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
        {SITE_NAME} is run by {BUSINESS.companyName}. It is an independent booking service. We are
        not CITB or CSCS and are not associated with them. We book tests and courses and submit card
        applications on your behalf, using the details you give us. You can also book the test
        yourself with <a href={CITB_URL}>CITB</a> and apply for a card with{' '}
        <a href={CSCS_URL}>CSCS</a>, and pay only their fee.
      </p>
      <BusinessFacts />
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
      <h2 id="cancelling">Your right to cancel within 14 days</h2>
      <p>
        The law (the Consumer Contracts Regulations 2013) gives you 14 days to change your mind
        after you buy from us online. The 14 days start on the day you pay. You do not have to give
        a reason.
      </p>
      <h3>If your test or course is within those 14 days</h3>
      <p>
        Most people want their test or course soon, often within 14 days. So when you pay, you ask
        us to start work for you straight away, before the 14 days are over. This is what it means
        for you:
      </p>
      <ul>
        <li>
          <strong>If you cancel before we have started</strong> (we have not yet booked your test or
          course or sent your card application), we refund everything you paid.
        </li>
        <li>
          <strong>If you cancel after we have started</strong>, we refund what you paid minus a fair
          amount for the work already done: our service fee, and any official fee that CITB or CSCS
          will not give back to us. We tell you the amount before we refund it.
        </li>
        <li>
          <strong>Once the service has been fully provided</strong> you can no longer cancel it. A
          test or course is fully provided when you have taken it, even if that is within the 14
          days. A card application is fully provided when we have sent it to CSCS.
        </li>
      </ul>
      <h3>How to cancel</h3>
      <p>
        Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or phone{' '}
        <a href={telHref(BUSINESS.supportPhone)}>{BUSINESS.supportPhone}</a>, and give your booking
        reference. We refund you within 14 days of hearing from you, to the card you paid with.
      </p>
      <h2 id="changing">Changing or cancelling a test or course</h2>
      <p>
        You can move a CITB test or a classroom course to another date, or cancel it, free of charge
        until the end of the day {FREE_CHANGE_WORKING_DAYS} working days before it. Working days are
        Monday to Friday; weekends and bank holidays in England and Wales do not count. For example,
        for a test on {formatLongDate(EXAMPLE_TEST_DAY)}, the last free day is{' '}
        {formatLongDate(lastFreeChangeDay(EXAMPLE_TEST_DAY))}. This is CITB’s rule for tests, and we
        use the same rule for our classroom courses.
      </p>
      <p>
        Ask from your booking’s page (the link in our emails and texts), or contact us. Your booking
        page shows your last free day.
      </p>
      <ul>
        <li>
          <strong>Free change:</strong> asked by the end of the last free day, we move your booking
          to a date you can do, at no cost.
        </li>
        <li>
          <strong>Free cancellation:</strong> if we have not booked it yet, we refund everything you
          paid. If it is booked, we refund the official test or course fee; our service fee paid for
          the booking we made.
        </li>
        <li>
          <strong>Late change:</strong> after the last free day, CITB (or the course provider) keeps
          the fee, so moving your booking means paying the official fee again.
        </li>
        <li>
          <strong>Late cancellation:</strong> after the last free day, there is no refund.
        </li>
      </ul>
      <p>
        A card application can be cancelled for a full refund until we send it to CSCS. An online
        course can be cancelled for a full refund until we send you its access details. We tell you
        by email and text when your change or cancellation is done, usually within one working day.
      </p>
      <h2>Other changes and cancellations</h2>
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
        Questions or complaints: email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
        phone <a href={telHref(BUSINESS.supportPhone)}>{BUSINESS.supportPhone}</a> or use our{' '}
        <Link to={paths.contact}>contact form</Link>. We aim to reply within one working day. See
        also our <Link to={paths.privacy}>privacy policy</Link>.
      </p>
    </div>
  );
}
