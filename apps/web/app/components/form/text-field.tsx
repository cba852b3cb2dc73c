import type { InputHTMLAttributes, ReactNode } from 'react';
import { ErrorMessage, Hint, describedBy } from './field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

export interface TextFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** 'short' for postcodes, dates and references. */
  width?: 'short' | 'medium' | 'full';
  /** Shown under the input: a way forward when the rule refuses what was typed (issue 21). */
  children?: ReactNode;
}

/** A labelled input with its hint and error, wired with aria-invalid and aria-describedby. */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onValueChange,
  width = 'full',
  type = 'text',
  children,
  ...rest
}: TextFieldProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <Hint id={id}>{hint}</Hint>
      <ErrorMessage id={id} error={error} />
      <input
        {...rest}
        id={id}
        name={id}
        type={type}
        className={`input input-${width}`}
        value={value ?? ''}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      {children}
    </div>
  );
}
