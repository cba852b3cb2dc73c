import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import { TEST_TYPES } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { testPrice } from '@site/domain/pricing';
import type { Route } from './+types/about-hse-test';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`About the CITB HS&E test`),
    description: i18n._(
      msg`What the CITB health, safety and environment test covers, how long it takes, how it is marked and what to bring on the day.`,
    ),
    path: paths.aboutTest,
  }));

export default function AboutHseTest() {
  const format = TEST_TYPES[0];
  const questions = format?.questions;
  const minutes = format?.durationMinutes;
  const passMark = format?.passMark;
  const price = testPrice();
  const total = formatMoney(price.total);
  const officialFee = formatMoney(price.officialFee);
  const serviceFee = formatMoney(price.serviceFee);
  return (
    <div className="page prose">
      <h1>
        <Trans>About the CITB HS&amp;E test</Trans>
      </h1>
      <p className="lead">
        <Trans>
          The health, safety and environment (HS&amp;E) test checks that you know how to keep
          yourself and others safe on a construction site. Most CSCS cards ask for a pass.
        </Trans>
      </p>
      <h2>
        <Trans>What the test is like</Trans>
      </h2>
      {format ? (
        <p>
          <Trans comment="Today every test has 50 questions in 45 minutes and needs 45 correct answers">
            It is a touchscreen test of {questions} questions taken in {minutes} minutes. You need{' '}
            {passMark} correct answers to pass.
          </Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          Questions cover topics such as accident reporting, manual handling, working at height,
          electrical safety, fire prevention, hazardous substances and looking after the
          environment. Some questions are set out as short site scenarios. There is a version of the
          test for each kind of work; see <Link to={paths.testTypes}>the test types</Link>.
        </Trans>
      </p>
      <h2>
        <Trans>On the day</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Arrive at the test centre at least 15 minutes before your test time.</Trans>
        </li>
        <li>
          <Trans>
            Bring photo identification, such as a passport or a photocard driving licence.
          </Trans>
        </li>
        <li>
          <Trans>You will be told your result at the centre when you finish.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>After you pass</Trans>
      </h2>
      <p>
        <Trans>
          Your pass can be used for a CSCS card application for two years. A pass used for a first
          Labourer card counts for three years, so you can use it again to renew that card. Keep
          your testing ID: the card application asks for it.
        </Trans>
      </p>
      <h2>
        <Trans>Booking through us</Trans>
      </h2>
      <p>
        <Trans>
          We book the test for you for {total}: the {officialFee} CITB fee plus {serviceFee} for our
          service.
        </Trans>
      </p>
      <div className="actions">
        <Link className="button" to={paths.bookTest}>
          <Trans>Book your test</Trans>
        </Link>
        <Link className="button secondary" to={paths.centres}>
          <Trans>Find a test centre</Trans>
        </Link>
      </div>
    </div>
  );
}
