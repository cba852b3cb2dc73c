import { msg } from '@lingui/core/macro';
import { ENGLISH } from '../../i18n';
import type { Lang } from '../../i18n';
import { SANDBOX_CARDS } from '../../payments/sandbox-provider';

export type CardFormResult =
  | { outcome: 'pay' | 'decline' }
  | { outcome: 'invalid'; errors: { field: string; message: string }[] };

function expiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return (
    year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}

/**
 * Checks the sandbox card form as a real hosted checkout would, then says what the card does,
 * its errors in the order's language.
 */
export function readCardForm(
  form: Record<string, unknown>,
  now = new Date(),
  lang: Lang = ENGLISH,
): CardFormResult {
  const { t } = lang;
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const errors: { field: string; message: string }[] = [];
  const number = text('cardNumber').replace(/[\s-]/g, '');
  if (text('name').trim().length < 2)
    errors.push({ field: 'name', message: t(msg`Enter the name on the card`) });
  if (!/^\d{16}$/.test(number)) {
    errors.push({ field: 'cardNumber', message: t(msg`Enter a 16-digit card number`) });
  } else if (number !== SANDBOX_CARDS.success && number !== SANDBOX_CARDS.declined) {
    errors.push({
      field: 'cardNumber',
      message: t(
        msg`This is a test checkout: use 4242 4242 4242 4242 to pay or 4000 0000 0000 0002 to see a decline`,
      ),
    });
  }
  if (!expiryInFuture(text('expiry'), now)) {
    errors.push({
      field: 'expiry',
      message: t(msg`Enter an expiry date in the future, like 08/29`),
    });
  }
  if (!/^\d{3,4}$/.test(text('cvc').trim())) {
    errors.push({ field: 'cvc', message: t(msg`Enter the 3 or 4 digit security code`) });
  }
  if (errors.length > 0) return { outcome: 'invalid', errors };
  return { outcome: number === SANDBOX_CARDS.success ? 'pay' : 'decline' };
}
