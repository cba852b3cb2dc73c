import { ErrorMessage, Hint, describedBy } from './field';

export interface DateParts {
  day?: string;
  month?: string;
  year?: string;
}

export interface DateOfBirthFieldProps {
  /** Base id: the day input is `${id}-day`, which the error summary links to (STYLE.md 9). */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  value: DateParts;
  onValueChange: (value: DateParts) => void;
}

const PARTS = [
  { key: 'day', label: 'Day', width: 'input-2', autoComplete: 'bday-day' },
  { key: 'month', label: 'Month', width: 'input-2', autoComplete: 'bday-month' },
  { key: 'year', label: 'Year', width: 'input-4', autoComplete: 'bday-year' },
] as const;

export function DateOfBirthField({ id, legend, hint, error, value, onValueChange }: DateOfBirthFieldProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <fieldset role="group" aria-describedby={describedBy(id, hint, error)}>
        <legend>{legend}</legend>
        <Hint id={id}>{hint}</Hint>
        <ErrorMessage id={id} error={error} />
        <div className="date-parts">
          {PARTS.map((part) => (
            <div className="date-part" key={part.key}>
              <label htmlFor={`${id}-${part.key}`}>{part.label}</label>
              <input
                id={`${id}-${part.key}`}
                name={`${id}-${part.key}`}
                className={`input ${part.width}`}
                inputMode="numeric"
                autoComplete={part.autoComplete}
                value={value[part.key] ?? ''}
                onChange={(event) => onValueChange({ ...value, [part.key]: event.target.value })}
                aria-invalid={error ? true : undefined}
              />
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
