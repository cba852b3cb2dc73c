import { Trans } from '@lingui/react/macro';
import { testPrice } from '@site/domain/pricing';
import { PriceFirst } from '../../components/checkout/price-first';

/** The test's whole price before its first question: one price for every test type. */
export function TestPriceFirst() {
  return (
    <PriceFirst price={testPrice()} of="test">
      <p>
        <Trans>Every test type costs the same.</Trans>
      </p>
    </PriceFirst>
  );
}
