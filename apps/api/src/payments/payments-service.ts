import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { formatMoney } from '@site/domain/format';
import { ERROR_CODES } from '@site/domain/schemas';
import type { Db, Tx } from '../db/client';
import { courseSeats, orderNotes, orders, paymentEvents, paymentSessions } from '../db/schema';
import { conflict, notFound, paymentsUnavailable } from '../errors';
import { enqueueEmail } from '../email/outbox';
import { recordAudit } from '../repositories/audit-repository';
import { retakeSeat } from '../repositories/courses-repository';
import { describeOrder, referenceOf } from '../repositories/order-view';
import { PaymentProviderUnavailable } from './payment-provider';
import type {
  AfterPaymentEvent,
  AmountTaken,
  PaymentEvent,
  PaymentProvider,
} from './payment-provider';
import { recordAfterPayment } from './after-payment';

/** How long a checkout session stays open. */
export const SESSION_MINUTES = 30;
/** A session ends this long before the seat hold it pays for, when the hold is extended. */
const HOLD_MARGIN_MS = 2 * 60_000;
/** However often payment is restarted, a seat is never held longer than this in all. */
export const MAX_HOLD_MINUTES = 120;

/**
 * 'refused': asked to take a payment only while it can be taken (the sandbox's own page), and
 * the session was no longer open or the order no longer unpaid; nothing was recorded.
 */
export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown-session' | 'refused';

export interface ApplyOptions {
  /**
   * For a checkout that is itself the charge (the sandbox): apply the event only if its
   * session is open and its order unpaid, else change nothing. A real provider's event is
   * never refused: its money has moved, so it is recorded whatever state the order is in.
   */
  onlyIfPayable?: boolean;
}

export interface StartedPayment {
  sessionId: string;
  url: string;
  /** Sessions this one replaced, closed in our table; close them at the provider too. */
  replaced: string[];
}

/**
 * Closes the open sessions that match, in our table. A session whose row another transaction
 * holds is skipped, not waited for: the sweep reaches sessions of orders it holds, and a
 * session held elsewhere belongs to a payment being applied, which then sees the order as it
 * is left here and records the session's outcome accordingly.
 */
async function closeOpenSessions(tx: Tx, where: SQL): Promise<string[]> {
  const open = await tx
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'open'), where))
    .for('update', { skipLocked: true });
  if (open.length === 0) return [];
  const ids = open.map((session) => session.id);
  await tx
    .update(paymentSessions)
    .set({ status: 'expired' })
    .where(inArray(paymentSessions.id, ids));
  return ids;
}

/** A note on the order from the system, for the back office (notes show on the order page). */
async function systemNote(
  tx: Tx,
  orderId: string,
  note: string,
  step?: { from: string; to: string },
): Promise<void> {
  await tx.insert(orderNotes).values({
    id: randomUUID(),
    orderId,
    author: 'system',
    fromStatus: step?.from ?? null,
    toStatus: step?.to ?? null,
    note,
  });
}

/**
 * Closes unpaid orders whose rows the caller holds (a lapsed hold, or answers the customer
 * replaced): their held seats go back on sale, the orders expire, and the sessions of the
 * orders expired here close with them. Returns those sessions, to close at the provider.
 */
async function closeUnpaidOrders(tx: Tx, orderIds: string[]): Promise<string[]> {
  await tx
    .update(courseSeats)
    .set({ status: 'released' })
    .where(and(inArray(courseSeats.orderId, orderIds), eq(courseSeats.status, 'held')));
  const expired = await tx
    .update(orders)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(inArray(orders.id, orderIds), inArray(orders.status, ['pending', 'failed'])))
    .returning({ id: orders.id });
  if (expired.length === 0) return [];
  return closeOpenSessions(
    tx,
    inArray(
      paymentSessions.orderId,
      expired.map((o) => o.id),
    ),
  );
}

export function createPaymentsService(db: Db, provider: PaymentProvider) {
  return {
    provider,

    /**
     * Opens a checkout session for an order, or hands back the one still open, so a reload
     * or a second click never opens a second charge. The order row is locked meanwhile.
     */
    async startPayment(orderId: string): Promise<{ sessionId: string; url: string }> {
      const started = await db.transaction((tx) => this.startPaymentIn(tx, orderId));
      await this.closeAtProvider(started.replaced);
      return { sessionId: started.sessionId, url: started.url };
    },

    /**
     * startPayment inside the caller's transaction: when it throws, the caller's writes go too.
     * A session it replaces is closed here, so an order never has two sessions that can be
     * paid; the caller closes them at the provider (closeAtProvider) once committed.
     */
    async startPaymentIn(tx: Tx, orderId: string): Promise<StartedPayment> {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound('The order');
      if (order.status === 'paid') {
        throw conflict(ERROR_CODES.alreadyPaid, 'This order has already been paid.');
      }
      if (order.status === 'expired') {
        throw conflict(ERROR_CODES.orderClosed, 'This order has expired. Please book again.');
      }
      const [open] = await tx
        .select()
        .from(paymentSessions)
        .where(
          and(
            eq(paymentSessions.orderId, orderId),
            eq(paymentSessions.status, 'open'),
            gt(paymentSessions.expiresAt, sql`now() + interval '1 minute'`),
          ),
        );
      if (open) return { sessionId: open.id, url: open.url, replaced: [] };
      // Any session still open is about to end: it is closed before another is opened, so
      // the customer cannot pay both (a page left open in another tab, say).
      const replaced = await closeOpenSessions(tx, eq(paymentSessions.orderId, orderId));

      const now = Date.now();
      // The provider may need the session to stay open longer than our own default.
      const earliestEnd = now + provider.minimumSessionMs;
      let expiresAt = new Date(Math.max(now + SESSION_MINUTES * 60_000, earliestEnd));
      if (order.kind === 'course-offline') {
        // The session must close before the seat hold does, or a late payment could oversell.
        // The seat row is locked, so the sweep cannot release it while we decide.
        const [seat] = await tx
          .select()
          .from(courseSeats)
          .where(eq(courseSeats.orderId, orderId))
          .for('update');
        const holdExpired = () =>
          conflict(
            ERROR_CODES.holdExpired,
            'Your seat hold has expired. Please choose a course date again.',
          );
        if (!seat || seat.status !== 'held' || seat.heldUntil.getTime() < now + 60_000) {
          throw holdExpired();
        }
        if (seat.heldUntil.getTime() >= earliestEnd) {
          expiresAt = seat.heldUntil;
        } else {
          // A provider such as Stripe cannot close the session as early as the hold ends:
          // the hold is extended instead, to a little after the session's end, within a cap.
          expiresAt = new Date(earliestEnd);
          const heldUntil = new Date(earliestEnd + HOLD_MARGIN_MS);
          if (heldUntil.getTime() > seat.createdAt.getTime() + MAX_HOLD_MINUTES * 60_000) {
            throw holdExpired();
          }
          await tx.update(courseSeats).set({ heldUntil }).where(eq(courseSeats.id, seat.id));
        }
      }
      const description = describeOrder(order);
      // The order row is locked, so the count is this checkout's number; a create that failed
      // left no row, so trying again is the same attempt (and the same idempotency key).
      const [{ made } = { made: 0 }] = await tx
        .select({ made: sql<number>`count(*)::int` })
        .from(paymentSessions)
        .where(eq(paymentSessions.orderId, orderId));
      let session;
      try {
        session = await provider.createCheckoutSession({
          orderId,
          amountPence: order.totalPence,
          description,
          lineItems: [
            { name: `${description}: official fee`, amountPence: order.officialFeePence },
            { name: 'Booking service fee', amountPence: order.serviceFeePence },
          ],
          expiresAt,
          attempt: Number(made) + 1,
        });
      } catch (error) {
        // Thrown inside the transaction: the sessions closed and the hold extended above are
        // rolled back with it, so the order is as it was and a retry starts afresh.
        if (error instanceof PaymentProviderUnavailable) throw paymentsUnavailable(error);
        throw error;
      }
      await tx.insert(paymentSessions).values({
        id: session.id,
        orderId,
        provider: provider.name,
        amountPence: order.totalPence,
        url: session.url,
        expiresAt,
      });
      return {
        sessionId: session.id,
        url: session.url,
        replaced,
      };
    },

    /**
     * Best effort: asks the provider to close sessions we have closed, so that nobody can pay
     * them there. Should one be paid all the same, applyEvent records it for a refund.
     */
    async closeAtProvider(sessionIds: string[]): Promise<void> {
      const expire = provider.expireSession?.bind(provider);
      if (!expire) return;
      await Promise.all(sessionIds.map((id) => expire(id).catch(() => undefined)));
    },

    /**
     * Before saying whether an order is paid, asks the provider about its open sessions, so a
     * browser that returns before the provider's event still sees the truth (issue 5).
     */
    async reconcile(orderId: string): Promise<void> {
      // A provider with no record of its own has nothing to add: skip the query.
      const retrieve = provider.retrieveSessionStatus?.bind(provider);
      if (!retrieve) return;
      const open = await db
        .select({ id: paymentSessions.id })
        .from(paymentSessions)
        .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')));
      for (const session of open) {
        // When the provider cannot be reached, the order shows as it stands; its webhook will
        // still arrive and settle it.
        const check = await retrieve(session.id).catch(() => undefined);
        if (check?.status === 'complete' || check?.status === 'expired') {
          const type = check.status === 'complete' ? 'completed' : 'expired';
          await this.applyEvent({
            id: `check_${session.id}_${type}`,
            type,
            sessionId: session.id,
            ...(check.taken ? { taken: check.taken } : {}),
          });
        }
      }
    },

    /** A refund or dispute the provider reports, recorded on its order for staff (once). */
    recordAfterPayment: (event: AfterPaymentEvent) => recordAfterPayment(db, provider, event),

    async findSession(sessionId: string) {
      const [session] = await db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.id, sessionId));
      return session;
    },

    /**
     * Applies a provider event exactly once: the event id is stored in the same transaction
     * that changes the order, so a repeated or concurrent delivery changes nothing.
     *
     * A payment is never applied twice to one order: a session completed after the order was
     * already paid through another one is recorded (session 'complete', event not applied) with
     * a note asking for a refund. A classroom seat is never sold twice: a payment confirmed
     * after its hold ran out takes the seat back only if the date still has room; otherwise
     * the order is recorded as paid and cancelled, which the back office refunds in one step.
     */
    async applyEvent(event: PaymentEvent, options: ApplyOptions = {}): Promise<ApplyOutcome> {
      const { outcome, toClose } = await this.settleEvent(event, options);
      await this.closeAtProvider(toClose);
      return outcome;
    },

    /**
     * applyEvent without its best-effort last step: the sessions the event closed in our table
     * are handed back, for the caller to close at the provider when it suits. A webhook does
     * that after it has answered, so a slow or failing provider never fails the delivery.
     */
    async settleEvent(
      event: PaymentEvent,
      options: ApplyOptions = {},
    ): Promise<{ outcome: ApplyOutcome; toClose: string[] }> {
      let closed: string[] = [];
      const outcome = await db.transaction(async (tx): Promise<ApplyOutcome> => {
        const [owner] = await tx
          .select({ orderId: paymentSessions.orderId })
          .from(paymentSessions)
          .where(eq(paymentSessions.id, event.sessionId));
        if (!owner) return 'unknown-session';
        // The order is locked before its session, as startPayment and the sweep take them, so
        // a payment arriving while the customer opens a new checkout cannot deadlock with it.
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, owner.orderId))
          .for('update');
        const [session] = await tx
          .select()
          .from(paymentSessions)
          .where(eq(paymentSessions.id, event.sessionId))
          .for('update');
        if (!order || !session) return 'unknown-session';
        if (
          options.onlyIfPayable &&
          !(
            session.status === 'open' &&
            session.expiresAt.getTime() > Date.now() &&
            (order.status === 'pending' || order.status === 'failed')
          )
        ) {
          return 'refused';
        }
        const recorded = await tx
          .insert(paymentEvents)
          .values({
            id: event.id,
            sessionId: session.id,
            orderId: session.orderId,
            type: event.type,
            applied: true,
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (recorded.length === 0) return 'duplicate';
        const notApplied = () =>
          tx.update(paymentEvents).set({ applied: false }).where(eq(paymentEvents.id, event.id));

        if (event.type === 'completed') {
          // This session's payment was counted already (another event id for the same payment,
          // e.g. our own check before the webhook): nothing more to do.
          if (session.status === 'complete') {
            await notApplied();
            return 'applied';
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
            return 'applied';
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
            return 'applied';
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
            if (order.status === 'expired') await flagPaidAfterClose(tx, order, session);
          }
          // The order is paid: no other session of it may take money.
          closed = await closeOpenSessions(
            tx,
            and(eq(paymentSessions.orderId, order.id), ne(paymentSessions.id, session.id))!,
          );
        } else if (session.status === 'open') {
          const status = event.type === 'failed' ? 'failed' : 'expired';
          await tx
            .update(paymentSessions)
            .set({ status })
            .where(eq(paymentSessions.id, session.id));
          if (event.type === 'failed' && order.status === 'pending') {
            await tx
              .update(orders)
              .set({ status: 'failed', updatedAt: sql`now()` })
              .where(eq(orders.id, order.id));
          }
        }
        return 'applied';
      });
      return { outcome, toClose: closed };
    },

    /**
     * The customer changed their answers and booked again: the order they left behind closes
     * now, not when its hold or session runs out, so it can no longer be paid (twice over, in
     * a tab left open) and its classroom seat goes back on sale. A paid order stays as it is.
     */
    async abandon(orderId: string): Promise<'abandoned' | 'not-found' | 'paid'> {
      // A payment the provider took but has not told us of yet (a late webhook) is applied
      // first, so a paid order is never closed as abandoned.
      await this.reconcile(orderId);
      const result = await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (!order) return { outcome: 'not-found' as const, closed: [] };
        if (order.status === 'paid') return { outcome: 'paid' as const, closed: [] };
        return { outcome: 'abandoned' as const, closed: await closeUnpaidOrders(tx, [orderId]) };
      });
      await this.closeAtProvider(result.closed);
      return result.outcome;
    },

    /**
     * Closes what was left half-way: open sessions past their expiry, seat holds past theirs
     * (the seat goes back on sale), and the unpaid classroom orders that held them.
     */
    async expireStale(): Promise<void> {
      const closed = await db.transaction(async (tx) => {
        await tx
          .update(paymentSessions)
          .set({ status: 'expired' })
          .where(
            and(eq(paymentSessions.status, 'open'), lt(paymentSessions.expiresAt, sql`now()`)),
          );
        const lapsed = and(eq(courseSeats.status, 'held'), lt(courseSeats.heldUntil, sql`now()`));
        // A hold nobody booked goes back on sale at once.
        await tx
          .update(courseSeats)
          .set({ status: 'released' })
          .where(and(lapsed, isNull(courseSeats.orderId)));
        // A booked hold's order is locked before its seat, the order applyEvent takes them in,
        // so a late payment for that very order cannot deadlock with the sweep. An order that
        // a payment holds right now is skipped: the next sweep sees how it ended.
        const due = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            inArray(
              orders.id,
              tx.select({ id: courseSeats.orderId }).from(courseSeats).where(lapsed),
            ),
          )
          .orderBy(orders.id)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return closeUnpaidOrders(
          tx,
          due.map((order) => order.id),
        );
      });
      await this.closeAtProvider(closed);
    },
  };
}

/**
 * A payment for an order that had closed unpaid (the customer changed their answers and booked
 * again, or its time ran out) is applied, since the money has moved, but never silently: staff
 * get a note naming what the candidate paid for since, as they may now have paid twice.
 */
async function flagPaidAfterClose(
  tx: Tx,
  order: typeof orders.$inferSelect,
  session: typeof paymentSessions.$inferSelect,
): Promise<void> {
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

export type PaymentsService = ReturnType<typeof createPaymentsService>;
