import { Link } from '../i18n/link';
import { TEST_TYPES } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { testPrice } from '@site/domain/pricing';
import type { Route } from './+types/about-hse-test';
import { paths } from '../config/paths';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'About the CITB HS&E test',
    description:
      'What the CITB health, safety and environment test covers, how long it takes, how it is marked and what to bring on the day.',
    path: paths.aboutTest,
  });

export default function AboutHseTest() {
  const format = TEST_TYPES[0];
  const price = testPrice();
  return (
    <div className="page prose">
      <h1>About the CITB HS&amp;E test</h1>
      <p className="lead">
        The health, safety and environment (HS&amp;E) test checks that you know how to keep yourself
        and others safe on a construction site. Most CSCS cards ask for a pass.
      </p>
      <h2>What the test is like</h2>
      {format ? (
        <p>
          It is a touchscreen test of {format.questions} questions taken in {format.durationMinutes}{' '}
          minutes. You need {format.passMark} correct answers to pass.
        </p>
      ) : null}
      <p>
        Questions cover topics such as accident reporting, manual handling, working at height,
        electrical safety, fire prevention, hazardous substances and looking after the environment.
        Some questions are set out as short site scenarios. There is a version of the test for each
        kind of work; see <Link to={paths.testTypes}>the test types</Link>.
      </p>
      <h2>On the day</h2>
      <ul>
        <li>Arrive at the test centre at least 15 minutes before your test time.</li>
        <li>Bring photo identification, such as a passport or a photocard driving licence.</li>
        <li>You will be told your result at the centre when you finish.</li>
      </ul>
      <h2>After you pass</h2>
      <p>
        Your pass can be used for a CSCS card application for two years. Keep your testing ID: the
        card application asks for it.
      </p>
      <h2>Booking through us</h2>
      <p>
        We book the test for you for {formatMoney(price.total)}: the{' '}
        {formatMoney(price.officialFee)} CITB fee plus {formatMoney(price.serviceFee)} for our
        service.
      </p>
      <div className="actions">
        <Link className="button" to={paths.bookTest}>
          Book your test
        </Link>
        <Link className="button secondary" to={paths.centres}>
          Find a test centre
        </Link>
      </div>
    </div>
  );
}
