import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/nvq-level2';
import { cardPaths, paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`NVQ Level 2 in construction`),
    description: i18n._(
      msg`How an NVQ Level 2 leads to the blue Skilled Worker CSCS card, who it suits and how the red Experienced Worker card bridges the gap.`,
    ),
    path: paths.nvqLevel2,
  }));

export default function NvqLevel2() {
  return (
    <div className="page prose">
      <h1>
        <Trans>NVQ Level 2 in construction</Trans>
      </h1>
      <p className="lead">
        <Trans>
          A Level 2 NVQ (SVQ in Scotland) proves you can do your trade to the industry standard. It
          is the qualification behind the blue Skilled Worker CSCS card.
        </Trans>
      </p>
      <h2>
        <Trans>How it works</Trans>
      </h2>
      <p>
        <Trans>
          An NVQ is not a classroom course. An assessor checks the work you already do on site,
          through photos, witness statements, observation and questions, and you build a portfolio
          of evidence. Experienced workers can often complete it in a few months.
        </Trans>
      </p>
      <h2>
        <Trans>Who it suits</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Tradespeople who have years of site experience but no formal qualification.</Trans>
        </li>
        <li>
          <Trans>Workers holding a red card who need a qualification to move to a blue card.</Trans>
        </li>
        <li>
          <Trans>Employers who want their team on the right cards for their sites.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>While you work towards it</Trans>
      </h2>
      <p>
        <Trans>
          If you are registered for a Level 2 NVQ, the{' '}
          <Link to={cardPaths.experiencedWorker}>red Experienced Worker card</Link> lets you keep
          working on site while you finish it. Once you have the NVQ you can apply for the{' '}
          <Link to={cardPaths.blue}>blue Skilled Worker card</Link>.
        </Trans>
      </p>
      <p>
        <Trans>
          To talk about an NVQ for yourself or your team, <Link to={paths.contact}>contact us</Link>{' '}
          and tell us your trade and experience.
        </Trans>
      </p>
    </div>
  );
}
