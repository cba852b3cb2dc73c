import type { ReactNode } from 'react';
import { ErrorMessage, Hint, describedBy } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of the empty first option; omit when a value is always chosen. */
  placeholder?: string;
  autoComplete?: string;
}

export function SelectField({
  id,
  label,
  hint,
  error,
  value,
  onValueChange,
  options,
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <Hint id={id}>{hint}</Hint>
      <ErrorMessage id={id} error={error} />
      <select
        id={id}
        name={id}
        className="input input-select"
        value={value ?? ''}
        autoComplete={autoComplete}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
