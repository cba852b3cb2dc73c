import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { formatLongDate, formatMoney } from '@site/domain/format';
import type { BookingStatus } from '@site/domain/schemas';
import { STATE_WORDS, lateChangeCost, slotHeading, stageWords, stepLabel } from './status-words';

export interface BookingStatusViewProps {
  booking: BookingStatus;
  /**
   * What the customer can do from here, shown after the status: the change or cancellation
   * request and the reminders sections go in this slot.
   */
  actions?: ReactNode;
  /** Back to an empty form, forgetting this booking. */
  onLookUpAnother: () => void;
}

/**
 * A found booking (issue 19): what was bought and its reference, the steps it has been
 * through, the slot booked or asked for, what to bring, and until when a change is free.
 */
export function BookingStatusView({ booking, actions, onLookUpAnother }: BookingStatusViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer replaces the form: focus moves to it, so a screen reader starts reading there.
  useEffect(() => heading.current?.focus(), []);
  const { slot, changes, request } = booking;
  return (
    <div className="booking-status">
      <h1 ref={heading} tabIndex={-1}>
        {booking.description}
      </h1>
      <p>
        Reference <strong className="reference-code">{booking.reference}</strong>
      </p>
      <p className="lead">
        Where it stands: <strong>{stageWords(booking)}</strong>
      </p>

      <h2 id="timeline-title">Progress</h2>
      <ol className="timeline" aria-labelledby="timeline-title">
        {booking.timeline.map((entry) => (
          <li
            key={entry.step}
            className={`timeline-step ${entry.state}`}
            aria-current={entry.state === 'current' ? 'step' : undefined}
          >
            <span className="timeline-state">{STATE_WORDS[entry.state]}</span>
            <span>
              <strong>{stepLabel(entry.step, booking.kind)}</strong>
              {entry.at ? (
                <span className="hint"> {formatLongDate(new Date(entry.at))}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>

      {slot ? (
        <section aria-labelledby="slot-title" className="notice confirmed-booking">
          <h2 id="slot-title">{slotHeading(booking.kind)}</h2>
          {slot.confirmed ? (
            <p>
              <strong>{slot.words}</strong>
            </p>
          ) : (
            <>
              <p>
                You asked for: <strong>{slot.words}</strong>
              </p>
              <p>Asked for, not yet confirmed. We will tell you as soon as it is booked.</p>
            </>
          )}
          {slot.lines.length > 0 ? (
            <ul>
              {slot.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {booking.whatToBring.length > 0 ? (
        <>
          <h2>What to bring</h2>
          <ul>
            {booking.whatToBring.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}

      {changes ? (
        <>
          <h2>Changing or cancelling</h2>
          <p>
            {changes.late
              ? 'The last day to change or cancel for free was '
              : 'Last day to change or cancel for free: '}
            <strong>{formatLongDate(changes.lastFreeDay)}</strong>
            {changes.late ? '.' : null}
          </p>
          <p>{lateChangeCost(booking)}</p>
        </>
      ) : null}

      {booking.refunded > 0 ? (
        <p>
          Refunded so far: <strong>{formatMoney(booking.refunded)}</strong> of{' '}
          {formatMoney(booking.price.total)}, to the card you paid with.
        </p>
      ) : null}

      {/* An open request is told by the change-request section, with what happens next. */}
      {request && request.status !== 'open' ? <RequestSummary request={request} /> : null}

      {actions}

      <div className="actions">
        <button type="button" className="button secondary" onClick={onLookUpAnother}>
          Look up another booking
        </button>
      </div>
    </div>
  );
}

const REQUEST_STATUS: Record<NonNullable<BookingStatus['request']>['status'], string> = {
  open: 'we have it and will reply',
  done: 'done',
  declined: 'declined',
};

/** The open request, or the latest one, in a sentence. */
function RequestSummary({ request }: { request: NonNullable<BookingStatus['request']> }) {
  const what = request.kind === 'change' ? 'change the date' : 'cancel';
  return (
    <section aria-labelledby="request-title">
      <h2 id="request-title">Your request</h2>
      <p>
        Your request to {what}, sent {formatLongDate(new Date(request.createdAt))}:{' '}
        <strong>{REQUEST_STATUS[request.status]}</strong>.
      </p>
      {request.preferredDates.length > 0 ? (
        <p>
          Dates you asked for:{' '}
          {request.preferredDates.map((date) => formatLongDate(date)).join(', ')}.
        </p>
      ) : null}
      {request.outcomeNote ? <p>{request.outcomeNote}</p> : null}
    </section>
  );
}
