import type { ReactNode } from 'react';
import { ErrorMessage, Hint, describedBy } from './field';

export interface TextareaFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  rows?: number;
}

export function TextareaField({
  id,
  label,
  hint,
  error,
  value,
  onValueChange,
  rows = 5,
}: TextareaFieldProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <Hint id={id}>{hint}</Hint>
      <ErrorMessage id={id} error={error} />
      <textarea
        id={id}
        name={id}
        rows={rows}
        className="input input-full"
        value={value ?? ''}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </div>
  );
}
