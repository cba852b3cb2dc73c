import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { formatMoney, parseMoneyInput } from '@site/domain/format';

/**
 * An amount of money typed by staff, at most `left` (what is left of the payment to refund):
 * its pence, or what is wrong with it. `allowZero` takes 0 for "nothing back".
 */
export function amountWithin(
  text: string,
  left: number,
  { allowZero = false } = {},
): { pence: number; error?: undefined } | { error: string } {
  if (allowZero && /^£?\s*0+(\.0{1,2})?$/.test(text.trim())) return { pence: 0 };
  const parsed = parseMoneyInput(text);
  if (parsed.error !== undefined) return { error: parsed.error };
  if (parsed.pence > left) {
    return { error: `Enter ${formatMoney(left)} or less: that is what is left to refund` };
  }
  return { pence: parsed.pence };
}

/**
 * The second step of a change that moves money: the question (it takes focus, so keyboard and
 * screen-reader users land on it), what follows, and yes or back to the amount.
 */
export function ConfirmAmount({
  question,
  children,
  yes,
  onYes,
  onBack,
  busy,
}: {
  question: string;
  children: ReactNode;
  yes: string;
  onYes: () => void;
  onBack: () => void;
  busy: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="admin-confirm">
      <h3 tabIndex={-1} ref={heading}>
        {question}
      </h3>
      {children}
      <div className="admin-confirm-actions">
        <button type="button" className="button warning" onClick={onYes} disabled={busy}>
          {yes}
        </button>
        <button type="button" className="button secondary" onClick={onBack} disabled={busy}>
          Change the amount
        </button>
      </div>
    </div>
  );
}
