import { Link } from '../i18n/link';
import { formatMoney } from '@site/domain/format';
import { coursePrice, lowestCardPrice, testPrice } from '@site/domain/pricing';
import type { Route } from './+types/home';
import { paths } from '../config/paths';
import { CITB_URL, CSCS_URL, SITE_NAME } from '../config/site';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${SITE_NAME}: CITB test booking and CSCS card applications`,
    description:
      'Book the CITB health, safety and environment test, apply for a CSCS card, book the Level 1 health and safety course and find your nearest test centre.',
    path: paths.home,
  });

export default function Home() {
  const journeys = [
    {
      to: paths.bookTest,
      title: 'Book the CITB HS&E test',
      text: 'Pick your test, language, centre and date. You sit the test at a Pearson VUE centre and get your result the same day.',
      price: `From ${formatMoney(testPrice().total)}`,
      action: 'Book a test',
    },
    {
      to: paths.applyCard,
      title: 'Apply for a CSCS card',
      text: 'Apply for a new card, renew one that is running out, or replace a lost or stolen card.',
      price: `From ${formatMoney(lowestCardPrice().total)}`,
      action: 'Apply for a card',
    },
    {
      to: paths.courseBook,
      title: 'Level 1 health and safety course',
      text: 'The one-day Level 1 Award in Health and Safety in a Construction Environment, online or in a classroom.',
      price: `From ${formatMoney(coursePrice('Online').total)}`,
      action: 'Book the course',
    },
    {
      to: paths.groupBook,
      title: 'Book for a team',
      text: 'Booking tests, cards or courses for several workers? Tell us what you need and we will sort it in one go.',
      action: 'Ask about group bookings',
    },
  ];
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="page">
          <h1 id="home-title">Get on site: book your CITB test and apply for your CSCS card</h1>
          <p className="lead">
            Most UK construction sites ask for a CSCS card. To get one you usually need to pass the
            CITB health, safety and environment test and show the right qualification. We book the
            test, send your card application and keep you posted along the way.
          </p>
          <div className="actions">
            <Link className="button" to={paths.bookTest}>
              Book a CITB test
            </Link>
            <Link className="button secondary" to={paths.applyCard}>
              Apply for a CSCS card
            </Link>
          </div>
        </div>
      </section>

      <div className="page">
        <h2>What do you need to do?</h2>
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

        <h2>Not sure where to start?</h2>
        <ul>
          <li>
            <Link to={paths.cardTypes}>Compare the CSCS card types</Link> to see which card fits
            your job and qualifications.
          </li>
          <li>
            <Link to={paths.testPerOccupation}>Look up your occupation</Link> to find the test you
            need to take and the cards you can hold.
          </li>
          <li>
            <Link to={paths.centres}>Find a test centre</Link> near where you live or work.
          </li>
          <li>
            <Link to={paths.aboutTest}>Read about the HS&amp;E test</Link>: what it covers, how long
            it takes and how it is marked.
          </li>
        </ul>

        <h2>How it works</h2>
        <ol>
          <li>Choose what you need and fill in your details. It takes a few minutes.</li>
          <li>Pay securely by card. The price shows the official fee and our service fee.</li>
          <li>We confirm your booking or send your application, and email you the next steps.</li>
        </ol>
        <p className="notice">
          {SITE_NAME} is an independent booking service. We are not CITB or CSCS and are not
          associated with them. You can also book the test with <a href={CITB_URL}>CITB</a> and
          apply for a card with <a href={CSCS_URL}>CSCS</a> directly; our fee pays for checking your
          details and handling the booking for you.
        </p>
      </div>
    </>
  );
}
