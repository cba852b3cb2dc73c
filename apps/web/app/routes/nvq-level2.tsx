import { Link } from '../i18n/link';
import type { Route } from './+types/nvq-level2';
import { cardPaths, paths } from '../config/paths';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'NVQ Level 2 in construction',
    description:
      'How an NVQ Level 2 leads to the blue Skilled Worker CSCS card, who it suits and how the red Experienced Worker card bridges the gap.',
    path: paths.nvqLevel2,
  });

export default function NvqLevel2() {
  return (
    <div className="page prose">
      <h1>NVQ Level 2 in construction</h1>
      <p className="lead">
        A Level 2 NVQ (SVQ in Scotland) proves you can do your trade to the industry standard. It is
        the qualification behind the blue Skilled Worker CSCS card.
      </p>
      <h2>How it works</h2>
      <p>
        An NVQ is not a classroom course. An assessor checks the work you already do on site,
        through photos, witness statements, observation and questions, and you build a portfolio of
        evidence. Experienced workers can often complete it in a few months.
      </p>
      <h2>Who it suits</h2>
      <ul>
        <li>Tradespeople who have years of site experience but no formal qualification.</li>
        <li>Workers holding a red card who need a qualification to move to a blue card.</li>
        <li>Employers who want their team on the right cards for their sites.</li>
      </ul>
      <h2>While you work towards it</h2>
      <p>
        If you are registered for a Level 2 NVQ, the{' '}
        <Link to={cardPaths.experiencedWorker}>red Experienced Worker card</Link> lets you keep
        working on site while you finish it. Once you have the NVQ you can apply for the{' '}
        <Link to={cardPaths.blue}>blue Skilled Worker card</Link>.
      </p>
      <p>
        To talk about an NVQ for yourself or your team, <Link to={paths.contact}>contact us</Link>{' '}
        and tell us your trade and experience.
      </p>
    </div>
  );
}
