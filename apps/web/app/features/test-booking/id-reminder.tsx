import { PHOTO_ID_KINDS } from '@site/domain/fulfilment';

/** Before paying for a test: the ID the centre will ask for (issue 4 point 7). */
export function IdReminder({ name }: { name: string }) {
  return (
    <div className="warning-text">
      <h2>Bring photo ID to your test</h2>
      <p>
        The test centre will turn you away without one of these, in date, showing{' '}
        {name || 'your name'}:
      </p>
      <ul>
        {PHOTO_ID_KINDS.map((kind) => (
          <li key={kind}>{kind}</li>
        ))}
      </ul>
      <p>
        If the name on your ID is different from the name you entered, change your details before
        you pay.
      </p>
    </div>
  );
}
