import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/cscs-test';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`The CSCS test`),
    description: i18n._(
      msg`The "CSCS test" is the CITB health, safety and environment test. How to pick the right one, book it and use your pass for a card.`,
    ),
    path: paths.cscsTest,
  }));

export default function CscsTest() {
  return (
    <div className="page prose">
      <h1>
        <Trans>The CSCS test</Trans>
      </h1>
      <p className="lead">
        <Trans>
          When people talk about the CSCS test they mean the CITB health, safety and environment
          (HS&amp;E) test. CSCS sets the card rules; CITB runs the test you need for most cards.
        </Trans>
      </p>
      <h2>
        <Trans>Getting from test to card in four steps</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            <Link to={paths.testPerOccupation}>Find your occupation</Link> to see which test and
            card fit your job.
          </Trans>
        </li>
        <li>
          <Trans>
            <Link to={paths.bookTest}>Book the test</Link> at a{' '}
            <Link to={paths.centres}>centre near you</Link>, in your language if it is offered.
          </Trans>
        </li>
        <li>
          <Trans>Sit the test and keep the testing ID printed on your result.</Trans>
        </li>
        <li>
          <Trans>
            <Link to={paths.applyCard}>Apply for your card</Link> with that testing ID and proof of
            your qualification.
          </Trans>
        </li>
      </ol>
      <h2>
        <Trans>Preparing</Trans>
      </h2>
      <p>
        <Trans>
          The questions are about everyday site safety. Revising with the official CITB revision
          material for your test type is the best preparation. Read more{' '}
          <Link to={paths.aboutTest}>about the test itself</Link>.
        </Trans>
      </p>
      <div className="actions">
        <Link className="button" to={paths.bookTest}>
          <Trans>Book the test</Trans>
        </Link>
      </div>
    </div>
  );
}
