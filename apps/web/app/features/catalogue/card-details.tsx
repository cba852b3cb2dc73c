import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/link';
import { CARD_QUALIFICATION, getTestType, type CardType } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { cardPrice } from '@site/domain/pricing';
import { applyCardHref, bookTestHref, paths, planHref } from '../../config/paths';
import { namesTest } from '../../lib/test-name';
import { RulesChecked } from '../../components/rules-checked';
import { cardTitleWords, officialNamesNote } from '../../lib/card-title';
import { CardImage } from './card-image';
import { applicationTypesText, cardLines, validityWords } from './card-words';

/** One card page: image, titles, validity, description, who it is for, test, application types. */
export function CardDetails({ card }: { card: CardType }) {
  const { i18n } = useLingui();
  const testType = card.testTypeKey ? getTestType(card.testTypeKey) : undefined;
  const newPrice = cardPrice('New Card', card.key);
  const lines = cardLines(i18n, card);
  const namesNote = officialNamesNote(i18n, 'card');
  const applications = applicationTypesText(i18n, card.applicationTypes);
  // Card and test names are the official ones and stay in English.
  const { name, alternativeTitle } = card;
  const price = formatMoney(newPrice.total);
  const officialFee = formatMoney(newPrice.officialFee);
  const serviceFee = formatMoney(newPrice.serviceFee);
  return (
    <article className="page">
      <h1>{cardTitleWords(i18n, card)}</h1>
      <p className="lead">
        <Trans>Also known as the {alternativeTitle}.</Trans>
      </p>
      {namesNote ? <p className="hint">{namesNote}</p> : null}
      <div className="card-detail">
        <CardImage card={card} />
        <div>
          {lines.description.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <dl className="facts">
            <dt>
              <Trans comment="How long the card lasts">Valid for</Trans>
            </dt>
            <dd>{validityWords(i18n, card.validity)}</dd>
            <dt>
              <Trans comment="The kinds of application (new, renewal, replacement) this card allows">
                Applications
              </Trans>
            </dt>
            <dd>{applications}</dd>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>
              <Trans>
                {price} for a new card ({officialFee} CSCS fee and {serviceFee} for our service)
              </Trans>
            </dd>
          </dl>
          <div className="actions">
            <Link className="button" to={applyCardHref(card.name, card.route.slice(1))}>
              <Trans>Apply for the {name} card</Trans>
            </Link>
          </div>
          <p>
            <Trans>
              Starting on site soon? <Link to={planHref(card.key)}>Plan your start date</Link>: see
              what to do, and by when, to have this card on your first day.
            </Trans>
          </p>
        </div>
      </div>

      <h2>
        <Trans>Who this card is for</Trans>
      </h2>
      <ul>
        {lines.eligibility.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {CARD_QUALIFICATION[card.name] === 'level-1-award' ? (
        <p>
          <Trans>
            No Level 1 Award yet? <Link to={paths.courseBook}>Book the one-day Level 1 course</Link>
            , online or in a classroom.
          </Trans>
        </p>
      ) : null}

      <h2>
        <Trans>The test you need</Trans>
      </h2>
      {lines.testRequirements.length > 0 ? (
        <ul>
          {lines.testRequirements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>This card does not need a CITB health, safety and environment test.</Trans>
        </p>
      )}
      {testType ? (
        <BookTest testName={testType.name} href={bookTestHref(testType.key)} />
      ) : (
        <p>
          <Trans>
            Not sure which test you need?{' '}
            <Link to={paths.testPerOccupation}>Find the test for your occupation</Link>.
          </Trans>
        </p>
      )}

      <h2>
        <Trans>Applying for, renewing or replacing this card</Trans>
      </h2>
      <p>
        <Trans>
          You can make these applications for the {name} card through us: {applications}. We check
          your details, send the application and keep you updated until the card is issued. Compare
          it with <Link to={paths.cardTypes}>the other card types</Link>.
        </Trans>
      </p>
      <RulesChecked sources={[card.rule.source, 'cscsApplyingForCards', 'cscsRenewOrReplace']} />
    </article>
  );
}

/**
 * 'Book the Operative test or read about the HS&E test.' A test whose CITB name already ends in
 * 'Test' ('Supervisors Test') is not called a 'test' twice (lib/test-name.ts).
 */
function BookTest({ testName: name, href }: { testName: string; href: string }) {
  return (
    <p>
      {namesTest(name) ? (
        <Trans comment="{name} is the CITB test's English name, which already ends in 'Test', e.g. 'Supervisors Test'">
          <Link to={href}>Book the {name}</Link> or read{' '}
          <Link to={paths.aboutTest}>about the HS&amp;E test</Link>.
        </Trans>
      ) : (
        <Trans comment="{name} is the CITB test's English name, e.g. 'Operative'">
          <Link to={href}>Book the {name} test</Link> or read{' '}
          <Link to={paths.aboutTest}>about the HS&amp;E test</Link>.
        </Trans>
      )}
    </p>
  );
}
