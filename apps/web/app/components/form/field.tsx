import type { ReactNode } from 'react';

/** ids that describe a control: its hint and its error, so screen readers read both. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <div className="hint" id={`${id}-hint`}>
      {children}
    </div>
  ) : null;
}

export function ErrorMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  ) : null;
}
