import { Link } from '../i18n/link';
import type { Route } from './+types/cscs-test';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'The CSCS test',
    description:
      'The "CSCS test" is the CITB health, safety and environment test. How to pick the right one, book it and use your pass for a card.',
    path: paths.cscsTest,
  });

export default function CscsTest() {
  return (
    <div className="page prose">
      <h1>The CSCS test</h1>
      <p className="lead">
        When people talk about the CSCS test they mean the CITB health, safety and environment
        (HS&amp;E) test. CSCS sets the card rules; CITB runs the test you need for most cards.
      </p>
      <h2>Getting from test to card in four steps</h2>
      <ol>
        <li>
          <Link to={paths.testPerOccupation}>Find your occupation</Link> to see which test and card
          fit your job.
        </li>
        <li>
          <Link to={paths.bookTest}>Book the test</Link> at a{' '}
          <Link to={paths.centres}>centre near you</Link>, in your language if it is offered.
        </li>
        <li>Sit the test and keep the testing ID printed on your result.</li>
        <li>
          <Link to={paths.applyCard}>Apply for your card</Link> with that testing ID and proof of
          your qualification.
        </li>
      </ol>
      <h2>Preparing</h2>
      <p>
        The questions are about everyday site safety. Revising with the official CITB revision
        material for your test type is the best preparation. Read more{' '}
        <Link to={paths.aboutTest}>about the test itself</Link>.
      </p>
      <div className="actions">
        <Link className="button" to={paths.bookTest}>
          Book the test
        </Link>
      </div>
    </div>
  );
}
