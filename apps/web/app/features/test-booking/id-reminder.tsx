import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PHOTO_ID_KINDS } from '@site/domain/fulfilment';

/** The photo IDs a test centre takes, as the page's language names them. */
const PHOTO_ID_LABELS: Record<(typeof PHOTO_ID_KINDS)[number], MessageDescriptor> = {
  'a passport from any country': msg({
    comment: 'A photo ID the test centre accepts',
    message: 'a passport from any country',
  }),
  'a UK or European photocard driving licence': msg({
    comment: 'A photo ID the test centre accepts',
    message: 'a UK or European photocard driving licence',
  }),
  "two documents from CITB's lists, one with your photo and one with your signature": msg({
    comment: 'The ID the test centre accepts without a passport or photocard licence',
    message: "two documents from CITB's lists, one with your photo and one with your signature",
  }),
};

/** Before paying for a test: the ID the centre will ask for (issue 4 point 7). */
export function IdReminder({ name }: { name: string }) {
  const { i18n, t } = useLingui();
  const who =
    name || t({ comment: 'Stands for the name when none was entered', message: 'your name' });
  return (
    <div className="warning-text">
      <h2>{t`Bring photo ID to your test`}</h2>
      <p>
        {t({
          comment: '{who} is the name entered, or "your name"; a list of photo IDs follows',
          message: `The test centre will turn you away without one of these, in date, showing ${who}:`,
        })}
      </p>
      <ul>
        {PHOTO_ID_KINDS.map((kind) => (
          <li key={kind}>{i18n._(PHOTO_ID_LABELS[kind])}</li>
        ))}
      </ul>
      <p>
        {t`If the name on your ID is different from the name you entered, change your details before you pay.`}
      </p>
    </div>
  );
}
