import { Trans } from '@lingui/react/macro';
import { CARD_TYPES } from '@site/domain/catalogue';
import { formatMoney } from '@site/domain/format';
import { FREE_NEW_CARD_KEYS, cardPrice } from '@site/domain/pricing';
import { PriceFirst } from '../../components/checkout/price-first';

/**
 * The card's whole price before its first question: what nearly every application costs (a new
 * card, a renewal or a replacement), and the card CSCS issues free when new.
 */
export function CardPriceFirst() {
  const freeCard = CARD_TYPES.find((card) => FREE_NEW_CARD_KEYS.has(card.key));
  return (
    <PriceFirst price={cardPrice('New Card')} of="card">
      <p>
        <Trans>A new card, a renewal and a replacement cost the same.</Trans>
        {freeCard ? <FreeNewCard name={freeCard.name} cardKey={freeCard.key} /> : null}
      </p>
    </PriceFirst>
  );
}

/** 'A new Red Apprentice card is free from CSCS…': the one card whose price differs. */
function FreeNewCard({ name, cardKey }: { name: string; cardKey: string }) {
  const total = formatMoney(cardPrice('New Card', cardKey).total);
  // Card names are CSCS's own and stay in English on every page.
  return (
    <>
      {' '}
      <Trans comment="{name} is a CSCS card's English name, e.g. 'Red Apprentice'">
        A new {name} card is free from CSCS, so it costs only our service fee: {total}.
      </Trans>
    </>
  );
}
