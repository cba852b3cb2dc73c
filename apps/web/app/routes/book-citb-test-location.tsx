import { useParams, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import { getCentreById } from '@site/domain/catalogue';
import type { Route } from './+types/book-citb-test-location';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { JourneyArea } from '../components/journey-area';
import { SamePersonGate } from '../components/form/same-person-gate';
import { TestBookingJourney } from '../features/test-booking/test-booking-journey';

// Prerendered for every centre (config/prerender.ts); the journey opens with the centre chosen,
// and the HTML carries its first question, which names the centre (decision 015).

export const meta: Route.MetaFunction = (args) => {
  const { params } = args;
  const centre = getCentreById(Number(params.locationId));
  return localPageMeta(args, (i18n) => {
    if (!centre) {
      return {
        title: i18n._(msg`Book a CITB test`),
        description: i18n._(
          msg`Book the CITB health, safety and environment test at a test centre.`,
        ),
        path: paths.bookTestAt(params.locationId),
      };
    }
    const { shortName, name, postcode } = centre;
    return {
      title: i18n._(msg`Book a CITB test at ${shortName}`),
      description: i18n._(msg`Book the CITB HS&E test at ${name}, ${postcode}.`),
      path: paths.bookTestAt(params.locationId),
    };
  });
};

export default function BookCitbTestLocation() {
  const { locationId = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useLingui();
  const centre = getCentreById(Number(locationId));
  if (!centre) {
    return (
      <div className="page narrow">
        <h1>
          <Trans>No such test centre</Trans>
        </h1>
        <p>
          <Trans>
            We could not find that test centre.{' '}
            <Link to={paths.centres}>Choose a centre from the list</Link> or{' '}
            <Link to={paths.bookTest}>book without choosing one first</Link>.
          </Trans>
        </p>
      </div>
    );
  }
  const shortName = centre.shortName;
  return (
    <div className="page narrow">
      <JourneyArea>
        <SamePersonGate caption={t`Book a CITB test at ${shortName}`}>
          {() => <TestBookingJourney testType={params.get('t')} locationId={centre.id} />}
        </SamePersonGate>
      </JourneyArea>
    </div>
  );
}
