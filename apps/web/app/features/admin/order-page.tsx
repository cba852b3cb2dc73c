import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@site/domain/format';
import { LANGUAGE_NAMES } from '@site/domain/i18n';
import { orderAnswerSchema } from '@site/domain/schemas';
import type { AdminCandidate, OrderDetail } from '@site/domain/schemas';
import { adminFetch } from './admin-api';
import { NoteForm, TransitionForm, nextSteps } from './order-forms';
import { RefundForm } from './refund-form';
import { ConfirmedPanel } from './confirmed-panel';
import { OpenRequestPanel } from './open-request-panel';
import { PaymentsTaken } from './payments-taken';
import { bookingFacts } from './booking-facts';
import { CandidateForm } from './candidate-form';
import {
  AUDIT_LABELS,
  CHANNEL_LABELS,
  EMAIL_LABELS,
  EMAIL_STATUS_LABELS,
  KIND_LABELS,
  PAYMENT_EVENT_LABELS,
  STAGE_LABELS,
  StageTag,
  formatDateTime,
  formatPence,
  labelOf,
} from './format';

const CANDIDATE_FIELDS: [keyof AdminCandidate, string][] = [
  ['title', 'Title'],
  ['firstName', 'First name'],
  ['middleName', 'Middle name'],
  ['lastName', 'Last name'],
  ['dateOfBirth', 'Date of birth'],
  ['nationalInsuranceNumber', 'NI number'],
  ['email', 'Email'],
  ['phoneNumber', 'Phone'],
  ['address', 'Address'],
  ['town', 'Town'],
  ['postcode', 'Postcode'],
  ['testingId', 'CITB testing ID'],
  ['registrationNumber', 'Card registration number'],
];

function candidateValue(candidate: AdminCandidate, key: keyof AdminCandidate): string | null {
  const value = candidate[key];
  return key === 'dateOfBirth' && value ? formatLongDate(value) : value;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order: everything the candidate gave (the view is audited), its payments, notes and next steps. */
export function OrderPage({ orderId }: { orderId: string }) {
  const [order, setOrder] = useState<OrderDetail>();
  const [error, setError] = useState('');

  const load = useCallback(() => {
    adminFetch(`/orders/${orderId}`, orderAnswerSchema).then(
      (value) => {
        setOrder(value.order);
        document.title = `Order ${value.order.reference} | SafeSite back office`;
      },
      (err: Error) => setError(err.message),
    );
  }, [orderId]);
  useEffect(load, [load]);

  if (error) {
    return (
      <>
        <h1>Order not available</h1>
        <p role="alert">{error}</p>
        <p>
          <Link to="/admin">Back to orders</Link>
        </p>
      </>
    );
  }
  if (!order) return <p role="status">Loading the order…</p>;

  return (
    <>
      <p>
        <Link to="/admin" className="back-link">
          All orders
        </Link>
      </p>
      <h1>
        Order {order.reference} <StageTag stage={order.stage} />
      </h1>
      <p className="lead">
        {order.description} · {KIND_LABELS[order.kind] ?? order.kind}
      </p>
      {order.personalDataErasedAt && (
        <p className="notice">
          Personal data erased on {formatDateTime(order.personalDataErasedAt)} (retention).
        </p>
      )}
      <div className="admin-columns">
        <section aria-labelledby="order-status">
          <h2 id="order-status">Status and payment</h2>
          <Facts
            rows={[
              ['Status', STAGE_LABELS[order.stage]],
              ['Created', formatDateTime(order.createdAt)],
              ['Paid', formatDateTime(order.paidAt)],
              ['CITB/CSCS reference', order.fulfilmentReference],
              ['Official fee', formatPence(order.price.officialFee)],
              ['Service fee', formatPence(order.price.serviceFee)],
              ['Total', formatPence(order.price.total)],
              [
                order.stage === 'refunded' ? 'Refunded' : 'Refunded so far',
                formatPence(order.price.refunded),
              ],
              ['Order id', <code key="id">{order.id}</code>],
              // The language of the customer's emails and texts (issue 20): 'Polski (pl)'.
              ['Language', `${LANGUAGE_NAMES[order.locale]} (${order.locale})`],
            ]}
          />
        </section>
        <section aria-labelledby="order-candidate">
          <h2 id="order-candidate">Candidate</h2>
          <Facts
            rows={CANDIDATE_FIELDS.map(([key, label]) => [
              label,
              candidateValue(order.candidate, key),
            ])}
          />
          {!order.personalDataErasedAt && <CandidateForm order={order} onDone={load} />}
        </section>
      </div>
      <section aria-labelledby="order-booking">
        <h2 id="order-booking">What was booked</h2>
        <Facts rows={bookingFacts(order)} />
      </section>

      <ConfirmedPanel order={order} onDone={load} />
      <OpenRequestPanel order={order} onDone={load} />
      {nextSteps(order).length > 0 && <TransitionForm order={order} onDone={load} />}
      {order.allowedTransitions.includes('refunded') && <RefundForm order={order} onDone={load} />}
      {order.payments.length > 1 && <PaymentsTaken order={order} onDone={load} />}

      <section aria-labelledby="order-notes">
        <h2 id="order-notes">Notes and steps</h2>
        {order.notes.length === 0 ? (
          <p>No notes yet.</p>
        ) : (
          <ol className="admin-timeline">
            {order.notes.map((note) => (
              <li key={note.id}>
                <p className="admin-sub">
                  {formatDateTime(note.createdAt)} · {note.author}
                  {note.toStatus &&
                    note.toStatus !== note.fromStatus &&
                    ` · ${labelOf(STAGE_LABELS, note.fromStatus ?? '')} → ${labelOf(STAGE_LABELS, note.toStatus)}`}
                  {note.reference && ` · reference ${note.reference}`}
                  {note.emailQueued && ' · candidate emailed'}
                </p>
                <p>{note.note}</p>
              </li>
            ))}
          </ol>
        )}
        <NoteForm orderId={order.id} onDone={load} />
      </section>

      <section aria-labelledby="order-payments">
        <h2 id="order-payments">Payment events</h2>
        <div className="table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Id</th>
              </tr>
            </thead>
            <tbody>
              {order.paymentSessions.map((session) => (
                <tr key={session.id}>
                  <td>{formatDateTime(session.createdAt)}</td>
                  <td>
                    Checkout opened for {formatPence(session.amountPence)}
                    {session.provider === 'sandbox' ? ' (sandbox, no money moves)' : ''}, now{' '}
                    {session.status}
                  </td>
                  <td>
                    <code>{session.id}</code>
                  </td>
                </tr>
              ))}
              {order.paymentEvents.map((event) => (
                <tr key={event.id}>
                  <td>{formatDateTime(event.receivedAt)}</td>
                  <td>
                    {labelOf(PAYMENT_EVENT_LABELS, event.type)}
                    {event.amountPence !== null ? `: ${formatPence(event.amountPence)}` : ''}
                  </td>
                  <td>
                    <code>{event.id}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="order-emails">
        <h2 id="order-emails">Messages to the candidate</h2>
        {order.emails.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="plain-list">
            {order.emails.map((email, index) => (
              <li key={index}>
                {labelOf(CHANNEL_LABELS, email.channel)} · {labelOf(EMAIL_LABELS, email.kind)}:{' '}
                {labelOf(EMAIL_STATUS_LABELS, email.status)}
                {email.sentAt
                  ? ` (${formatDateTime(email.sentAt)})`
                  : email.status === 'pending'
                    ? ` (due ${formatDateTime(email.dueAt)})`
                    : email.lastError
                      ? ` (${email.lastError})`
                      : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="order-audit">
        <h2 id="order-audit">Who looked and changed</h2>
        <ul className="plain-list">
          {order.audit.map((entry, index) => (
            <li key={index}>
              {formatDateTime(entry.at)} · {entry.actor} · {labelOf(AUDIT_LABELS, entry.action)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
