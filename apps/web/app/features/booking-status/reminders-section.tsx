import { useState } from 'react';
import type { FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@site/domain/format';
import type { BookingIdentity, BookingStatus } from '@site/domain/schemas';
import { cardExpiresOnSchema } from '@site/domain/validators';
import { ApiError } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { DatePartsField, isoFromParts, partsFromIso } from '../../components/form/date-parts-field';
import type { DateParts } from '../../components/form/date-parts-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { saveReminderChoices } from './api/booking-reminders';
import { useDateWords } from '../../i18n/date-words';

/** What each kind of booking is reminded of, in the customer's words. */
const REMINDED_OF: Record<BookingStatus['kind'], MessageDescriptor> = {
  test: msg`the day before your test, and before your test pass stops counting for a card`,
  'course-offline': msg`the day before your course`,
  'course-online': msg`before your final assessment date`,
  card: msg`before your card expires, once you tell us when`,
};

export interface RemindersSectionProps {
  booking: BookingStatus;
  identity: BookingIdentity;
  /** Shows the booking as the API answered after the change. */
  onSaved: (booking: BookingStatus) => void;
}

/**
 * On the booking's status page (issue 19): turn reminders off or on, and give the card's expiry
 * date for renewal reminders. Each change is saved at once and said back in words.
 */
export function RemindersSection({ booking, identity, onSaved }: RemindersSectionProps) {
  const { i18n, t } = useLingui();
  const dateWords = useDateWords();
  const { reminders } = booking;
  const [expiry, setExpiry] = useState<DateParts>(partsFromIso(reminders.cardExpiresOn ?? ''));
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string>();

  const save = async (choices: { remindersOff?: boolean; cardExpiresOn?: string | null }) => {
    setBusy(true);
    setError(undefined);
    try {
      const after = await saveReminderChoices({ ...identity, ...choices });
      onSaved(after);
      if (choices.remindersOff !== undefined) {
        setSaid(choices.remindersOff ? t`Reminders are off.` : t`Reminders are on again.`);
      } else {
        const expires = after.reminders.cardExpiresOn
          ? formatLongDate(after.reminders.cardExpiresOn, dateWords)
          : '';
        setSaid(
          expires
            ? t`Saved: your card expires on ${expires}.`
            : t`We no longer hold your card’s expiry date.`,
        );
      }
    } catch (failure) {
      const fieldError =
        failure instanceof ApiError
          ? failure.fieldErrors.find((field) => field.field === 'cardExpiresOn')?.message
          : undefined;
      setError(
        fieldError ??
          (failure instanceof ApiError ? (failure.detail ?? failure.message) : MESSAGES.failed),
      );
      setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  const saveExpiry = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = cardExpiresOnSchema.safeParse(isoFromParts(expiry) || undefined);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      setAttempt((count) => count + 1);
      return;
    }
    void save({ cardExpiresOn: checked.data });
  };

  const mobile = reminders.textsTo;
  const expiresOn = reminders.cardExpiresOn
    ? formatLongDate(reminders.cardExpiresOn, dateWords)
    : '';
  const what =
    booking.kind === 'card' && expiresOn
      ? t`6 months and 1 month before your card expires on ${expiresOn}`
      : i18n._(REMINDED_OF[booking.kind]);
  return (
    <section aria-labelledby="reminders-title">
      <h2 id="reminders-title">
        <Trans>Reminders</Trans>
      </h2>
      {error ? <ErrorSummary errors={{ 'cardExpiresOn-day': error }} attempt={attempt} /> : null}
      <div role="status">{said ? <p className="notice">{said}</p> : null}</div>
      {reminders.off ? (
        <p>
          <Trans>Reminders are off for this booking. We still tell you about changes to it.</Trans>
        </p>
      ) : (
        <p>
          {mobile ? (
            <Trans comment="STOP is the word to text back, it stays in English">
              We remind you by email and by text message to {mobile}: {what}. To stop texts, you can
              also reply STOP to one.
            </Trans>
          ) : (
            <Trans>We remind you by email: {what}.</Trans>
          )}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          aria-disabled={busy}
          onClick={() => !busy && void save({ remindersOff: !reminders.off })}
        >
          {reminders.off ? t`Turn reminders back on` : t`Turn reminders off`}
        </button>
      </div>
      {booking.kind === 'card' ? (
        <form method="post" noValidate onSubmit={saveExpiry} aria-labelledby="expiry-title">
          <h3 id="expiry-title">
            <Trans>When does your CSCS card expire?</Trans>
          </h3>
          <DatePartsField
            id="cardExpiresOn"
            legend={t`Expiry date on your card`}
            hint={t`It is on the front of the card. We remind you 6 months and 1 month before, with a link to renew. For example, 31 3 2028.`}
            value={expiry}
            onValueChange={setExpiry}
            error={error}
          />
          <div className="actions">
            <button type="submit" className="button secondary" aria-disabled={busy}>
              <Trans>Save expiry date</Trans>
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
