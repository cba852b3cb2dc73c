import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { formatMoney } from '@site/domain/format';
import type { Tx } from '../db/client';
import { orders, paymentSessions } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { scheduleCardExpiryReminders } from '../reminders/schedule';
import { recordAudit } from '../repositories/audit-repository';
import { retakeSeat } from '../repositories/courses-repository';
import { systemNote } from '../repositories/notes-repository';
import { referenceOf } from '../repositories/order-view';
import type { AmountTaken, PaymentEvent } from './payment-provider';
import { closeOpenSessions } from './payment-sessions';

type OrderRow = typeof orders.$inferSelect;
type SessionRow = typeof paymentSessions.$inferSelect;

/**
 * A completed payment, recorded once (its event row is written) and held with its order and
 * session by the caller's transaction. Returns the order's other sessions it closed in our
 * table, to close at the provider.
 */
export async function applyCompleted(
  tx: Tx,
  {
    event,
    order,
    session,
    notApplied,
  }: {
    event: PaymentEvent;
    order: OrderRow;
    session: SessionRow;
    notApplied: () => Promise<unknown>;
  },
): Promise<string[]> {
  // This session's payment was counted already (another event id for the same payment,
  // e.g. our own check before the webhook): nothing more to do.
  if (session.status === 'complete') {
    await notApplied();
    return [];
  }
  await tx
    .update(paymentSessions)
    .set({ status: 'complete' })
    .where(eq(paymentSessions.id, session.id));
  if (event.taken && !tookWhatWasAsked(event.taken, session.amountPence)) {
    // Our sessions fix the amount, so this is a misconfigured or tampered checkout: the
    // money is on record, but it buys nothing until staff have looked.
    await notApplied();
    await systemNote(
      tx,
      order.id,
      `Amount mismatch: payment session ${session.id} took ` +
        `${event.taken.amountPence}p ${event.taken.currency.toUpperCase() || '(no currency)'}` +
        `, but ${formatMoney(session.amountPence)} was asked. It was not applied to the ` +
        "order: check it in the payment provider's dashboard and refund it there.",
    );
    await recordAudit(tx, {
      actor: 'system',
      action: 'payment-mismatch',
      orderId: order.id,
      detail: { sessionId: session.id, asked: session.amountPence, ...event.taken },
    });
    return [];
  }
  if (order.status === 'paid') {
    // Paid through another session already: this second payment is kept on record,
    // never applied, and flagged for a refund.
    await notApplied();
    await systemNote(
      tx,
      order.id,
      `Paid twice: payment session ${session.id} (${formatMoney(session.amountPence)}) ` +
        'was completed after this order had already been paid through another session. ' +
        'This second payment was not applied and must be refunded.',
    );
    return [];
  }
  const seat = order.kind === 'course-offline' ? await retakeSeat(tx, order.id) : 'kept';
  if (seat === 'gone') {
    // No seat to give: the money is recorded as paid, the order as cancelled, so the
    // back office sees it among cancelled orders and can refund it in one step.
    await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: sql`now()`,
        fulfilmentStatus: 'cancelled',
        fulfilmentUpdatedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    const note =
      'Payment arrived after the seat hold had ended, and the course date has no seat ' +
      `left (or has passed). No seat was sold. Refund ${formatMoney(session.amountPence)}.`;
    await systemNote(tx, order.id, note, { from: order.status, to: 'cancelled' });
    await recordAudit(tx, {
      actor: 'system',
      action: 'transition',
      orderId: order.id,
      detail: { from: order.status, to: 'cancelled', reason: 'no-seat-on-late-payment' },
    });
    await enqueueEmail(tx, order.id, 'order-cancelled');
  } else {
    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    // Queued in this transaction: the email exists if and only if the order is paid.
    await enqueueEmail(tx, order.id, 'order-confirmation');
    // The card expiry given when applying reminds only once the order is paid (issue 19).
    if (order.cardExpiresOn) await scheduleCardExpiryReminders(tx, order.id, order.cardExpiresOn);
    if (order.status === 'expired') await flagPaidAfterClose(tx, order, session);
  }
  // The order is paid: no other session of it may take money.
  return closeOpenSessions(
    tx,
    and(eq(paymentSessions.orderId, order.id), ne(paymentSessions.id, session.id))!,
  );
}

/**
 * A payment for an order that had closed unpaid (the customer changed their answers and booked
 * again, or its time ran out) is applied, since the money has moved, but never silently: staff
 * get a note naming what the candidate paid for since, as they may now have paid twice.
 */
async function flagPaidAfterClose(tx: Tx, order: OrderRow, session: SessionRow): Promise<void> {
  const since = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.personId, order.personId),
        ne(orders.id, order.id),
        eq(orders.status, 'paid'),
        gt(orders.createdAt, order.createdAt),
      ),
    )
    .orderBy(orders.createdAt);
  const others = since.length
    ? `The candidate has also paid for ${since.map((o) => referenceOf(o.id)).join(', ')} since: ` +
      'ask which booking they want, and refund the other.'
    : 'Check with the candidate that they still want this booking, or refund it.';
  await systemNote(
    tx,
    order.id,
    `Paid after it was closed: this order had closed unpaid (replaced by a changed booking, or ` +
      `its time to pay ran out) when payment session ${session.id} took ` +
      `${formatMoney(session.amountPence)}. The payment was applied and the candidate was sent ` +
      `a confirmation. ${others}`,
  );
  await recordAudit(tx, {
    actor: 'system',
    action: 'payment-after-close',
    orderId: order.id,
    detail: { sessionId: session.id, alsoPaid: since.map((o) => o.id) },
  });
}

/** Every price on the site is in pounds sterling. */
function tookWhatWasAsked(taken: AmountTaken, askedPence: number): boolean {
  return taken.currency.toLowerCase() === 'gbp' && taken.amountPence === askedPence;
}
