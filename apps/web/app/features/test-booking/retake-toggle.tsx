import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../i18n/link';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { useMessageText } from '../../lib/message-text';
import { useSnackbar } from '../../components/snackbar';
import { CheckboxField } from '../../components/form/checkbox-field';

export interface RetakeToggleProps {
  retake: boolean;
  disabled: boolean;
  /** PATCH /order; resolves only on 204. */
  save: (retake: boolean) => Promise<void>;
}

/** Spec §4: the retake flag changes only when the server answers 204; otherwise it stays. */
export function RetakeToggle({ retake, disabled, save }: RetakeToggleProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const messageText = useMessageText();
  const { warn } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [why, setWhy] = useState<string>();
  const toggle = async (next: boolean) => {
    if (busy) return;
    setBusy(true);
    setWhy(undefined);
    try {
      await save(next);
    } catch (error) {
      warn(MESSAGES.failed);
      const detail = error instanceof ApiError ? error.detail : undefined;
      // The server's own words are English: another language shows them only when they are one
      // of the site's messages it can say in its own words, else says what happened plainly.
      const reason = detail ? messageText(detail) : undefined;
      setWhy(
        reason && (locale === 'en' || reason !== detail)
          ? t({
              comment:
                'Under the "I am retaking this test" box when saving the answer failed: {reason} is why, as the server said it',
              message: `Failed: ${reason}`,
            })
          : t`Failed: your answer was not changed. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <CheckboxField
        id="retake"
        label={t`I am retaking this test`}
        checked={retake}
        // Not disabled while saving: that would take focus off it.
        disabled={disabled}
        onCheckedChange={(next) => void toggle(next)}
      />
      {/* Always there, so that screen readers announce the words when they appear. */}
      <p className="hint" role="status">
        {busy ? t`Saving your answer…` : ''}
      </p>
      {why ? (
        <p className="warning-text" role="status">
          {why}
        </p>
      ) : null}
    </>
  );
}
