import { useCallback, useState } from 'react';
import { useSnackbar } from './snackbar';

/**
 * A warning shown in the snackbar (spec §8: at the top, for 5 seconds) that also stays as text
 * beside the action it is about, so that nobody who missed the snackbar, or read it too
 * slowly, is left without it (WCAG 2.2.1 and 3.3.1).
 */
export function useLastingWarning() {
  const { warn } = useSnackbar();
  const [warning, setWarning] = useState<{ message: string; ownAdvice: boolean }>();
  /** ownAdvice: the text already says what to do (the server's words), so no advice follows. */
  const show = useCallback(
    (text: string, ownAdvice = false) => {
      warn(text);
      setWarning({ message: text, ownAdvice });
    },
    [warn],
  );
  const clear = useCallback(() => setWarning(undefined), []);
  return { message: warning?.message, ownAdvice: warning?.ownAdvice ?? false, show, clear };
}

/** The lasting text of a warning: what went wrong, then what the person can do. */
export function LastingWarning({
  message,
  advice,
  ownAdvice = false,
}: {
  message?: string;
  advice: string;
  /** The message says what to do already: it stands alone. */
  ownAdvice?: boolean;
}) {
  if (!message) return null;
  if (ownAdvice) return <p className="warning-text">{message}</p>;
  return (
    <p className="warning-text">
      {message.replace(/\.$/, '')}. {advice}
    </p>
  );
}

/** What each kind of failed action leaves the person able to do. */
export const WARNING_ADVICE = {
  // Whatever failed (the booking, or opening the payment page), nothing was charged.
  payment:
    'You have not been charged. Check your answers above and try again, or contact us if it keeps happening.',
  payAgain: 'You have not been charged. Please try again, or contact us if it keeps happening.',
  references: 'Your numbers were not saved. Please try again.',
} as const;
