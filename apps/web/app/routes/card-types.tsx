import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/card-types';
import { paths } from '../config/paths';
import { CardList } from '../features/catalogue/card-list';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`CSCS card types`),
    description: i18n._(
      msg`Every CSCS card type side by side: green, red, blue, gold, black and white cards, who each is for and how long it lasts.`,
    ),
    path: paths.cardTypes,
  }));

export default function CardTypes() {
  return (
    <div className="page">
      <h1>
        <Trans>CSCS card types</Trans>
      </h1>
      <p className="lead">
        <Trans>
          The colour of a CSCS card shows the kind of work you do and the qualifications you hold.
          Choose the card that matches your job today; you can move up to another card as you gain
          qualifications.
        </Trans>
      </p>
      <p>
        <Trans>
          Not sure which one is yours? <Link to={paths.knowYourCard}>Read how the cards work</Link>{' '}
          or <Link to={paths.testPerOccupation}>look up your occupation</Link>.
        </Trans>
      </p>
      <CardList />
    </div>
  );
}
