import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMessageText } from '../../lib/message-text';

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

/** A field's error, in the page's language (the spec's English on English pages). */
export function ErrorMessage({ id, error }: { id: string; error?: string }) {
  const { t } = useLingui();
  const text = useMessageText();
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      <span className="visually-hidden">{`${t({ message: 'Error:', comment: 'Read out before the error message of a field' })} `}</span>
      {text(error)}
    </p>
  ) : null;
}
