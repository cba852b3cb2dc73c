import type { Route } from './+types/privacy-policy';
import { paths } from '../config/paths';
import { BusinessFacts } from '../components/business-facts';
import { BUSINESS, PAYMENT_PROVIDER_NAME, SITE_NAME, SUPPORT_EMAIL } from '../config/site';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Privacy policy',
    description: `What personal information ${SITE_NAME} collects, why, who it is shared with and how long it is kept.`,
    path: paths.privacy,
  });

export default function Privacy() {
  return (
    <div className="page prose">
      <h1>Privacy policy</h1>
      <p className="lead">
        We collect only the information we need to make your booking or application, and we use it
        only for that.
      </p>
      <h2>Who is responsible for your information</h2>
      <p>
        {BUSINESS.companyName} runs {SITE_NAME} and decides how your information is used (the
        &ldquo;data controller&rdquo;). We are registered with the Information Commissioner&rsquo;s
        Office (ICO) under number {BUSINESS.icoRegistrationNumber}.
      </p>
      <BusinessFacts />
      <h2>What we collect</h2>
      <ul>
        <li>
          Your name, date of birth and National Insurance number, which the test and card providers
          ask for.
        </li>
        <li>
          Your email address, phone number and postal address, so we can contact you and the card
          can be posted.
        </li>
        <li>Booking details such as the test type, centre, dates, card type and testing ID.</li>
        <li>Anything you write to us in a message.</li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To book your test or course, send your card application, take payment, keep you informed and
        answer your questions. The lawful basis is the contract between us, and our legal duty to
        keep financial records.
      </p>
      <h2>Who we share it with</h2>
      <ul>
        <li>The test, card or course provider that your booking or application is for.</li>
        <li>
          {PAYMENT_PROVIDER_NAME}, which takes your card payment. We never receive your full card
          number.
        </li>
        <li>Hosting and email providers that work for us under contract.</li>
      </ul>
      <p>We do not sell your information or use it for advertising.</p>
      <h2>How long we keep it</h2>
      <p>
        We keep booking records for as long as the law requires for accounting, and delete personal
        details we no longer need. While you are booking, your details and answers are kept in that
        browser tab only, and cleared when you pay, close the tab, press &ldquo;Clear my
        details&rdquo; or &ldquo;This is not me&rdquo;, or leave them for 30 minutes.
      </p>
      <p>
        When an order has been completed, cancelled or refunded, we automatically erase your name,
        date of birth, National Insurance number, contact details and references from it 24 months
        later, keeping only the amounts and dates our accounts need.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your information, ask us to correct or delete it, or object to how
        we use it. Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. If you are not
        happy with our answer you can complain to the Information Commissioner&rsquo;s Office at{' '}
        <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a>.
      </p>
      <h2>Cookies</h2>
      <p>
        This site sets no advertising or tracking cookies. It uses your browser&rsquo;s session
        storage only to remember your answers while you move through a booking, for 30 minutes at
        most without use.
      </p>
    </div>
  );
}
