import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@site/domain/format';
import type { OrderKind } from '@site/domain/fulfilment';
import {
  PREFERRED_TIMES,
  REQUEST_REASONS,
  changeRequestBody,
  changeRequestCreatedResponse,
} from '@site/domain/schemas';
import type {
  ChangeRequestBody,
  ChangeRequestKind,
  PreferredTime,
  RequestReason,
} from '@site/domain/schemas';
import { ApiError, apiRequest } from '../../lib/api-client';
import { fromServerErrors, validateWith } from '../../lib/form-validation';
import type { FieldErrors } from '../../lib/form-validation';
import { MESSAGES } from '../../lib/messages';
import { useMessageText } from '../../lib/message-text';
import { CheckboxField } from '../../components/form/checkbox-field';
import { DatePartsField, isoFromParts } from '../../components/form/date-parts-field';
import type { DateParts } from '../../components/form/date-parts-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { RadioGroup } from '../../components/form/radio-group';
import { TextareaField } from '../../components/form/textarea-field';
import { requestCostWordsIn } from './booking-words';
import { useDateWords } from '../../i18n/date-words';
import { PREFERRED_TIME_LABELS, REQUEST_REASON_LABELS } from './status-words';

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
const DATE_LEGENDS: MessageDescriptor[] = [
  msg`First choice of date`,
  msg`Second choice (optional)`,
  msg`Third choice (optional)`,
];

/** The API's and the schema's field names, on this form's own ids (a date's error is on its day box). */
const FIELD_IDS: Record<string, string> = {
  preferredDates: 'date1-day',
  'preferredDates.0': 'date1-day',
  'preferredDates.1': 'date2-day',
  'preferredDates.2': 'date3-day',
};

type Stage = 'choose' | 'form' | 'check' | 'sent';

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
  const { i18n, t } = useLingui();
  const messageText = useMessageText();
  const dateWords = useDateWords();
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

  const sectionHeading = (
    <h2 id="change-request-heading">
      <Trans>Ask us to change or cancel</Trans>
    </h2>
  );
  if (openRequest && stage !== 'sent') {
    const asked = formatLongDate(openRequest.createdAt, dateWords);
    return (
      <section aria-labelledby="change-request-heading">
        {sectionHeading}
        <p>
          {openRequest.kind === 'change'
            ? t`You asked for a different date on ${asked}. We are working on it and will email and text you when it is done, usually within one working day.`
            : t`You asked to cancel this booking on ${asked}. We are working on it and will email and text you when it is done, usually within one working day.`}
        </p>
      </section>
    );
  }
  if (!allowed.change && !allowed.cancel && stage !== 'sent') {
    return (
      <section aria-labelledby="change-request-heading">
        {sectionHeading}
        <p>{messageText(MESSAGES.requestNotAllowed)}</p>
      </section>
    );
  }

  const labelOf = <K extends string>(labels: Record<K, MessageDescriptor>, key: K) =>
    labels[key] ? i18n._(labels[key]) : null;
  const freeDay = freeUntil ? formatLongDate(freeUntil, dateWords) : '';
  const costWords = requestCostWordsIn(kind, requestKind, { late, freeUntil }, i18n, dateWords);
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
        <p>{t`You would pay ${lateCost} again.`}</p>
      ) : null}
      {requestKind === 'cancel' && !late && freeUntil ? (
        <p>
          <Trans>
            If we have already booked it, you get the official fee back; our service fee paid for
            the booking. If we have not booked it yet, you get everything back.
          </Trans>
        </p>
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="change-request-heading" className="change-request">
      {sectionHeading}
      {stage === 'choose' && (
        <>
          {freeUntil && (
            <p>
              {late
                ? t`The last day to change or cancel for free was ${freeDay}.`
                : t`You can change or cancel for free until the end of ${freeDay}.`}
            </p>
          )}
          <div className="actions">
            {allowed.change && (
              <button type="button" className="button" onClick={() => start('change')}>
                <Trans>Ask for a different date</Trans>
              </button>
            )}
            {allowed.cancel && (
              <button type="button" className="button secondary" onClick={() => start('cancel')}>
                <Trans>Cancel this booking</Trans>
              </button>
            )}
          </div>
        </>
      )}

      {stage === 'form' && (
        <>
          <FocusHeading>
            {requestKind === 'change' ? t`Ask for a different date` : t`Cancel this booking`}
          </FocusHeading>
          <ErrorSummary errors={errors} attempt={attempt} />
          <form onSubmit={check} noValidate>
            {requestKind === 'change' && (
              <>
                <p>
                  <Trans>
                    Give up to 3 dates you could do. We try to book the first one we can.
                  </Trans>
                </p>
                {DATE_IDS.map((id, index) => (
                  <DatePartsField
                    key={id}
                    id={id}
                    legend={i18n._(DATE_LEGENDS[index]!)}
                    hint={index === 0 ? t`For example, 15 12 2026` : undefined}
                    value={dates[index]!}
                    onValueChange={(value) =>
                      setDates((current) => current.map((d, i) => (i === index ? value : d)))
                    }
                    error={errors[`${id}-day`]}
                  />
                ))}
                <RadioGroup
                  id="preferredTime"
                  legend={t`What time of day suits you?`}
                  value={preferredTime}
                  onValueChange={setPreferredTime}
                  error={errors.preferredTime}
                  options={PREFERRED_TIMES.map((time) => ({
                    value: time,
                    label: i18n._(PREFERRED_TIME_LABELS[time]),
                  }))}
                />
                <RadioGroup
                  id="reason"
                  legend={t`Why do you need a different date?`}
                  value={reason}
                  onValueChange={setReason}
                  error={errors.reason}
                  options={REQUEST_REASONS.map((value) => ({
                    value,
                    label: i18n._(REQUEST_REASON_LABELS[value]),
                  }))}
                />
              </>
            )}
            <TextareaField
              id="reasonText"
              label={
                requestKind === 'cancel'
                  ? t`Why are you cancelling? (optional)`
                  : reason === 'other'
                    ? t`Tell us why`
                    : t`Anything else we should know? (optional)`
              }
              hint={t`Up to 500 characters.`}
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
                    ? t`I understand this change is late and I will pay the fee again`
                    : t`I understand this cancellation is late and I get no refund`
                }
                checked={acknowledged}
                onCheckedChange={setAcknowledged}
                error={errors.lateAcknowledged}
              />
            )}
            <div className="actions">
              <button type="submit" className="button">
                <Trans>Continue</Trans>
              </button>
              <button type="button" className="link-button" onClick={() => setStage('choose')}>
                <Trans>Go back</Trans>
              </button>
            </div>
          </form>
        </>
      )}

      {stage === 'check' && (
        <>
          <FocusHeading>{t`Send this request?`}</FocusHeading>
          <ErrorSummary errors={errors} attempt={attempt} />
          <dl className="summary-list">
            <div>
              <dt>
                <Trans>You are asking</Trans>
              </dt>
              <dd>
                {requestKind === 'change' ? (
                  <Trans>For a different date</Trans>
                ) : (
                  <Trans>To cancel this booking</Trans>
                )}
              </dd>
            </div>
            {requestKind === 'change' && (
              <>
                <div>
                  <dt>
                    <Trans>Dates you can do</Trans>
                  </dt>
                  <dd>
                    {dates
                      .map(isoFromParts)
                      .filter(Boolean)
                      .map((iso) => formatLongDate(iso, dateWords))
                      .join('; ')}
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Time of day</Trans>
                  </dt>
                  <dd>{labelOf(PREFERRED_TIME_LABELS, preferredTime as PreferredTime)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Reason</Trans>
                  </dt>
                  <dd>{labelOf(REQUEST_REASON_LABELS, reason as RequestReason)}</dd>
                </div>
              </>
            )}
            {reasonText.trim() && (
              <div>
                <dt>
                  <Trans>Your words</Trans>
                </dt>
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
              <Trans>Send request</Trans>
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => setStage('form')}
              disabled={busy}
            >
              <Trans>Change my answers</Trans>
            </button>
          </div>
        </>
      )}

      {stage === 'sent' && (
        <div className="panel" role="status">
          <FocusHeading>{t`We have your request`}</FocusHeading>
          <p>
            <Trans>
              We will email and text you when it is done, usually within one working day.
            </Trans>
          </p>
        </div>
      )}
    </section>
  );
}
