import '../form/form.css';
import { formatMoney } from '@site/domain/format';
import type { Price } from '@site/domain/pricing';

/** The official fee and our service fee shown apart (issue 4 point 7). */
export function PriceBreakdown({
  price,
  officialLabel,
  paid = false,
}: {
  price: Price;
  officialLabel: string;
  /** After payment the total is what was paid, not what is to pay. */
  paid?: boolean;
}) {
  return (
    <table className="price-table">
      <caption className="visually-hidden">{paid ? 'What you paid' : 'What you pay'}</caption>
      <tbody>
        <tr>
          <th scope="row">{officialLabel}</th>
          <td>{formatMoney(price.officialFee)}</td>
        </tr>
        <tr>
          <th scope="row">Our service fee</th>
          <td>{formatMoney(price.serviceFee)}</td>
        </tr>
        <tr className="total">
          <th scope="row">{paid ? 'Total paid' : 'Total to pay'}</th>
          <td>{formatMoney(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
