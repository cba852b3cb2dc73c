import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../lib/form-validation';
import { useMessageText } from '../../lib/message-text';
import { errorLinkText, fieldName } from './field-name';

/**
 * GOV.UK-style error summary (docs/architecture.md, Web): at the top of the content, takes
 * focus when it appears, and each message links to its field, which the link focuses. The link
 * names the field ("First name: This field is required"), as the same message can be on several
 * fields.
 */
export function ErrorSummary({ errors, attempt }: { errors: FieldErrors; attempt?: number }) {
  const { t } = useLingui();
  const text = useMessageText();
  const optionalMark = t({
    message: '(optional)',
    comment: 'After the label of a field that may be left empty; use the same words in every label',
  });
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  const signature = entries.map(([id, message]) => `${id}:${message}`).join('|');
  // `attempt` counts submissions: sending the same mistakes again (a new errors object with the
  // same text) moves focus back here too, so the press is answered; the role="alert" content
  // alone would not be announced again. A press that passed leaves `errors` as they were and
  // takes no focus on its way to the next step.
  const shownErrors = useRef(errors);
  useEffect(() => {
    const renewed = errors !== shownErrors.current;
    shownErrors.current = errors;
    if (signature && renewed) ref.current?.focus();
  }, [signature, attempt]);
  useErrorTitle(entries.length > 0);
  if (entries.length === 0) return null;
  return (
    <div
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      role="alert"
    >
      <h2 id="error-summary-title">
        <Trans>There is a problem</Trans>
      </h2>
      <ul>
        {entries.map(([id, message]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => {
                const field = document.getElementById(id);
                if (!field) return;
                event.preventDefault();
                field.scrollIntoView({ block: 'center' });
                field.focus();
              }}
            >
              {errorLinkText(fieldName(id, optionalMark), text(message))}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Error: " before the page title while the page shows errors (GOV.UK pattern). */
export function useErrorTitle(hasErrors: boolean): void {
  const { t } = useLingui();
  const PREFIX = `${t({ message: 'Error:', comment: 'Before the page title while the page shows errors' })} `;
  useEffect(() => {
    const base = document.title.startsWith(PREFIX)
      ? document.title.slice(PREFIX.length)
      : document.title;
    document.title = hasErrors ? `${PREFIX}${base}` : base;
    return () => {
      if (document.title.startsWith(PREFIX)) document.title = document.title.slice(PREFIX.length);
    };
  }, [hasErrors, PREFIX]);
}
