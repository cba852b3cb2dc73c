import { Trans } from '@lingui/react/macro';

/** The "Back" link above a journey's step: goes to the previous step when there is one. */
export function BackButton({ onBack }: { onBack?: () => void }) {
  if (!onBack) return null;
  return (
    <button type="button" className="back-link" onClick={onBack}>
      <Trans comment="Goes to the previous step of a form">Back</Trans>
    </button>
  );
}
