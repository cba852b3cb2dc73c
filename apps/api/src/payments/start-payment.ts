import { and, eq, gt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@site/domain/schemas';
import type { Tx } from '../db/client';
import { courseSeats, orders, paymentSessions } from '../db/schema';
import { conflict, notFound, paymentsUnavailable } from '../errors';
import { msg } from '@lingui/core/macro';
import { langOf } from '../i18n';
import { describeOrderIn } from '../i18n/order-words';
import { describeOrder } from '../repositories/order-view';
import { PaymentProviderUnavailable } from './payment-provider';
import { closeAtProvider, closeOpenSessions } from './payment-sessions';
import type { PaymentsContext } from './payment-sessions';

/** How long a checkout session stays open. */
export const SESSION_MINUTES = 30;
/** A session ends this long before the seat hold it pays for, when the hold is extended. */
const HOLD_MARGIN_MS = 2 * 60_000;
/** However often payment is restarted, a seat is never held longer than this in all. */
export const MAX_HOLD_MINUTES = 120;

export interface StartedPayment {
  sessionId: string;
  url: string;
  /** Sessions this one replaced, closed in our table; close them at the provider too. */
  replaced: string[];
}

/**
 * Opens a checkout session for an order, or hands back the one still open, so a reload
 * or a second click never opens a second charge. The order row is locked meanwhile.
 */
export async function startPayment(
  ctx: PaymentsContext,
  orderId: string,
): Promise<{ sessionId: string; url: string }> {
  const started = await ctx.db.transaction((tx) => startPaymentIn(ctx, tx, orderId));
  await closeAtProvider(ctx, started.replaced);
  return { sessionId: started.sessionId, url: started.url };
}

/**
 * startPayment inside the caller's transaction: when it throws, the caller's writes go too.
 * A session it replaces is closed here, so an order never has two sessions that can be
 * paid; the caller closes them at the provider (closeAtProvider) once committed.
 */
export async function startPaymentIn(
  ctx: PaymentsContext,
  tx: Tx,
  orderId: string,
): Promise<StartedPayment> {
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
  const earliestEnd = now + ctx.provider.minimumSessionMs;
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
  // The payment's own description is for staff (the provider's dashboard): English. The lines
  // the customer reads at the checkout are in the order's language (issue 20).
  const description = describeOrder(order);
  const lang = langOf(order.locale);
  const bought = describeOrderIn(lang, order);
  // The order row is locked, so the count is this checkout's number; a create that failed
  // left no row, so trying again is the same attempt (and the same idempotency key).
  const [{ made } = { made: 0 }] = await tx
    .select({ made: sql<number>`count(*)::int` })
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, orderId));
  let session;
  try {
    session = await ctx.provider.createCheckoutSession({
      orderId,
      locale: lang.locale,
      amountPence: order.totalPence,
      description,
      lineItems: [
        {
          name: lang.t(
            msg({
              comment: 'A line of the card payment page; {bought} says what was booked',
              message: `${bought}: official fee`,
            }),
          ),
          amountPence: order.officialFeePence,
        },
        { name: lang.t(msg`Booking service fee`), amountPence: order.serviceFeePence },
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
    provider: ctx.provider.name,
    amountPence: order.totalPence,
    url: session.url,
    expiresAt,
  });
  return {
    sessionId: session.id,
    url: session.url,
    replaced,
  };
}
