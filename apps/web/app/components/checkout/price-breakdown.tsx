import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@site/domain/format';
import type { Price } from '@site/domain/pricing';

/**
 * What is paid. With an official label, the official fee and our service fee are shown apart
 * (issue 4 point 7); without one (a course, which has no official fee) there is one fee line.
 */
export function PriceBreakdown({
  price,
  officialLabel,
  feeLabel,
  paid = false,
}: {
  price: Price;
  /** 'CITB test fee', 'CSCS card fee': the part that goes to the official body. */
  officialLabel?: string;
  /** The one line shown when there is no official fee to show apart: 'Course fee' (default 'Fee'). */
  feeLabel?: string;
  /** After payment the total is what was paid, not what is to pay. */
  paid?: boolean;
}) {
  const { t } = useLingui();
  return (
    <table className="price-table">
      <caption className="visually-hidden">{paid ? t`What you paid` : t`What you pay`}</caption>
      <tbody>
        {officialLabel ? (
          <>
            <tr>
              <th scope="row">{officialLabel}</th>
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
              {feeLabel ??
                t({ message: 'Fee', comment: 'The one price line when there is no official fee' })}
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
