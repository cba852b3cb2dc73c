import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { paymentSessions } from '../db/schema';
import { recordAfterPayment } from './after-payment';
import { applyEvent, settleEvent } from './apply-event';
import type { ApplyOptions } from './apply-event';
import type { AfterPaymentEvent, PaymentEvent, PaymentProvider } from './payment-provider';
import { closeAtProvider } from './payment-sessions';
import { reconcile } from './reconcile';
import { startPayment, startPaymentIn } from './start-payment';
import { abandon, expireStale } from './sweep';

/**
 * The payment use cases bound to the database and the provider, as `app.payments`: one verb a
 * file (start-payment, apply-event with apply-completed, reconcile, sweep, after-payment).
 */
export function createPaymentsService(
  db: Db,
  provider: PaymentProvider,
  onPaymentApplied?: () => void,
) {
  const ctx = { db, provider, onPaymentApplied };
  return {
    provider,
    startPayment: (orderId: string) => startPayment(ctx, orderId),
    startPaymentIn: (tx: Tx, orderId: string) => startPaymentIn(ctx, tx, orderId),
    closeAtProvider: (sessionIds: string[]) => closeAtProvider(ctx, sessionIds),
    reconcile: (orderId: string) => reconcile(ctx, orderId),
    /** A refund or dispute the provider reports, recorded on its order for staff (once). */
    recordAfterPayment: (event: AfterPaymentEvent) => recordAfterPayment(db, provider, event),
    async findSession(sessionId: string) {
      const [session] = await db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.id, sessionId));
      return session;
    },
    applyEvent: (event: PaymentEvent, options?: ApplyOptions) => applyEvent(ctx, event, options),
    settleEvent: (event: PaymentEvent, options?: ApplyOptions) => settleEvent(ctx, event, options),
    abandon: (orderId: string) => abandon(ctx, orderId),
    expireStale: () => expireStale(ctx),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
