import { useEffect, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { bookingIdentityBody } from '@site/domain/schemas';
import type { BookingIdentity } from '@site/domain/schemas';
import { DatePartsField, isoFromParts } from '../../components/form/date-parts-field';
import type { DateParts } from '../../components/form/date-parts-field';
import { StepForm } from '../../components/form/step-form';
import { TextField } from '../../components/form/text-field';
import { inFieldOrder, validateWith } from '../../lib/form-validation';
import type { FieldErrors } from '../../lib/form-validation';
import { useMessageText } from '../../lib/message-text';

export const FIND_BOOKING_TITLE = msg`Find your booking`;
export const FIELD_ORDER = ['reference', 'dateOfBirth-day'] as const;
/** The date of birth's error sits on its day box, where the summary's link goes. */
export const FIELD_IDS = { dateOfBirth: 'dateOfBirth-day' };

/** A look-up that opened nothing: no such booking, too many tries, or no answer. */
export interface LookupProblem {
  notFound: boolean;
  message: string;
}

export interface FindBookingFormValues {
  reference: string;
  dateOfBirth: DateParts;
}

/** Checks the typed reference and date of birth with the API's own schema. */
export function checkIdentity(values: FindBookingFormValues) {
  const checked = validateWith(
    bookingIdentityBody,
    { reference: values.reference, dateOfBirth: isoFromParts(values.dateOfBirth) },
    FIELD_IDS,
  );
  return checked.ok
    ? checked
    : { ok: false as const, errors: inFieldOrder(checked.errors, FIELD_ORDER) };
}

/**
 * The reference and date of birth that open a booking. What was typed stays in this component's
 * state only: never in the address, storage or a cookie.
 */
export function FindBookingForm({
  values,
  onChange,
  errors,
  busy,
  problem,
  onSubmit,
}: {
  values: FindBookingFormValues;
  onChange: (values: FindBookingFormValues) => void;
  errors: FieldErrors;
  busy: boolean;
  /** Why the last try found nothing, in plain words. */
  problem: LookupProblem | null;
  onSubmit: (identity: BookingIdentity) => void;
}) {
  const { i18n, t } = useLingui();
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  const shown = Object.keys(checkErrors).length ? checkErrors : errors;
  return (
    <StepForm
      heading={i18n._(FIND_BOOKING_TITLE)}
      errors={shown}
      onSubmit={() => {
        const checked = checkIdentity(values);
        setCheckErrors(checked.ok ? {} : checked.errors);
        if (checked.ok) onSubmit(checked.data);
      }}
      submitLabel={t`Find my booking`}
      busy={busy}
    >
      {problem ? <NothingFound problem={problem} /> : null}
      <p className="lead">
        <Trans>
          See where your booking stands, with the reference we sent you and your date of birth.
        </Trans>
      </p>
      <TextField
        id="reference"
        label={t`Booking reference`}
        hint={t`10 letters and numbers, in your email or text message, for example 3F9A1C07B2`}
        width="medium"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.reference}
        onValueChange={(reference) => onChange({ ...values, reference })}
        error={shown.reference}
      />
      <DatePartsField
        birthday
        id="dateOfBirth"
        legend={t`Date of birth`}
        hint={t`The one you booked with, for example 27 3 1990`}
        error={shown['dateOfBirth-day']}
        value={values.dateOfBirth}
        onValueChange={(dateOfBirth) => onChange({ ...values, dateOfBirth })}
      />
    </StepForm>
  );
}

/** Nothing of any booking: the message, and what to check. Takes focus when it appears. */
function NothingFound({ problem }: { problem: LookupProblem }) {
  const messageText = useMessageText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [problem]);
  return (
    <div className="warning-text" role="alert" tabIndex={-1} ref={ref}>
      <h2>
        {problem.notFound ? (
          <Trans>No booking found</Trans>
        ) : (
          <Trans>We could not look up your booking</Trans>
        )}
      </h2>
      <p>{messageText(problem.message)}</p>
      {problem.notFound ? (
        <p>
          <Trans>
            Check the reference in your email or text message, and the date of birth you booked
            with.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
