import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Link, useLocale } from '../i18n/link';
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
import { ENGLAND_AND_WALES } from '@site/domain/calendar';
import { localPageMeta } from '../i18n/meta';
import { useDateWords } from '../i18n/date-words';

// Simple names, so that translators see {siteName}, not {0}.
const siteName = SITE_NAME;
const supportEmail = SUPPORT_EMAIL;
const paymentProvider = PAYMENT_PROVIDER_NAME;

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Terms and conditions`),
    description: i18n._(
      msg`The terms on which ${siteName} books tests and courses and sends card applications for you.`,
    ),
    path: paths.terms,
  }));

/** The worked example of the free-change rule: a Monday test in England, by the site's own rule. */
const EXAMPLE_TEST_DAY = '2026-12-14';

/** On a translated page: the English terms are the ones that count. */
function TranslationNotice() {
  if (useLocale() === 'en') return null;
  return (
    <p className="notice">
      <Trans>
        This is a translation. If it differs from the{' '}
        <a href={paths.terms} hrefLang="en">
          English version
        </a>
        , the English version applies.
      </Trans>
    </p>
  );
}

export default function Terms() {
  const dateWords = useDateWords();
  const companyName = BUSINESS.companyName;
  const supportPhone = BUSINESS.supportPhone;
  const workingDays = FREE_CHANGE_WORKING_DAYS;
  const testDay = formatLongDate(EXAMPLE_TEST_DAY, dateWords);
  const lastFreeDay = formatLongDate(
    lastFreeChangeDay(EXAMPLE_TEST_DAY, ENGLAND_AND_WALES),
    dateWords,
  );
  return (
    <div className="page prose">
      <h1>
        <Trans>Terms and conditions</Trans>
      </h1>
      <TranslationNotice />
      <p className="lead">
        <Trans>
          These terms explain what we do for you when you book or apply through this site, what you
          pay, and what happens if something changes. Please read them before you pay.
        </Trans>
      </p>
      <h2>
        <Trans>Who we are</Trans>
      </h2>
      <p>
        <Trans>
          {siteName} is run by {companyName}. It is an independent booking service. We are not CITB
          or CSCS and are not associated with them. We book tests and courses and submit card
          applications on your behalf, using the details you give us. You can also book the test
          yourself with <a href={CITB_URL}>CITB</a> and apply for a card with{' '}
          <a href={CSCS_URL}>CSCS</a>, and pay only their fee.
        </Trans>
      </p>
      <BusinessFacts />
      <h2>
        <Trans>What you pay</Trans>
      </h2>
      <p>
        <Trans>
          A test or card price shows two parts: the official fee that we pass on to CITB or CSCS,
          and our service fee for handling the booking or application. You pay both at checkout. A
          course price is one amount, for the course we provide. Card payments are processed by{' '}
          {paymentProvider}; we never see or store your full card number.
        </Trans>
      </p>
      <h2>
        <Trans>Your details</Trans>
      </h2>
      <p>
        <Trans>
          You must give accurate details that match your identification. A booking or application
          made with wrong details can be refused by the provider, and correcting it may cost a new
          fee. Tell us as soon as you notice a mistake.
        </Trans>
      </p>
      <h2 id="cancelling">
        <Trans>Your right to cancel within 14 days</Trans>
      </h2>
      <p>
        <Trans>
          The law (the Consumer Contracts Regulations 2013) gives you 14 days to change your mind
          after you buy from us online. The 14 days start on the day you pay. You do not have to
          give a reason.
        </Trans>
      </p>
      <h3>
        <Trans>If your test or course is within those 14 days</Trans>
      </h3>
      <p>
        <Trans>
          Most people want their test or course soon, often within 14 days. So when you pay, you ask
          us to start work for you straight away, before the 14 days are over. This is what it means
          for you:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>If you cancel before we have started</strong> (we have not yet booked your test
            or course or sent your card application), we refund everything you paid.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>If you cancel after we have started</strong>, we refund what you paid minus a
            fair amount for the work already done: our service fee, and any official fee that CITB
            or CSCS will not give back to us. We tell you the amount before we refund it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Once the service has been fully provided</strong> you can no longer cancel it. A
            test or course is fully provided when you have taken it, even if that is within the 14
            days. A card application is fully provided when we have sent it to CSCS.
          </Trans>
        </li>
      </ul>
      <h3>
        <Trans>How to cancel</Trans>
      </h3>
      <p>
        <Trans>
          Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or phone{' '}
          <a href={telHref(supportPhone)}>{supportPhone}</a>, and give your booking reference. We
          refund you within 14 days of hearing from you, to the card you paid with.
        </Trans>
      </p>
      <h2 id="changing">
        <Trans>Changing or cancelling a test or course</Trans>
      </h2>
      <p>
        <Trans comment='testDay and lastFreeDay are full dates with the weekday, e.g. "Monday 14 December 2026" and "Wednesday 9 December 2026"; workingDays is 3.'>
          You can move a CITB test or a classroom course to another date, or cancel it, free of
          charge until the end of the day{' '}
          <Plural
            value={workingDays}
            one="# working day before it"
            other="# working days before it"
          />
          . Working days are Monday to Friday; weekends and bank holidays do not count, using the
          bank holidays where the test or course is (Scotland and Northern Ireland have some of
          their own). For example, for a test on {testDay}, the last free day is {lastFreeDay}. This
          is CITB’s rule for tests, and we use the same rule for our classroom courses.
        </Trans>
      </p>
      <p>
        <Trans>
          Ask from your booking’s page (the link in our emails and texts), or contact us. Your
          booking page shows your last free day.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Free change:</strong> asked by the end of the last free day, we move your
            booking to a date you can do, at no cost.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Free cancellation:</strong> if we have not booked it yet, we refund everything
            you paid. If it is booked, we refund the official test or course fee; our service fee
            paid for the booking we made.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Late change:</strong> after the last free day, CITB (or the course provider)
            keeps the fee, so moving your booking means paying the official fee again.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Late cancellation:</strong> after the last free day, there is no refund.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          A card application can be cancelled for a full refund until we send it to CSCS. An online
          course can be cancelled for a full refund until we send you its access details. We tell
          you by email and text when your change or cancellation is done, usually within one working
          day.
        </Trans>
      </p>
      <h2>
        <Trans>Other changes and cancellations</Trans>
      </h2>
      <p>
        <Trans>
          Contact us as early as possible if you need to change or cancel. Where the provider lets
          us move or cancel a booking, we will do so. Official fees can only be refunded where the
          provider refunds them to us. Our service fee covers work already done, so it is refunded
          only when we have not yet made the booking or sent the application.
        </Trans>
      </p>
      <h2>
        <Trans>Results and decisions</Trans>
      </h2>
      <p>
        <Trans>
          Test results are decided by the test provider and card decisions by the card scheme. We
          cannot change them, and our fee does not depend on the outcome.
        </Trans>
      </p>
      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions or complaints: email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>,
          phone <a href={telHref(supportPhone)}>{supportPhone}</a> or use our{' '}
          <Link to={paths.contact}>contact form</Link>. We aim to reply within one working day. See
          also our <Link to={paths.privacy}>privacy policy</Link>.
        </Trans>
      </p>
    </div>
  );
}
