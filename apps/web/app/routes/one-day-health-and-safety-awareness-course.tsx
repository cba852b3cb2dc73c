import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import { COURSES } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { coursePrice } from '@site/domain/pricing';
import type { Route } from './+types/one-day-health-and-safety-awareness-course';
import { cardPaths, paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`One-day health and safety awareness course`),
    description: i18n._(
      msg`The Level 1 Award in Health and Safety in a Construction Environment: a one-day course, online or in a classroom, needed for the green Labourer card.`,
    ),
    path: paths.healthAndSafetyCourse,
  }));

export default function HealthAndSafetyCourse() {
  return (
    <div className="page prose">
      <h1>
        <Trans>One-day health and safety awareness course</Trans>
      </h1>
      <p className="lead">
        <Trans>
          The Level 1 Award in Health and Safety in a Construction Environment is a one-day course
          for people new to construction. It is the qualification the green Labourer card asks for.
        </Trans>
      </p>
      <h2>
        <Trans>What it covers</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Your rights and responsibilities for health and safety on site.</Trans>
        </li>
        <li>
          <Trans>Spotting hazards and reporting accidents and near misses.</Trans>
        </li>
        <li>
          <Trans>Manual handling, working at height, and safe use of tools and equipment.</Trans>
        </li>
        <li>
          <Trans>Hazardous substances, noise, dust and personal protective equipment.</Trans>
        </li>
      </ul>
      <p>
        <Trans>The day ends with a short multiple-choice assessment.</Trans>
      </p>
      <h2>
        <Trans>Online or in a classroom</Trans>
      </h2>
      <ul>
        {COURSES.map(({ kind, name }) => {
          const price = formatMoney(coursePrice(kind).total);
          return (
            <li key={kind}>
              {kind === 'Online' ? (
                <Trans>
                  <strong>Online:</strong> {name}, {price}. Study from home and take the assessment
                  on the date you choose.
                </Trans>
              ) : (
                <Trans>
                  <strong>In a classroom:</strong> {name}, {price}. Join a group at one of our
                  training locations and take the assessment there.
                </Trans>
              )}
            </li>
          );
        })}
      </ul>
      <p>
        <Trans>
          With the award and a pass in the Operatives HS&amp;E test you can apply for the{' '}
          <Link to={cardPaths.green}>green Labourer card</Link>.
        </Trans>
      </p>
      <div className="actions">
        <Link className="button" to={paths.courseBook}>
          <Trans>Book the course</Trans>
        </Link>
      </div>
    </div>
  );
}
