import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@site/domain/format';
import type { Price } from '@site/domain/pricing';

/** What is bought: a CITB test, a CSCS card, or a course (which has no official fee). */
export type PriceOf = 'test' | 'card' | 'course';

// The part that goes to the official body, named once for every page that shows a price.
const OFFICIAL_FEE: Record<PriceOf, MessageDescriptor | undefined> = {
  test: msg({
    comment: 'The part of the price paid to CITB for the test itself',
    message: 'CITB test fee',
  }),
  card: msg({
    comment: 'The part of the price paid to CSCS for the card itself',
    message: 'CSCS card fee',
  }),
  course: undefined,
};

/**
 * What is paid. A test or a card shows the official fee and our service fee apart (issue 4
 * point 7); a course, which has no official fee, shows one 'Course fee' line. The check pages
 * and the outcome pages show the same lines in the same words.
 */
export function PriceBreakdown({
  price,
  of,
  paid = false,
}: {
  price: Price;
  of: PriceOf;
  /** After payment the total is what was paid, not what is to pay. */
  paid?: boolean;
}) {
  const { i18n, t } = useLingui();
  const official = OFFICIAL_FEE[of];
  return (
    <table className="price-table">
      <caption className="visually-hidden">{paid ? t`What you paid` : t`What you pay`}</caption>
      <tbody>
        {official ? (
          <>
            <tr>
              <th scope="row">{i18n._(official)}</th>
              <td>{formatMoney(price.officialFee)}</td>
            </tr>
            <tr>
              <th scope="row">{t`Our service fee`}</th>
              <td>{formatMoney(price.serviceFee)}</td>
            </tr>
          </>
        ) : (
          <tr>
            <th scope="row">
              {t({
                comment: 'The one price line of a course booking (there is no official fee)',
                message: 'Course fee',
              })}
            </th>
            <td>{formatMoney(price.total)}</td>
          </tr>
        )}
        <tr className="total">
          <th scope="row">{paid ? t`Total paid` : t`Total to pay`}</th>
          <td>{formatMoney(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
