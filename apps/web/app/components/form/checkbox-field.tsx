import type { ReactNode } from 'react';
import { ErrorMessage, describedBy } from './field';

export interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckboxField({
  id,
  label,
  error,
  checked,
  onCheckedChange,
  disabled,
}: CheckboxFieldProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <ErrorMessage id={id} error={error} />
      <div className="checkbox">
        <input
          type="checkbox"
          id={id}
          name={id}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
