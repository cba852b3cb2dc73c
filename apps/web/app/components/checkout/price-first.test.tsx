import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cardPrice, coursePrice, testPrice, type Price } from '@site/domain/pricing';
import { formatMoney } from '@site/domain/format';
import { CITB_URL, CSCS_URL } from '../../config/site';
import { render } from '../../i18n/testing';
import { PriceFirst } from './price-first';
import type { PriceOf } from './price-breakdown';

afterEach(cleanup);

/** The box as a first step shows it, with a journey's note on how the price changes. */
function show(price: Price, of: PriceOf) {
  render(
    <PriceFirst price={price} of={of}>
      <p>How it changes</p>
    </PriceFirst>,
  );
  return screen.getByRole('region', { name: 'What it costs' });
}

/** Each row of the price table as [what, amount]. */
function rows(region: HTMLElement) {
  return within(region)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe('PriceFirst (issue 21 point 6)', () => {
  it('shows a test’s CITB fee, our fee and the total apart, and links to booking with CITB', () => {
    const price = testPrice();
    const region = show(price, 'test');
    expect(rows(region)).toEqual([
      ['CITB test fee', formatMoney(price.officialFee)],
      ['Our service fee', formatMoney(price.serviceFee)],
      ['Total to pay', formatMoney(price.total)],
    ]);
    expect(within(region).getByText('How it changes')).toBeTruthy();
    const direct = within(region).getByRole('link', { name: 'CITB' });
    expect(direct.getAttribute('href')).toBe(CITB_URL);
    // It opens in the same window: nothing to warn about.
    expect(direct.getAttribute('target')).toBeNull();
  });

  it('shows a card’s CSCS fee apart and links to applying with CSCS', () => {
    const price = cardPrice('New Card');
    const region = show(price, 'card');
    expect(rows(region)[0]).toEqual(['CSCS card fee', formatMoney(price.officialFee)]);
    expect(within(region).getByRole('link', { name: 'CSCS' }).getAttribute('href')).toBe(CSCS_URL);
  });

  it('shows a course’s one fee and no official body to go to', () => {
    const price = coursePrice('Online');
    const region = show(price, 'course');
    expect(rows(region)).toEqual([
      ['Course fee', formatMoney(price.total)],
      ['Total to pay', formatMoney(price.total)],
    ]);
    expect(within(region).queryByRole('link')).toBeNull();
  });
});
