import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Price } from '@site/domain/pricing';
import { GoDirect } from './go-direct';
import { PriceBreakdown, type PriceOf } from './price-breakdown';

/**
 * The whole price on a paid journey's first step, before any question is answered (issue 21
 * point 6): the same lines as the check page, what the journey adds (how the price changes
 * with the answers), and where to do it direct for the official fee alone. A region
 * named by its title rather than a heading, since it stands before the step's question (the
 * page's h1).
 */
export function PriceFirst({
  price,
  of,
  children,
}: {
  /** The price of the most common choice. */
  price: Price;
  of: PriceOf;
  /** How the price changes with the answers. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section className="price-first" aria-labelledby="price-first-title">
      <p className="price-first-title" id="price-first-title">
        {t({
          comment: 'Title of the box that shows the whole price before the first question',
          message: 'What it costs',
        })}
      </p>
      <PriceBreakdown price={price} of={of} />
      {children}
      <GoDirect about={of} />
    </section>
  );
}
