import { Link } from '../i18n/link';
import { COURSES } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { coursePrice } from '@site/domain/pricing';
import type { Route } from './+types/one-day-health-and-safety-awareness-course';
import { cardPaths, paths } from '../config/paths';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'One-day health and safety awareness course',
    description:
      'The Level 1 Award in Health and Safety in a Construction Environment: a one-day course, online or in a classroom, needed for the green Labourer card.',
    path: paths.healthAndSafetyCourse,
  });

export default function HealthAndSafetyCourse() {
  return (
    <div className="page prose">
      <h1>One-day health and safety awareness course</h1>
      <p className="lead">
        The Level 1 Award in Health and Safety in a Construction Environment is a one-day course for
        people new to construction. It is the qualification the green Labourer card asks for.
      </p>
      <h2>What it covers</h2>
      <ul>
        <li>Your rights and responsibilities for health and safety on site.</li>
        <li>Spotting hazards and reporting accidents and near misses.</li>
        <li>Manual handling, working at height, and safe use of tools and equipment.</li>
        <li>Hazardous substances, noise, dust and personal protective equipment.</li>
      </ul>
      <p>The day ends with a short multiple-choice assessment.</p>
      <h2>Online or in a classroom</h2>
      <ul>
        {COURSES.map((course) => (
          <li key={course.kind}>
            <strong>{course.kind === 'Online' ? 'Online' : 'In a classroom'}:</strong> {course.name}
            , {formatMoney(coursePrice(course.kind).total)}.{' '}
            {course.kind === 'Online'
              ? 'Study from home and take the assessment on the date you choose.'
              : 'Join a group at one of our training locations and take the assessment there.'}
          </li>
        ))}
      </ul>
      <p>
        With the award and a pass in the Operatives HS&amp;E test you can apply for the{' '}
        <Link to={cardPaths.green}>green Labourer card</Link>.
      </p>
      <div className="actions">
        <Link className="button" to={paths.courseBook}>
          Book the course
        </Link>
      </div>
    </div>
  );
}
