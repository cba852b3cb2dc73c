import { Link } from '../i18n/link';
import type { Route } from './+types/cscs-card';
import { paths } from '../config/paths';
import { CardList } from '../features/catalogue/card-list';
import { pageMeta } from '../lib/seo';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Know your CSCS card',
    description:
      'What a CSCS card is, why sites ask for one, what you need before you apply and how the card colours differ.',
    path: paths.knowYourCard,
  });

export default function KnowYourCard() {
  return (
    <div className="page">
      <div className="prose">
        <h1>Know your CSCS card</h1>
        <p className="lead">
          A CSCS card shows that you have the training and qualifications for the work you do on a
          construction site. Most principal contractors and house builders ask to see one before you
          start work.
        </p>
        <h2>What you need before you apply</h2>
        <ul>
          <li>
            A pass in the right CITB health, safety and environment test, taken within the last two
            years. <Link to={paths.testPerOccupation}>Check which test your occupation needs</Link>.
          </li>
          <li>
            The qualification the card asks for: for example the Level 1 health and safety award for
            a green card, or an NVQ/SVQ level 2 for a blue card.
          </li>
          <li>Your National Insurance number and your contact and address details.</li>
        </ul>
        <h2>New, renewed and replacement cards</h2>
        <p>
          Apply for a new card the first time, or when you move to a different card. Most cards can
          be renewed before they run out if you still meet the rules, usually with a fresh test
          pass. A lost, stolen or damaged card can be replaced for the rest of its validity.
        </p>
        <h2>The card types</h2>
        <p>
          The colour tells a site manager what kind of worker you are. Choose a card below for the
          details, or <Link to={paths.cardTypes}>compare them all</Link>.
        </p>
      </div>
      <CardList />
    </div>
  );
}
