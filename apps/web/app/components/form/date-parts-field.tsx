import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ErrorMessage, Hint, describedBy } from './field';

export interface DateParts {
  day?: string;
  month?: string;
  year?: string;
}

export interface DatePartsFieldProps {
  /**
   * Base id: the day input is `${id}-day`, which the error summary links to
   * (docs/architecture.md, Web).
   */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  value: DateParts;
  onValueChange: (value: DateParts) => void;
  /** Offer the browser's saved date of birth. */
  birthday?: boolean;
  /** Shown under the boxes: a way forward when the rule refuses the date (issue 21). */
  children?: ReactNode;
}

// GOV.UK's date input: three boxes work the same on every phone and with the keyboard alone.
const PARTS = [
  {
    key: 'day',
    label: msg({ message: 'Day', comment: 'Box of a date: the day' }),
    width: 'input-2',
  },
  {
    key: 'month',
    label: msg({ message: 'Month', comment: 'Box of a date: the month, as a number' }),
    width: 'input-2',
  },
  {
    key: 'year',
    label: msg({ message: 'Year', comment: 'Box of a date: the year' }),
    width: 'input-4',
  },
] as const;

export function DatePartsField({
  id,
  legend,
  hint,
  error,
  value,
  onValueChange,
  birthday,
  children,
}: DatePartsFieldProps) {
  const { i18n } = useLingui();
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <fieldset role="group" aria-describedby={describedBy(id, hint, error)}>
        <legend>{legend}</legend>
        <Hint id={id}>{hint}</Hint>
        <ErrorMessage id={id} error={error} />
        <div className="date-parts">
          {PARTS.map((part) => (
            <div className="date-part" key={part.key}>
              <label htmlFor={`${id}-${part.key}`}>{i18n._(part.label)}</label>
              <input
                id={`${id}-${part.key}`}
                name={`${id}-${part.key}`}
                className={`input ${part.width}`}
                inputMode="numeric"
                autoComplete={birthday ? `bday-${part.key}` : 'off'}
                value={value[part.key] ?? ''}
                onChange={(event) => onValueChange({ ...value, [part.key]: event.target.value })}
                aria-invalid={error ? true : undefined}
                // The error summary moves focus to a box: the box itself names what is wrong.
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {children}
    </div>
  );
}

/** 'YYYY-MM-DD' from the three boxes, or '' when they do not make one (the schema then says why). */
export function isoFromParts(parts: DateParts): string {
  const [d, m, y] = [parts.day ?? '', parts.month ?? '', parts.year ?? ''].map((p) => p.trim()) as [
    string,
    string,
    string,
  ];
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y))
    return d || m || y ? 'invalid' : '';
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

export function partsFromIso(iso?: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match
    ? { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1] }
    : {};
}
