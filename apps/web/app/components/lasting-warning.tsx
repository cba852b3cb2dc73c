import { useCallback, useState } from 'react';
import { useSnackbar } from './snackbar';

/**
 * A warning shown in the snackbar (spec §8: at the top, for 5 seconds) that also stays as text
 * beside the action it is about, so that nobody who missed the snackbar, or read it too
 * slowly, is left without it (WCAG 2.2.1 and 3.3.1).
 */
export function useLastingWarning() {
  const { warn } = useSnackbar();
  const [message, setMessage] = useState<string>();
  const show = useCallback(
    (text: string) => {
      warn(text);
      setMessage(text);
    },
    [warn],
  );
  const clear = useCallback(() => setMessage(undefined), []);
  return { message, show, clear };
}

/** The lasting text of a warning: what went wrong, then what the person can do. */
export function LastingWarning({ message, advice }: { message?: string; advice: string }) {
  if (!message) return null;
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
