import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ERROR_CODES } from '@site/domain/schemas';
import type { BookingIdentity, BookingStatus } from '@site/domain/schemas';
import { ApiError } from '../../lib/api-client';
import { fromServerErrors, inFieldOrder } from '../../lib/form-validation';
import type { FieldErrors } from '../../lib/form-validation';
import { MESSAGES } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/seo';
import { lookupBooking } from './api/lookup-booking';
import { BookingStatusView } from './booking-status-view';
import { orderDescriptionIn } from '../../lib/order-description';
import { FIELD_IDS, FIELD_ORDER, FindBookingForm } from './find-booking-form';
import type { FindBookingFormValues, LookupProblem } from './find-booking-form';

/** A booking the customer has opened: its status, who they proved to be, and a way to re-read it. */
export interface FoundBooking {
  booking: BookingStatus;
  /** The reference and date of birth that opened it, for the requests made from the page. */
  identity: BookingIdentity;
  /** Reads the booking again (after a request), keeping it on screen meanwhile. */
  refresh: () => Promise<void>;
  /** Shows the booking as an action's answer gave it. */
  show: (booking: BookingStatus) => void;
}

/** What the boxes hold that the form's state does not know (typed before hydration). */
function typedBeforeStart(): FindBookingFormValues {
  const box = (id: string) =>
    (document.getElementById(id) as HTMLInputElement | null)?.value.trim() ?? '';
  const dateOfBirth: FindBookingFormValues['dateOfBirth'] = {};
  for (const part of ['day', 'month', 'year'] as const) {
    const value = box(`dateOfBirth-${part}`);
    if (value) dateOfBirth[part] = value;
  }
  return { reference: box('reference'), dateOfBirth };
}

const EMPTY: FindBookingFormValues = { reference: '', dateOfBirth: {} };

/**
 * /booking (issue 19): the form, then the booking it opens. The reference may come in the
 * link of an email or text (?reference=); once sent, it leaves the address, and the date of
 * birth never enters it. `actions` fills the slot under the status with what the customer
 * can do (requests, reminders).
 */
export function FindBooking({ actions }: { actions?: (found: FoundBooking) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<FindBookingFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<LookupProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ booking: BookingStatus; identity: BookingIdentity }>();
  const prefilled = useRef(false);
  const { i18n, t } = useLingui();

  const linked = params.get('reference');
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    // On a slow phone the prerendered form is typed in before the page has started: hydration
    // leaves those characters in the boxes, so take them into the form's own state, then fill
    // an empty reference from the link.
    const typed = typedBeforeStart();
    setValues((current) => ({
      reference: typed.reference || current.reference || linked || '',
      dateOfBirth: { ...current.dateOfBirth, ...typed.dateOfBirth },
    }));
  }, [linked]);

  const description = found
    ? orderDescriptionIn(found.booking.description, found.booking.kind, i18n)
    : undefined;
  useDocumentTitle(
    description
      ? t({
          comment: 'Browser tab title once a booking is found: what was bought, then these words',
          message: `${description}: your booking`,
        })
      : undefined,
  );

  const open = async (identity: BookingIdentity) => {
    setBusy(true);
    try {
      const booking = await lookupBooking(identity);
      setErrors({});
      setProblem(null);
      setFound({ booking, identity });
      // The reference leaves the address once used: the page no longer names a booking.
      if (params.has('reference')) setParams({}, { replace: true });
      window.scrollTo(0, 0);
    } catch (error) {
      setFound(undefined);
      setErrors(
        error instanceof ApiError
          ? inFieldOrder(fromServerErrors(error.fieldErrors, FIELD_IDS), FIELD_ORDER)
          : {},
      );
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (found) {
    return (
      <BookingStatusView
        booking={found.booking}
        actions={actions?.({
          ...found,
          refresh: async () => {
            const booking = await lookupBooking(found.identity);
            setFound({ booking, identity: found.identity });
          },
          show: (booking) => setFound({ booking, identity: found.identity }),
        })}
        onLookUpAnother={() => {
          setFound(undefined);
          setValues(EMPTY);
          setProblem(null);
          window.scrollTo(0, 0);
        }}
      />
    );
  }
  return (
    <FindBookingForm
      values={values}
      onChange={setValues}
      errors={errors}
      busy={busy}
      problem={problem}
      onSubmit={(identity) => void open(identity)}
    />
  );
}

/** What a failed look-up says: a field error says it on its field, the rest up top. */
function problemOf(error: unknown): LookupProblem | null {
  if (!(error instanceof ApiError)) return { notFound: false, message: MESSAGES.failed };
  if (error.fieldErrors.length > 0) return null;
  if (error.code === ERROR_CODES.notFound) {
    return { notFound: true, message: MESSAGES.bookingNotFound };
  }
  return { notFound: false, message: error.detail ?? error.message };
}
