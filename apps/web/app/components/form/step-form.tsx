import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../lib/form-validation';
import { useNavigating, useReportWork } from '../../lib/work-in-progress';
import { NeedsJavaScript } from '../needs-javascript';
import { ErrorSummary } from './error-summary';
import { BackButton } from './back-button';

export interface StepFormProps {
  /** The step's question; omit when a radio legend is the heading. */
  heading?: string;
  /** Journey name and position, shown above the heading: 'Book a CITB test: step 2 of 6'. */
  caption?: string;
  /** Shown above the caption: the whole price on a paid journey's first step (PriceFirst). */
  intro?: ReactNode;
  errors: FieldErrors;
  onSubmit: () => void;
  /** Default: 'Continue' in the page's language. */
  submitLabel?: string;
  busy?: boolean;
  /** Goes to the previous step; shown as a "Back" button above the form. */
  onBack?: () => void;
  children: ReactNode;
}

/** One step of a journey: back link, error summary, question, fields, one main button. */
export function StepForm({
  heading,
  caption,
  intro,
  errors,
  onSubmit,
  submitLabel,
  busy,
  onBack,
  children,
}: StepFormProps) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const working = useWorking(busy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (working.busy) return;
    setAttempt((count) => count + 1);
    working.pressed();
    onSubmit();
  };
  return (
    <div className="step">
      <BackButton onBack={onBack} />
      <ErrorSummary errors={errors} attempt={attempt} />
      {intro}
      {caption ? <p className="caption">{caption}</p> : null}
      {heading ? <h1>{heading}</h1> : null}
      <NeedsJavaScript what="form" />
      {/* POST, so that a form sent without scripts never puts personal details in the address. */}
      <form method="post" noValidate onSubmit={submit}>
        {children}
        <div className="actions">
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus. aria-busy
              draws a spinner inside it (progress.css), so its label and size stay. */}
          <button
            type="submit"
            className="button"
            aria-disabled={working.busy || undefined}
            aria-busy={working.busy || undefined}
          >
            {submitLabel ??
              t({ message: 'Continue', comment: 'The button that moves to the next step' })}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * The button is working while the step's own work runs (`busy`), and while the page its press
 * asked for loads (the details step's Continue opens the test checkout, a page of its own).
 */
function useWorking(busy = false) {
  const navigating = useNavigating();
  const [waiting, setWaiting] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!waiting) return;
    if (navigating) {
      started.current = true;
      return;
    }
    if (started.current) {
      started.current = false;
      return setWaiting(false);
    }
    // No page to load (an answer to correct, or the next step on this page): stop waiting.
    const timer = setTimeout(() => setWaiting(false), 500);
    return () => clearTimeout(timer);
  }, [waiting, navigating]);
  const working = busy || (waiting && navigating);
  useReportWork(busy);
  return { busy: working, pressed: () => setWaiting(true) };
}
