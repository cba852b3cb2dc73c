import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/link';
import { CARD_TYPES } from '@site/domain/catalogue';
import { CardImage } from './card-image';
import { cardLines, validityWords } from './card-words';
import { cardTitleWords } from '../../lib/card-title';

/** Every card of the catalogue as a tile that links to its page (issue 3 point 4). */
export function CardList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid">
      {CARD_TYPES.map((card) => (
        <li key={card.key} className="tile card-tile">
          <CardImage card={card} />
          <Heading>
            <Link to={card.route}>{cardTitleWords(i18n, card)}</Link>
          </Heading>
          <p>{card.alternativeTitle}</p>
          <p>
            <strong>
              <Trans comment="How long the card lasts">Valid for:</Trans>
            </strong>{' '}
            {validityWords(i18n, card.validity)}
          </p>
          <p>{cardLines(i18n, card).description[0]}</p>
        </li>
      ))}
    </ul>
  );
}
