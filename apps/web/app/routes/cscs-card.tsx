import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '../i18n/link';
import type { Route } from './+types/cscs-card';
import { paths } from '../config/paths';
import { CardList } from '../features/catalogue/card-list';
import { localPageMeta } from '../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  localPageMeta(args, (i18n) => ({
    title: i18n._(msg`Know your CSCS card`),
    description: i18n._(
      msg`What a CSCS card is, why sites ask for one, what you need before you apply and how the card colours differ.`,
    ),
    path: paths.knowYourCard,
  }));

export default function KnowYourCard() {
  return (
    <div className="page">
      <div className="prose">
        <h1>
          <Trans>Know your CSCS card</Trans>
        </h1>
        <p className="lead">
          <Trans>
            A CSCS card shows that you have the training and qualifications for the work you do on a
            construction site. Most principal contractors and house builders ask to see one before
            you start work.
          </Trans>
        </p>
        <h2>
          <Trans>What you need before you apply</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              A pass in the right CITB health, safety and environment test, taken within the last
              two years (three years to renew a first Labourer card with the test taken for it).{' '}
              <Link to={paths.testPerOccupation}>Check which test your occupation needs</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              The qualification the card asks for: for example the Level 1 health and safety award
              for a green card, or an NVQ/SVQ level 2 for a blue card.
            </Trans>
          </li>
          <li>
            <Trans>Your National Insurance number and your contact and address details.</Trans>
          </li>
        </ul>
        <h2>
          <Trans>New, renewed and replacement cards</Trans>
        </h2>
        <p>
          <Trans>
            Apply for a new card the first time, or when you move to a different card. Most cards
            can be renewed before they run out if you still meet the rules, usually with a fresh
            test pass. A lost, stolen or damaged card can be replaced for the rest of its validity.
          </Trans>
        </p>
        <h2>
          <Trans>The card types</Trans>
        </h2>
        <p>
          <Trans>
            The colour tells a site manager what kind of worker you are. Choose a card below for the
            details, or <Link to={paths.cardTypes}>compare them all</Link>.
          </Trans>
        </p>
      </div>
      <CardList />
    </div>
  );
}
