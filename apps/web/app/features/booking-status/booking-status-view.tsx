import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate, formatMoney } from '@site/domain/format';
import type { BookingStatus } from '@site/domain/schemas';
import { lookupLine, lookupSlotWords } from './booking-words';
import { orderDescriptionIn } from '../../lib/order-description';
import { useDateWords } from '../../i18n/date-words';
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
  const { i18n } = useLingui();
  const dateWords = useDateWords();
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer replaces the form: focus moves to it, so a screen reader starts reading there.
  useEffect(() => heading.current?.focus(), []);
  const { slot, changes, request } = booking;
  const reference = booking.reference;
  const stage = stageWords(booking, i18n);
  const slotWords = slot ? lookupSlotWords(slot, booking.kind, i18n, dateWords) : '';
  const slotTime = slot?.time ?? null;
  return (
    <div className="booking-status">
      <h1 ref={heading} tabIndex={-1}>
        {orderDescriptionIn(booking.description, booking.kind, i18n)}
      </h1>
      <p>
        <Trans>
          Reference <strong className="reference-code">{reference}</strong>
        </Trans>
      </p>
      <p className="lead">
        <Trans>
          Where it stands: <strong>{stage}</strong>
        </Trans>
      </p>

      <h2 id="timeline-title">
        <Trans comment="Heading over the steps of a booking">Progress</Trans>
      </h2>
      <ol className="timeline" aria-labelledby="timeline-title">
        {booking.timeline.map((entry) => (
          <li
            key={entry.step}
            className={`timeline-step ${entry.state}`}
            aria-current={entry.state === 'current' ? 'step' : undefined}
          >
            <span className="timeline-state">{i18n._(STATE_WORDS[entry.state])}</span>
            <span>
              <strong>{stepLabel(entry.step, booking.kind, i18n)}</strong>
              {entry.at ? (
                <span className="hint"> {formatLongDate(new Date(entry.at), dateWords)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>

      {slot ? (
        <section aria-labelledby="slot-title" className="notice confirmed-booking">
          <h2 id="slot-title">{slotHeading(booking.kind, i18n)}</h2>
          {slot.confirmed ? (
            <p>
              <strong>{slotWords}</strong>
            </p>
          ) : (
            <>
              <p>
                <Trans>
                  You asked for: <strong>{slotWords}</strong>
                </Trans>
              </p>
              <p>
                <Trans>
                  Asked for, not yet confirmed. We will tell you as soon as it is booked.
                </Trans>
              </p>
            </>
          )}
          {slot.lines.length > 0 ? (
            <ul>
              {slot.lines.map((line) => (
                <li key={line}>{lookupLine(line, slotTime, i18n, dateWords)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {booking.whatToBring.length > 0 ? (
        <>
          <h2>
            <Trans>What to bring</Trans>
          </h2>
          <ul>
            {booking.whatToBring.map((line) => (
              <li key={line}>{lookupLine(line, slotTime, i18n, dateWords)}</li>
            ))}
          </ul>
        </>
      ) : null}

      {changes ? (
        <>
          <h2>
            <Trans>Changing or cancelling</Trans>
          </h2>
          <FreeUntil
            lastFreeDay={formatLongDate(changes.lastFreeDay, dateWords)}
            late={changes.late}
          />
          <p>{lateChangeCost(booking, i18n)}</p>
        </>
      ) : null}

      {booking.refunded > 0 ? (
        <Refunded
          refunded={formatMoney(booking.refunded)}
          total={formatMoney(booking.price.total)}
        />
      ) : null}

      {/* An open request is told by the change-request section, with what happens next. */}
      {request && request.status !== 'open' ? <RequestSummary request={request} /> : null}

      {actions}

      <div className="actions">
        <button type="button" className="button secondary" onClick={onLookUpAnother}>
          <Trans>Look up another booking</Trans>
        </button>
      </div>
    </div>
  );
}

/** Until when a change is free, or that the free days are over. */
function FreeUntil({ lastFreeDay, late }: { lastFreeDay: string; late: boolean }) {
  return (
    <p>
      {late ? (
        <Trans>
          The last day to change or cancel for free was <strong>{lastFreeDay}</strong>.
        </Trans>
      ) : (
        <Trans>
          Last day to change or cancel for free: <strong>{lastFreeDay}</strong>
        </Trans>
      )}
    </p>
  );
}

function Refunded({ refunded, total }: { refunded: string; total: string }) {
  return (
    <p>
      <Trans>
        Refunded so far: <strong>{refunded}</strong> of {total}, to the card you paid with.
      </Trans>
    </p>
  );
}

const REQUEST_STATUS: Record<NonNullable<BookingStatus['request']>['status'], MessageDescriptor> = {
  open: msg({ comment: 'Status of a request', message: 'we have it and will reply' }),
  done: msg({ comment: 'Status of a request', message: 'done' }),
  declined: msg({ comment: 'Status of a request', message: 'declined' }),
};

/** The open request, or the latest one, in a sentence. */
function RequestSummary({ request }: { request: NonNullable<BookingStatus['request']> }) {
  const { i18n } = useLingui();
  const dateWords = useDateWords();
  const sent = formatLongDate(new Date(request.createdAt), dateWords);
  const status = i18n._(REQUEST_STATUS[request.status]);
  const dates = request.preferredDates.map((date) => formatLongDate(date, dateWords)).join(', ');
  return (
    <section aria-labelledby="request-title">
      <h2 id="request-title">
        <Trans>Your request</Trans>
      </h2>
      <p>
        {request.kind === 'change' ? (
          <Trans>
            Your request to change the date, sent {sent}: <strong>{status}</strong>.
          </Trans>
        ) : (
          <Trans>
            Your request to cancel, sent {sent}: <strong>{status}</strong>.
          </Trans>
        )}
      </p>
      {request.preferredDates.length > 0 ? (
        <p>
          <Trans>Dates you asked for: {dates}.</Trans>
        </p>
      ) : null}
      {request.outcomeNote ? <p>{request.outcomeNote}</p> : null}
    </section>
  );
}
