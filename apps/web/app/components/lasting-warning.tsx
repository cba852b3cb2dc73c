import { useCallback, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMessageText } from '../lib/message-text';
import { useSnackbar } from './snackbar';

/**
 * A warning shown in the snackbar (spec §8: at the top, for 5 seconds) that also stays as text
 * beside the action it is about, so that nobody who missed the snackbar, or read it too
 * slowly, is left without it (WCAG 2.2.1 and 3.3.1).
 */
export function useLastingWarning() {
  const { warn } = useSnackbar();
  const messageText = useMessageText();
  const [warning, setWarning] = useState<{ message: string; ownAdvice: boolean }>();
  /** ownAdvice: the text already says what to do (the server's words), so no advice follows. */
  const show = useCallback(
    (text: string, ownAdvice = false) => {
      warn(messageText(text));
      setWarning({ message: text, ownAdvice });
    },
    [warn, messageText],
  );
  const clear = useCallback(() => setWarning(undefined), []);
  return { message: warning?.message, ownAdvice: warning?.ownAdvice ?? false, show, clear };
}

/**
 * The lasting text of a warning: what went wrong, then what the person can do, both in the
 * page's language (a message of lib/messages.ts, and a WARNING_ADVICE or the page's own words).
 */
export function LastingWarning({
  message,
  advice,
  ownAdvice = false,
}: {
  message?: string;
  advice: string | MessageDescriptor;
  /** The message says what to do already: it stands alone. */
  ownAdvice?: boolean;
}) {
  const { i18n } = useLingui();
  const messageText = useMessageText();
  if (!message) return null;
  const said = messageText(message);
  if (ownAdvice) return <p className="warning-text">{said}</p>;
  // The sentence ends with its language's full stop (Punjabi's danda), then the advice.
  const stop = /[.।]$/.exec(said)?.[0];
  return (
    <p className="warning-text">
      {stop ? said.slice(0, -1) : said}
      {stop ?? '.'} {typeof advice === 'string' ? advice : i18n._(advice)}
    </p>
  );
}

/** What each kind of failed action leaves the person able to do. */
export const WARNING_ADVICE = {
  // Whatever failed (the booking, or opening the payment page), nothing was charged.
  payment: msg`You have not been charged. Check your answers above and try again, or contact us if it keeps happening.`,
  payAgain: msg`You have not been charged. Please try again, or contact us if it keeps happening.`,
  references: msg`Your numbers were not saved. Please try again.`,
} satisfies Record<string, MessageDescriptor>;
