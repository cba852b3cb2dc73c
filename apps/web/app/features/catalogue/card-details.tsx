import { Link } from '../../i18n/link';
import { getTestType, type CardType } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { cardPrice } from '@site/domain/pricing';
import { applyCardHref, bookTestHref, paths } from '../../config/paths';
import { testNamePhrase } from '../../lib/test-name';
import { CardImage } from './card-image';

/** One card page: image, titles, validity, description, who it is for, test, application types. */
export function CardDetails({ card }: { card: CardType }) {
  const testType = card.testTypeKey ? getTestType(card.testTypeKey) : undefined;
  const newPrice = cardPrice('New Card', card.key);
  return (
    <article className="page">
      <h1>{card.title}</h1>
      <p className="lead">Also known as the {card.alternativeTitle}.</p>
      <div className="card-detail">
        <CardImage card={card} />
        <div>
          {card.descriptionLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <dl className="facts">
            <dt>Valid for</dt>
            <dd>{card.validityText}</dd>
            <dt>Applications</dt>
            <dd>{card.applicationTypes.join(', ')}</dd>
            <dt>Price</dt>
            <dd>
              {formatMoney(newPrice.total)} for a new card ({formatMoney(newPrice.officialFee)} CSCS
              fee and {formatMoney(newPrice.serviceFee)} for our service)
            </dd>
          </dl>
          <div className="actions">
            <Link className="button" to={applyCardHref(card.name, card.route.slice(1))}>
              Apply for the {card.name} card
            </Link>
          </div>
        </div>
      </div>

      <h2>Who this card is for</h2>
      <ul>
        {card.eligibilityLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h2>The test you need</h2>
      {card.testRequirementLines.length > 0 ? (
        <ul>
          {card.testRequirementLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>This card does not need a CITB health, safety and environment test.</p>
      )}
      {testType ? (
        <p>
          <Link to={bookTestHref(testType.key)}>Book the {testNamePhrase(testType.name)}</Link> or
          read <Link to={paths.aboutTest}>about the HS&amp;E test</Link>.
        </p>
      ) : (
        <p>
          Not sure which test you need?{' '}
          <Link to={paths.testPerOccupation}>Find the test for your occupation</Link>.
        </p>
      )}

      <h2>Applying for, renewing or replacing this card</h2>
      <p>
        You can make these applications for the {card.name} card through us:{' '}
        {card.applicationTypes.join(', ')}. We check your details, send the application and keep you
        updated until the card is issued. Compare it with{' '}
        <Link to={paths.cardTypes}>the other card types</Link>.
      </p>
    </article>
  );
}
