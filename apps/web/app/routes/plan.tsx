import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Route } from './+types/plan';
import { paths } from '../config/paths';
import { localPageMeta } from '../i18n/meta';
import { Planner } from '../features/planner/planner';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Plan your start date`),
    description: i18n._(
      msg`Tell us when you start on site and which CSCS card you need: we work back from that day and give each step a date, from the course and the test to the card.`,
    ),
    path: paths.plan,
  }));

export default function Plan() {
  return (
    <div className="page narrow">
      <h1>
        <Trans>Plan your start date</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Tell us when you start on site and which card you need. We work back from that day and
          tell you what to do, and by when, to have your card on your first day.
        </Trans>
      </p>
      <Planner />
    </div>
  );
}
