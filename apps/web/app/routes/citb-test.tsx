import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import { formatMoney } from '@site/domain/format';
import { testPrice } from '@site/domain/pricing';
import type { Route } from './+types/citb-test';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`CITB test booking`),
    description: i18n._(
      msg`Book the CITB health, safety and environment test online: choose the test type, language, centre, date and time, then pay by card.`,
    ),
    path: paths.citbTest,
  }));

export default function CitbTest() {
  const price = testPrice();
  const total = formatMoney(price.total);
  const officialFee = formatMoney(price.officialFee);
  const serviceFee = formatMoney(price.serviceFee);
  return (
    <div className="page prose">
      <h1>
        <Trans>Book the CITB HS&amp;E test</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Booking takes a few minutes. Have your National Insurance number, date of birth and
          contact details to hand.
        </Trans>
      </p>
      <h2>
        <Trans>What we ask for</Trans>
      </h2>
      <ul>
        <li>
          <Trans>The test type, for example Operative or Supervisors.</Trans>
        </li>
        <li>
          <Trans>
            The language you want to take it in (some tests are offered in English only).
          </Trans>
        </li>
        <li>
          <Trans>
            A test centre, a preferred date and time, and a second date in case the first is taken.
          </Trans>
        </li>
        <li>
          <Trans>Whether this is a retake of a test you did not pass.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Price</Trans>
      </h2>
      <p>
        <Trans>
          {total} in total: the {officialFee} CITB test fee and {serviceFee} for our booking
          service.
        </Trans>
      </p>
      <div className="actions">
        <Link className="button" to={paths.bookTest}>
          <Trans>Start your booking</Trans>
        </Link>
        <Link className="button secondary" to={paths.testTypes}>
          <Trans>See the test types</Trans>
        </Link>
      </div>
    </div>
  );
}
