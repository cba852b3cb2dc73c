import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors } from '../../lib/form-validation';
import { NeedsJavaScript } from '../needs-javascript';
import { ErrorSummary } from './error-summary';
import { BackButton } from './back-button';

export interface StepFormProps {
  /** The step's question; omit when a radio legend is the heading. */
  heading?: string;
  /** Journey name and position, shown above the heading: 'Book a CITB test: step 2 of 6'. */
  caption?: string;
  errors: FieldErrors;
  onSubmit: () => void;
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
  errors,
  onSubmit,
  submitLabel = 'Continue',
  busy,
  onBack,
  children,
}: StepFormProps) {
  const [attempt, setAttempt] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempt((count) => count + 1);
    onSubmit();
  };
  return (
    <div className="step">
      <BackButton onBack={onBack} />
      <ErrorSummary errors={errors} attempt={attempt} />
      {caption ? <p className="caption">{caption}</p> : null}
      {heading ? <h1>{heading}</h1> : null}
      <NeedsJavaScript what="This form" />
      {/* POST, so that a form sent without scripts never puts personal details in the address. */}
      <form method="post" noValidate onSubmit={submit}>
        {children}
        <div className="actions">
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus. */}
          <button type="submit" className="button" aria-disabled={busy}>
            {busy ? 'Please wait…' : submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
