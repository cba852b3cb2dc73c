import type { ReactNode } from 'react';
import { ErrorMessage, Hint, describedBy } from './field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps {
  /** Name of the group; the first radio gets this id, so the error summary can focus it. */
  id: string;
  legend: ReactNode;
  /** The question is the page's heading (one question per step). */
  legendIsHeading?: boolean;
  hint?: ReactNode;
  error?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly RadioOption[];
}

export function RadioGroup({
  id,
  legend,
  legendIsHeading,
  hint,
  error,
  value,
  onValueChange,
  options,
}: RadioGroupProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <fieldset aria-describedby={describedBy(id, hint, error)}>
        <legend className={legendIsHeading ? 'legend-heading' : undefined}>
          {legendIsHeading ? <h1>{legend}</h1> : legend}
        </legend>
        <Hint id={id}>{hint}</Hint>
        <ErrorMessage id={id} error={error} />
        <div className="radios">
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${index + 1}`;
            // Numbered for every option: the first radio's id is the group's, whose hint is
            // `${id}-hint`, so the option's own hint needs another id.
            const optionHintId = `${id}-option-${index + 1}-hint`;
            return (
              <div className="radio" key={option.value}>
                <input
                  type="radio"
                  id={optionId}
                  name={id}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onValueChange(option.value)}
                  aria-describedby={option.hint ? optionHintId : undefined}
                />
                <label htmlFor={optionId}>{option.label}</label>
                {option.hint ? (
                  <div className="hint" id={optionHintId}>
                    {option.hint}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
