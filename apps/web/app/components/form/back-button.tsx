/** The "Back" link above a journey's step: goes to the previous step when there is one. */
export function BackButton({ onBack }: { onBack?: () => void }) {
  if (!onBack) return null;
  return (
    <button type="button" className="back-link" onClick={onBack}>
      Back
    </button>
  );
}
