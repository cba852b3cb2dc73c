import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Route } from './+types/privacy-policy';
import { paths } from '../config/paths';
import { BusinessFacts } from '../components/business-facts';
import { BUSINESS, PAYMENT_PROVIDER_NAME, SITE_NAME, SUPPORT_EMAIL } from '../config/site';
import { useLocale } from '../i18n/link';
import { localPageMeta } from '../i18n/meta';

// Simple names, so that translators see {siteName}, not {0}.
const siteName = SITE_NAME;
const supportEmail = SUPPORT_EMAIL;
const paymentProvider = PAYMENT_PROVIDER_NAME;

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Privacy policy`),
    description: i18n._(
      msg`What personal information ${siteName} collects, why, who it is shared with and how long it is kept.`,
    ),
    path: paths.privacy,
  }));

/** On a translated page: the English policy is the one that counts. */
function TranslationNotice() {
  if (useLocale() === 'en') return null;
  return (
    <p className="notice">
      <Trans>
        This is a translation. If it differs from the{' '}
        <a href={paths.privacy} hrefLang="en">
          English version
        </a>
        , the English version applies.
      </Trans>
    </p>
  );
}

export default function Privacy() {
  const companyName = BUSINESS.companyName;
  const icoNumber = BUSINESS.icoRegistrationNumber;
  return (
    <div className="page prose">
      <h1>
        <Trans>Privacy policy</Trans>
      </h1>
      <TranslationNotice />
      <p className="lead">
        <Trans>
          We collect only the information we need to make your booking or application, and we use it
          only for that.
        </Trans>
      </p>
      <h2>
        <Trans>Who is responsible for your information</Trans>
      </h2>
      <p>
        <Trans>
          {companyName} runs {siteName} and decides how your information is used (the &ldquo;data
          controller&rdquo;). We are registered with the Information Commissioner&rsquo;s Office
          (ICO) under number {icoNumber}.
        </Trans>
      </p>
      <BusinessFacts />
      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your name, date of birth and National Insurance number, which the test and card
            providers ask for.
          </Trans>
        </li>
        <li>
          <Trans>
            Your email address, phone number and postal address, so we can contact you and the card
            can be posted.
          </Trans>
        </li>
        <li>
          <Trans>
            Booking details such as the test type, centre, dates, card type and testing ID.
          </Trans>
        </li>
        <li>
          <Trans>Anything you write to us in a message.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Why we use it</Trans>
      </h2>
      <p>
        <Trans>
          To book your test or course, send your card application, take payment, keep you informed
          and answer your questions. The lawful basis is the contract between us, and our legal duty
          to keep financial records.
        </Trans>
      </p>
      <h2>
        <Trans>Who we share it with</Trans>
      </h2>
      <ul>
        <li>
          <Trans>The test, card or course provider that your booking or application is for.</Trans>
        </li>
        <li>
          <Trans>
            {paymentProvider}, which takes your card payment. We never receive your full card
            number.
          </Trans>
        </li>
        <li>
          <Trans>Hosting and email providers that work for us under contract.</Trans>
        </li>
      </ul>
      <p>
        <Trans>We do not sell your information or use it for advertising.</Trans>
      </p>
      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          We keep booking records for as long as the law requires for accounting, and delete
          personal details we no longer need. While you are booking, your details and answers are
          kept in that browser tab only, and cleared when you pay, close the tab, press &ldquo;Clear
          my details&rdquo; or &ldquo;This is not me&rdquo;, or leave them for 30 minutes.
        </Trans>
      </p>
      <p>
        <Trans>
          When an order has been completed, cancelled or refunded, we automatically erase your name,
          date of birth, National Insurance number, contact details and references from it 24 months
          later, keeping only the amounts and dates our accounts need.
        </Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You can ask for a copy of your information, ask us to correct or delete it, or object to
          how we use it. Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. If you are not
          happy with our answer you can complain to the Information Commissioner&rsquo;s Office at{' '}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk/make-a-complaint</a>.
        </Trans>
      </p>
      <h2>
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>
          This site sets no advertising or tracking cookies. It uses your browser&rsquo;s session
          storage only to remember your answers while you move through a booking, for 30 minutes at
          most without use.
        </Trans>
      </p>
    </div>
  );
}
