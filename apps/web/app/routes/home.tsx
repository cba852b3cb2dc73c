import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import { formatMoney } from '@site/domain/format';
import { cardPrice, coursePrice, testPrice, type Price } from '@site/domain/pricing';
import type { Route } from './+types/home';
import { paths } from '../config/paths';
import { CITB_URL, CSCS_URL, SITE_NAME } from '../config/site';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`${SITE_NAME}: CITB test booking and CSCS card applications`),
    description: i18n._(
      msg`Book the CITB health, safety and environment test, apply for a CSCS card, book the Level 1 health and safety course and find your nearest test centre.`,
    ),
    path: paths.home,
  }));

/** A price's total, official fee and service fee, as money. */
function moneyOf({ total, officialFee, serviceFee }: Price): [string, string, string] {
  return [formatMoney(total), formatMoney(officialFee), formatMoney(serviceFee)];
}

export default function Home() {
  // The price most people pay, whole, with the official fee apart (issue 21 point 6): every test
  // costs the same, and so does every card but the rare one CSCS issues free.
  const [testTotal, testFee, testService] = moneyOf(testPrice());
  const [cardTotal, cardFee, cardService] = moneyOf(cardPrice('New Card'));
  const courseFrom = formatMoney(coursePrice('Online').total);
  const journeys = [
    {
      to: paths.bookTest,
      title: <Trans>Book the CITB HS&amp;E test</Trans>,
      text: (
        <Trans>
          Pick your test, language, centre and date. You sit the test at a Pearson VUE centre and
          get your result the same day.
        </Trans>
      ),
      price: (
        <Trans>
          {testTotal} in total: {testFee} CITB test fee and {testService} our service fee
        </Trans>
      ),
      action: <Trans>Book a test</Trans>,
    },
    {
      to: paths.applyCard,
      title: <Trans>Apply for a CSCS card</Trans>,
      text: (
        <Trans>
          Apply for a new card, renew one that is running out, or replace a lost or stolen card.
        </Trans>
      ),
      price: (
        <Trans>
          {cardTotal} in total for most cards: {cardFee} CSCS card fee and {cardService} our service
          fee
        </Trans>
      ),
      action: <Trans>Apply for a card</Trans>,
    },
    {
      to: paths.courseBook,
      title: <Trans>Level 1 health and safety course</Trans>,
      text: (
        <Trans>
          The one-day Level 1 Award in Health and Safety in a Construction Environment, online or in
          a classroom.
        </Trans>
      ),
      price: <Trans>From {courseFrom}</Trans>,
      action: <Trans>Book the course</Trans>,
    },
    {
      to: paths.groupBook,
      title: <Trans>Book for a team</Trans>,
      text: (
        <Trans>
          Booking tests, cards or courses for several workers? Tell us what you need and we will
          sort it in one go.
        </Trans>
      ),
      action: <Trans>Ask about group bookings</Trans>,
    },
  ];
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="page">
          <h1 id="home-title">
            <Trans>Get on site: book your CITB test and apply for your CSCS card</Trans>
          </h1>
          <p className="lead">
            <Trans>
              Most UK construction sites ask for a CSCS card. To get one you usually need to pass
              the CITB health, safety and environment test and show the right qualification. We book
              the test, send your card application and keep you posted along the way.
            </Trans>
          </p>
          <div className="actions">
            <Link className="button" to={paths.bookTest}>
              <Trans>Book a CITB test</Trans>
            </Link>
            <Link className="button secondary" to={paths.applyCard}>
              <Trans>Apply for a CSCS card</Trans>
            </Link>
          </div>
        </div>
      </section>

      <div className="page">
        <h2>
          <Trans>What do you need to do?</Trans>
        </h2>
        <ul className="grid">
          {journeys.map((journey) => (
            <li key={journey.to} className="tile">
              <h3>{journey.title}</h3>
              <p>{journey.text}</p>
              {journey.price ? <p>{journey.price}</p> : null}
              <Link className="tile-link" to={journey.to}>
                {journey.action}
              </Link>
            </li>
          ))}
        </ul>

        <h2>
          <Trans>Not sure where to start?</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <Link to={paths.plan}>Plan your start date</Link>: tell us when you start on site and
              we give each step a date, from the course and the test to your card.
            </Trans>
          </li>
          <li>
            <Trans>
              <Link to={paths.cardTypes}>Compare the CSCS card types</Link> to see which card fits
              your job and qualifications.
            </Trans>
          </li>
          <li>
            <Trans>
              <Link to={paths.testPerOccupation}>Look up your occupation</Link> to find the test you
              need to take and the cards you can hold.
            </Trans>
          </li>
          <li>
            <Trans>
              <Link to={paths.centres}>Find a test centre</Link> near where you live or work.
            </Trans>
          </li>
          <li>
            <Trans>
              <Link to={paths.aboutTest}>Read about the HS&amp;E test</Link>: what it covers, how
              long it takes and how it is marked.
            </Trans>
          </li>
        </ul>

        <h2>
          <Trans>How it works</Trans>
        </h2>
        <ol>
          <li>
            <Trans>Choose what you need and fill in your details. It takes a few minutes.</Trans>
          </li>
          <li>
            <Trans>
              Pay securely by card. The price shows the official fee and our service fee.
            </Trans>
          </li>
          <li>
            <Trans>
              We confirm your booking or send your application, and email you the next steps.
            </Trans>
          </li>
        </ol>
        <p className="notice">
          <Trans>
            {SITE_NAME} is an independent booking service. We are not CITB or CSCS and are not
            associated with them. You can also book the test with <a href={CITB_URL}>CITB</a> and
            apply for a card with <a href={CSCS_URL}>CSCS</a> directly; our fee pays for checking
            your details and handling the booking for you.
          </Trans>
        </p>
      </div>
    </>
  );
}
