import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@site/domain/schemas';
import type { Db } from '../db/client';
import { courseSeats, orders, paymentEvents, paymentSessions } from '../db/schema';
import { conflict, notFound } from '../errors';
import { enqueueEmail } from '../email/outbox';
import { describeOrder } from '../repositories/order-view';
import type { PaymentEvent, PaymentProvider } from './payment-provider';

/** How long a checkout session stays open. */
export const SESSION_MINUTES = 30;
/** A session ends this long before the seat hold it pays for, when the hold is extended. */
const HOLD_MARGIN_MS = 2 * 60_000;
/** However often payment is restarted, a seat is never held longer than this in all. */
export const MAX_HOLD_MINUTES = 120;

export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown-session';

export function createPaymentsService(db: Db, provider: PaymentProvider) {
  return {
    provider,

    /**
     * Opens a checkout session for an order, or hands back the one still open, so a reload
     * or a second click never opens a second charge. The order row is locked meanwhile.
     */
    async startPayment(orderId: string): Promise<{ sessionId: string; url: string }> {
      return db.transaction(async (tx) => {
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
        if (open) return { sessionId: open.id, url: open.url };

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
        const session = await provider.createCheckoutSession({
          orderId,
          amountPence: order.totalPence,
          description,
          lineItems: [
            { name: `${description}: official fee`, amountPence: order.officialFeePence },
            { name: 'Booking service fee', amountPence: order.serviceFeePence },
          ],
          expiresAt,
        });
        await tx.insert(paymentSessions).values({
          id: session.id,
          orderId,
          provider: provider.name,
          amountPence: order.totalPence,
          url: session.url,
          expiresAt,
        });
        return { sessionId: session.id, url: session.url };
      });
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
        const status = await retrieve(session.id).catch(() => undefined);
        if (status === 'complete' || status === 'expired') {
          const type = status === 'complete' ? 'completed' : 'expired';
          await this.applyEvent({ id: `check_${session.id}_${type}`, type, sessionId: session.id });
        }
      }
    },

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
     */
    async applyEvent(event: PaymentEvent): Promise<ApplyOutcome> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(paymentSessions)
          .where(eq(paymentSessions.id, event.sessionId))
          .for('update');
        if (!session) return 'unknown-session';
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

        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, session.orderId))
          .for('update');
        if (!order) return 'unknown-session';

        if (event.type === 'completed') {
          await tx
            .update(paymentSessions)
            .set({ status: 'complete' })
            .where(eq(paymentSessions.id, session.id));
          if (order.status !== 'paid') {
            await tx
              .update(orders)
              .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
              .where(eq(orders.id, order.id));
            await tx
              .update(courseSeats)
              .set({ status: 'sold' })
              .where(eq(courseSeats.orderId, order.id));
            // Queued in this transaction: the email exists if and only if the order is paid.
            await enqueueEmail(tx, order.id, 'order-confirmation');
          }
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
    },

    /**
     * Closes what was left half-way: open sessions past their expiry, seat holds past theirs
     * (the seat goes back on sale), and the unpaid classroom orders that held them.
     */
    async expireStale(): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(paymentSessions)
          .set({ status: 'expired' })
          .where(
            and(eq(paymentSessions.status, 'open'), lt(paymentSessions.expiresAt, sql`now()`)),
          );
        const released = await tx
          .update(courseSeats)
          .set({ status: 'released' })
          .where(and(eq(courseSeats.status, 'held'), lt(courseSeats.heldUntil, sql`now()`)))
          .returning({ orderId: courseSeats.orderId });
        const orderIds = released.flatMap((seat) => (seat.orderId ? [seat.orderId] : []));
        if (orderIds.length > 0) {
          await tx
            .update(orders)
            .set({ status: 'expired', updatedAt: sql`now()` })
            .where(
              and(inArray(orders.id, orderIds), inArray(orders.status, ['pending', 'failed'])),
            );
        }
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
