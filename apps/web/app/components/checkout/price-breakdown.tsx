import { formatMoney } from '@site/domain/format';
import type { Price } from '@site/domain/pricing';

/**
 * What is paid. With an official label, the official fee and our service fee are shown apart
 * (issue 4 point 7); without one (a course, which has no official fee) there is one fee line.
 */
export function PriceBreakdown({
  price,
  officialLabel,
  feeLabel = 'Fee',
  paid = false,
}: {
  price: Price;
  /** 'CITB test fee', 'CSCS card fee': the part that goes to the official body. */
  officialLabel?: string;
  /** The one line shown when there is no official fee to show apart: 'Course fee'. */
  feeLabel?: string;
  /** After payment the total is what was paid, not what is to pay. */
  paid?: boolean;
}) {
  return (
    <table className="price-table">
      <caption className="visually-hidden">{paid ? 'What you paid' : 'What you pay'}</caption>
      <tbody>
        {officialLabel ? (
          <>
            <tr>
              <th scope="row">{officialLabel}</th>
              <td>{formatMoney(price.officialFee)}</td>
            </tr>
            <tr>
              <th scope="row">Our service fee</th>
              <td>{formatMoney(price.serviceFee)}</td>
            </tr>
          </>
        ) : (
          <tr>
            <th scope="row">{feeLabel}</th>
            <td>{formatMoney(price.total)}</td>
          </tr>
        )}
        <tr className="total">
          <th scope="row">{paid ? 'Total paid' : 'Total to pay'}</th>
          <td>{formatMoney(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
