import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../i18n/link';

export interface SummaryRow {
  key: string;
  label: string;
  value: ReactNode;
  /** Goes back to the step that asked this; the button names what it changes. */
  onChange?: () => void;
}

/** Check your answers (GOV.UK summary list): each answer with a way to change it. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  const locale = useLocale();
  // "Change date of birth": German keeps its nouns' capitals.
  const lower = (label: string) => (locale === 'de' ? label : label.toLocaleLowerCase(locale));
  return (
    <dl className="summary-list">
      {rows.map((row) => {
        const answer = lower(row.label);
        return (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd>
              {row.onChange ? (
                <button type="button" className="link-button" onClick={row.onChange}>
                  <Trans comment="Link to change one answer; the hidden words name the answer">
                    Change<span className="visually-hidden"> {answer}</span>
                  </Trans>
                </button>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
