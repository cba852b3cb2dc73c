import type { ApplicationType, CourseKind } from '../catalogue/types';
import { CSCS_CARD_OFFICIAL_FEE, FREE_NEW_CARD_KEYS, HSE_TEST_OFFICIAL_FEE } from '../rules/fees';

export { CSCS_CARD_OFFICIAL_FEE, FREE_NEW_CARD_KEYS, HSE_TEST_OFFICIAL_FEE };

/**
 * Every price in whole pence, split so that checkout and receipts can show what goes to the
 * official body and what we charge for the service (decision 001). total = officialFee + serviceFee.
 */
export interface Price {
  officialFee: number;
  serviceFee: number;
  total: number;
}

const price = (officialFee: number, serviceFee: number): Price => ({
  officialFee,
  serviceFee,
  total: officialFee + serviceFee,
});

/** Our booking fees, in line with what UK booking agents charge on top of the official fee. */
export const SERVICE_FEES = {
  test: 1250,
  card: 1999,
  onlineCourse: 9900,
  offlineCourse: 13900,
} as const;

export function testPrice(): Price {
  return price(HSE_TEST_OFFICIAL_FEE, SERVICE_FEES.test);
}

/** Price of a card application; pass the card key so that a free new card is not charged for. */
export function cardPrice(applicationType: ApplicationType, cardKey?: string): Price {
  const free =
    applicationType === 'New Card' && cardKey !== undefined && FREE_NEW_CARD_KEYS.has(cardKey);
  return price(free ? 0 : CSCS_CARD_OFFICIAL_FEE, SERVICE_FEES.card);
}

/** The least any card application costs ("From …"): a free new card costs only our fee. */
export function lowestCardPrice(): Price {
  const [freeKey] = FREE_NEW_CARD_KEYS;
  return cardPrice('New Card', freeKey);
}

/**
 * The Level 1 Award has no official fee that we collect and pass on: the awarding body's
 * registration fee is a cost of delivering the course, and no published figure exists to show
 * separately. So officialFee is 0 and the whole course fee is ours.
 */
export function coursePrice(kind: CourseKind): Price {
  return price(0, kind === 'Online' ? SERVICE_FEES.onlineCourse : SERVICE_FEES.offlineCourse);
}
