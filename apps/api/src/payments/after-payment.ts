import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '@site/domain/format';
import type { Db, Tx } from '../db/client';
import { orders, paymentEvents, paymentSessions } from '../db/schema';
import { systemNote } from '../repositories/notes-repository';
import type { AfterPaymentEvent, PaymentProvider } from './payment-provider';

export type AfterPaymentOutcome = 'recorded' | 'duplicate' | 'unknown-payment';

/**
 * Records a refund or dispute the provider reports (issue 16) on the order it belongs to: one
 * payment_events row per provider event id, and a note on the order's back-office page when
 * staff have something to know or do. The order itself is not changed: a refund made in the
 * provider's dashboard is recorded on the order when staff refund it here (the provider then
 * reports what it already made), and a dispute is answered in the provider's dashboard.
 */
export async function recordAfterPayment(
  db: Db,
  provider: PaymentProvider,
  event: AfterPaymentEvent,
): Promise<AfterPaymentOutcome> {
  // A repeated delivery is answered before asking the provider anything.
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return 'duplicate';

  const owner = await ownerOf(db, provider, event);
  if (!owner) return 'unknown-payment';

  return db.transaction(async (tx) => {
    // The order is locked as applyEvent and the refunds lock it, so notes and events of one
    // order are written one at a time.
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, owner.orderId))
      .for('update');
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        sessionId: owner.sessionId,
        orderId: owner.orderId,
        type: event.type,
        // Recorded for staff: it changes nothing on the order by itself.
        applied: false,
        amountPence: event.amountPence,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';
    const note = await noteFor(tx, event, owner.sessionId);
    if (note) {
      await systemNote(tx, owner.orderId, note);
    }
    return 'recorded';
  });
}

/**
 * The order and session a refund or dispute belongs to: the provider's checkout session for the
 * payment (Stripe's Checkout Session of the PaymentIntent), else the order id its metadata
 * carries. A provider that cannot be reached throws: the delivery fails and is sent again later.
 */
async function ownerOf(
  db: Db,
  provider: PaymentProvider,
  event: AfterPaymentEvent,
): Promise<{ orderId: string; sessionId: string } | undefined> {
  const sessionId = await provider.findSessionOfPayment?.({
    ...(event.paymentRef ? { paymentRef: event.paymentRef } : {}),
    ...(event.chargeRef ? { chargeRef: event.chargeRef } : {}),
  });
  if (sessionId) {
    const [session] = await db
      .select({ orderId: paymentSessions.orderId })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, sessionId));
    if (session) return { orderId: session.orderId, sessionId };
  }
  const orderId = event.orderId;
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return undefined;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  return { orderId, sessionId: event.paymentRef ?? event.chargeRef ?? event.objectId };
}

const money = (event: AfterPaymentEvent, pence: number) =>
  event.currency.toLowerCase() === 'gbp'
    ? formatMoney(pence)
    : `${pence} ${event.currency.toUpperCase()} minor units`;

/** What staff read on the order's page; undefined when the event only confirms our own refund. */
async function noteFor(
  tx: Tx,
  event: AfterPaymentEvent,
  sessionId: string,
): Promise<string | undefined> {
  const amount = money(event, event.amountPence);
  const why = event.reason ? ` (${event.reason.replace(/_/g, ' ')})` : '';
  switch (event.type) {
    case 'charge.refunded': {
      const [{ ours } = { ours: 0 }] = await tx
        .select({ ours: sql<number>`coalesce(sum(${paymentEvents.amountPence}), 0)::int` })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.sessionId, sessionId), eq(paymentEvents.type, 'refunded')));
      // All that the provider reports refunded was refunded from here: nothing new to say.
      if (Number(ours) >= event.amountPence) return undefined;
      return (
        `Refund reported by the payment provider: ${amount} of ` +
        `${money(event, event.chargedPence ?? 0)} has been refunded on charge ${event.objectId}, ` +
        `but this site recorded ${formatMoney(Number(ours))}. It was refunded outside this site ` +
        "(the provider's dashboard, say): check it, then record it here with Refund."
      );
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const status = event.status ?? 'unknown';
      const failed = event.type === 'refund.failed' || status === 'failed' || status === 'canceled';
      if (failed) {
        return (
          `Refund failed: refund ${event.objectId} of ${amount} did not reach the customer` +
          `${why}, status ${status}. The money was not returned: contact the customer and ` +
          'refund them another way.'
        );
      }
      const [ours] = await tx
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, `refund_${event.objectId}`));
      if (ours && status !== 'requires_action') return undefined;
      if (ours) {
        return `Refund ${event.objectId} of ${amount} needs action at the payment provider before it is paid out.`;
      }
      return (
        `Refund made outside this site: the payment provider reports refund ${event.objectId} ` +
        `of ${amount}, status ${status}. The order's refunded amount here is unchanged: check ` +
        'it, then record it here with Refund.'
      );
    }
    case 'charge.dispute.created': {
      const by = event.respondBy
        ? ` Answer it in the payment provider's dashboard by ${event.respondBy.toISOString().slice(0, 10)}, or it is lost.`
        : " Answer it in the payment provider's dashboard, or it is lost.";
      return (
        `Disputed: the customer asked their bank to take back ${amount}${why} ` +
        `(dispute ${event.objectId}, status ${event.status ?? 'unknown'}).${by} ` +
        'Do not refund it as well: the bank may return the money twice.'
      );
    }
    case 'charge.dispute.closed': {
      const outcome =
        event.status === 'won'
          ? 'won: the money stays with us'
          : event.status === 'lost'
            ? `lost: ${amount} went back to the customer through their bank`
            : `closed with status ${event.status ?? 'unknown'}`;
      return `Dispute ${event.objectId} ${outcome}.`;
    }
    case 'charge.dispute.funds_withdrawn':
      return `Dispute ${event.objectId}: ${amount} was taken from our balance while the bank decides.`;
    case 'charge.dispute.funds_reinstated':
      return `Dispute ${event.objectId}: ${amount} was returned to our balance.`;
    default:
      return `Dispute ${event.objectId} updated: status ${event.status ?? 'unknown'}${why}.`;
  }
}
