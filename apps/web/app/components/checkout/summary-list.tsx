import type { ReactNode } from 'react';

export interface SummaryRow {
  key: string;
  label: string;
  value: ReactNode;
  /** Goes back to the step that asked this; the button names what it changes. */
  onChange?: () => void;
}

/** Check your answers (GOV.UK summary list): each answer with a way to change it. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          <dd>
            {row.onChange ? (
              <button type="button" className="link-button" onClick={row.onChange}>
                Change<span className="visually-hidden"> {row.label.toLowerCase()}</span>
              </button>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
