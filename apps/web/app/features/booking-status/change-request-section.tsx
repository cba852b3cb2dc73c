import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatLongDate } from '@site/domain/format';
import { requestCostWords } from '@site/domain/fulfilment';
import type { OrderKind } from '@site/domain/fulfilment';
import {
  PREFERRED_TIMES,
  PREFERRED_TIME_WORDS,
  REQUEST_REASONS,
  REQUEST_REASON_WORDS,
  changeRequestBody,
  changeRequestCreatedResponse,
} from '@site/domain/schemas';
import type { ChangeRequestBody, ChangeRequestKind } from '@site/domain/schemas';
import { ApiError, apiRequest } from '../../lib/api-client';
import { fromServerErrors, validateWith } from '../../lib/form-validation';
import type { FieldErrors } from '../../lib/form-validation';
import { MESSAGES } from '../../lib/messages';
import { CheckboxField } from '../../components/form/checkbox-field';
import { DatePartsField, isoFromParts } from '../../components/form/date-parts-field';
import type { DateParts } from '../../components/form/date-parts-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { RadioGroup } from '../../components/form/radio-group';
import { TextareaField } from '../../components/form/textarea-field';

export interface ChangeRequestSectionProps {
  credentials: { reference: string; dateOfBirth: string };
  kind: OrderKind;
  allowed: { change: boolean; cancel: boolean };
  /** The last free day (YYYY-MM-DD) to change or cancel; null when no date is booked. */
  freeUntil: string | null;
  late: boolean;
  /** The fee a late change means paying again, as money ('£23.50'); null when none. */
  lateCost: string | null;
  openRequest: { kind: ChangeRequestKind; status: string; createdAt: string } | null;
  onSent: () => void;
}

const DATE_IDS = ['date1', 'date2', 'date3'] as const;
const DATE_LEGENDS = [
  'First choice of date',
  'Second choice (optional)',
  'Third choice (optional)',
];

/** The API's and the schema's field names, on this form's own ids (a date's error is on its day box). */
const FIELD_IDS: Record<string, string> = {
  preferredDates: 'date1-day',
  'preferredDates.0': 'date1-day',
  'preferredDates.1': 'date2-day',
  'preferredDates.2': 'date3-day',
};

type Stage = 'choose' | 'form' | 'check' | 'sent';

const ASKED: Record<ChangeRequestKind, string> = {
  change: 'for a different date',
  cancel: 'to cancel this booking',
};

/** A heading that takes focus when it appears, so a keyboard or screen reader user follows. */
function FocusHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1}>
      {children}
    </h3>
  );
}

/**
 * On the booking's status page (issue 19): ask for a different date or cancel, with what it
 * costs under the terms said before anything is sent, a check step, and a confirmation.
 */
export function ChangeRequestSection(props: ChangeRequestSectionProps) {
  const { credentials, kind, allowed, freeUntil, late, lateCost, openRequest, onSent } = props;
  const [stage, setStage] = useState<Stage>('choose');
  const [requestKind, setRequestKind] = useState<ChangeRequestKind>('change');
  const [dates, setDates] = useState<DateParts[]>([{}, {}, {}]);
  const [preferredTime, setPreferredTime] = useState('');
  const [reason, setReason] = useState('');
  const [reasonText, setReasonText] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  if (openRequest && stage !== 'sent') {
    return (
      <section aria-labelledby="change-request-heading">
        <h2 id="change-request-heading">Ask us to change or cancel</h2>
        <p>
          {`You asked ${ASKED[openRequest.kind]} on ${formatLongDate(openRequest.createdAt)}. ` +
            'We are working on it and will email and text you when it is done, usually within one working day.'}
        </p>
      </section>
    );
  }
  if (!allowed.change && !allowed.cancel && stage !== 'sent') {
    return (
      <section aria-labelledby="change-request-heading">
        <h2 id="change-request-heading">Ask us to change or cancel</h2>
        <p>{MESSAGES.requestNotAllowed}</p>
      </section>
    );
  }

  const costWords = requestCostWords(kind, requestKind, { late, freeUntil });
  const start = (chosen: ChangeRequestKind) => {
    setRequestKind(chosen);
    setErrors({});
    setStage('form');
  };

  const body = (): ChangeRequestBody => {
    const isoDates = dates.map(isoFromParts);
    // Empty boxes after the first are choices not made; an empty first box is still checked.
    const given = isoDates.filter((iso, index) => index === 0 || iso !== '');
    return {
      ...credentials,
      kind: requestKind,
      ...(requestKind === 'change'
        ? {
            preferredDates: given[0] === '' && given.length === 1 ? [] : given,
            preferredTime,
            reason,
          }
        : {}),
      reasonText,
      lateAcknowledged: acknowledged,
    };
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const result = validateWith(changeRequestBody, body(), FIELD_IDS);
    const found: FieldErrors = result.ok ? {} : { ...result.errors };
    if (late && !acknowledged) found.lateAcknowledged = MESSAGES.lateAcknowledged;
    setErrors(found);
    if (Object.keys(found).length === 0) setStage('check');
  };

  const send = async () => {
    setBusy(true);
    try {
      await apiRequest('/bookings/requests', {
        method: 'POST',
        body: body(),
        schema: changeRequestCreatedResponse,
        expect: [201],
      });
      setStage('sent');
      onSent();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const fieldErrors = apiError?.fieldErrors ?? [];
      setErrors(
        fieldErrors.length
          ? fromServerErrors(fieldErrors, FIELD_IDS)
          : { send: apiError?.detail ?? MESSAGES.failed },
      );
      setAttempt((n) => n + 1);
      setStage(fieldErrors.length ? 'form' : 'check');
    } finally {
      setBusy(false);
    }
  };

  const costNote = (
    <div className={late ? 'warning-text' : 'notice'}>
      <p>{costWords}</p>
      {late && lateCost && requestKind === 'change' ? (
        <p>{`You would pay ${lateCost} again.`}</p>
      ) : null}
      {requestKind === 'cancel' && !late && freeUntil ? (
        <p>
          If we have already booked it, you get the official fee back; our service fee paid for the
          booking. If we have not booked it yet, you get everything back.
        </p>
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="change-request-heading" className="change-request">
      <h2 id="change-request-heading">Ask us to change or cancel</h2>
      {stage === 'choose' && (
        <>
          {freeUntil && (
            <p>
              {late
                ? `The last day to change or cancel for free was ${formatLongDate(freeUntil)}.`
                : `You can change or cancel for free until the end of ${formatLongDate(freeUntil)}.`}
            </p>
          )}
          <div className="actions">
            {allowed.change && (
              <button type="button" className="button" onClick={() => start('change')}>
                Ask for a different date
              </button>
            )}
            {allowed.cancel && (
              <button type="button" className="button secondary" onClick={() => start('cancel')}>
                Cancel this booking
              </button>
            )}
          </div>
        </>
      )}

      {stage === 'form' && (
        <>
          <FocusHeading>
            {requestKind === 'change' ? 'Ask for a different date' : 'Cancel this booking'}
          </FocusHeading>
          <ErrorSummary errors={errors} attempt={attempt} />
          <form onSubmit={check} noValidate>
            {requestKind === 'change' && (
              <>
                <p>Give up to 3 dates you could do. We try to book the first one we can.</p>
                {DATE_IDS.map((id, index) => (
                  <DatePartsField
                    key={id}
                    id={id}
                    legend={DATE_LEGENDS[index]!}
                    hint={index === 0 ? 'For example, 15 12 2026' : undefined}
                    value={dates[index]!}
                    onValueChange={(value) =>
                      setDates((current) => current.map((d, i) => (i === index ? value : d)))
                    }
                    error={errors[`${id}-day`]}
                  />
                ))}
                <RadioGroup
                  id="preferredTime"
                  legend="What time of day suits you?"
                  value={preferredTime}
                  onValueChange={setPreferredTime}
                  error={errors.preferredTime}
                  options={PREFERRED_TIMES.map((time) => ({
                    value: time,
                    label: PREFERRED_TIME_WORDS[time],
                  }))}
                />
                <RadioGroup
                  id="reason"
                  legend="Why do you need a different date?"
                  value={reason}
                  onValueChange={setReason}
                  error={errors.reason}
                  options={REQUEST_REASONS.map((value) => ({
                    value,
                    label: REQUEST_REASON_WORDS[value],
                  }))}
                />
              </>
            )}
            <TextareaField
              id="reasonText"
              label={
                requestKind === 'cancel'
                  ? 'Why are you cancelling? (optional)'
                  : reason === 'other'
                    ? 'Tell us why'
                    : 'Anything else we should know? (optional)'
              }
              hint="Up to 500 characters."
              value={reasonText}
              onValueChange={setReasonText}
              rows={3}
              error={errors.reasonText}
            />
            {costNote}
            {late && (
              <CheckboxField
                id="lateAcknowledged"
                label={
                  requestKind === 'change'
                    ? 'I understand this change is late and I will pay the fee again'
                    : 'I understand this cancellation is late and I get no refund'
                }
                checked={acknowledged}
                onCheckedChange={setAcknowledged}
                error={errors.lateAcknowledged}
              />
            )}
            <div className="actions">
              <button type="submit" className="button">
                Continue
              </button>
              <button type="button" className="link-button" onClick={() => setStage('choose')}>
                Go back
              </button>
            </div>
          </form>
        </>
      )}

      {stage === 'check' && (
        <>
          <FocusHeading>Send this request?</FocusHeading>
          <ErrorSummary errors={errors} attempt={attempt} />
          <dl className="summary-list">
            <div>
              <dt>You are asking</dt>
              <dd>
                {requestKind === 'change' ? 'For a different date' : 'To cancel this booking'}
              </dd>
            </div>
            {requestKind === 'change' && (
              <>
                <div>
                  <dt>Dates you can do</dt>
                  <dd>
                    {dates
                      .map(isoFromParts)
                      .filter(Boolean)
                      .map((iso) => formatLongDate(iso))
                      .join('; ')}
                  </dd>
                </div>
                <div>
                  <dt>Time of day</dt>
                  <dd>
                    {PREFERRED_TIME_WORDS[preferredTime as keyof typeof PREFERRED_TIME_WORDS]}
                  </dd>
                </div>
                <div>
                  <dt>Reason</dt>
                  <dd>{REQUEST_REASON_WORDS[reason as keyof typeof REQUEST_REASON_WORDS]}</dd>
                </div>
              </>
            )}
            {reasonText.trim() && (
              <div>
                <dt>Your words</dt>
                <dd>{reasonText.trim()}</dd>
              </div>
            )}
          </dl>
          {costNote}
          <div className="actions">
            <button
              type="button"
              className="button"
              onClick={send}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              Send request
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => setStage('form')}
              disabled={busy}
            >
              Change my answers
            </button>
          </div>
        </>
      )}

      {stage === 'sent' && (
        <div className="panel" role="status">
          <FocusHeading>We have your request</FocusHeading>
          <p>We will email and text you when it is done, usually within one working day.</p>
        </div>
      )}
    </section>
  );
}
