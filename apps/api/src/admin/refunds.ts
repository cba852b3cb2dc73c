import { randomUUID } from 'node:crypto';
import { formatMoney } from '@site/domain/format';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { orderNotes, orders, paymentEvents, paymentSessions } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../errors';
import type { PaymentProvider, RefundResult } from '../payments/payment-provider';
import { recordAudit } from '../repositories/audit-repository';
import { stageOf } from '@site/domain/fulfilment';
import { lockOrderForChange, TransitionRefused } from './fulfilment';
import type { StaffIdentity } from './staff';

type OrderRow = typeof orders.$inferSelect;

/**
 * A payment that went through: the one applied to the order, or a second payment of the same
 * order that was recorded but never applied (decision 005), which bought nothing.
 */
export interface CompletedPayment {
  sessionId: string;
  amountPence: number;
  role: 'order' | 'duplicate';
  /** What has been refunded of it; null until a refund is made. */
  refundedPence: number | null;
}

/** Every completed payment of an order, oldest first, with what has been refunded of each. */
export async function completedPayments(
  executor: Executor,
  orderId: string,
): Promise<CompletedPayment[]> {
  const [sessions, events] = await Promise.all([
    executor
      .select({ id: paymentSessions.id, amountPence: paymentSessions.amountPence })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'complete')))
      .orderBy(asc(paymentSessions.createdAt), asc(paymentSessions.id)),
    executor
      .select({
        sessionId: paymentEvents.sessionId,
        type: paymentEvents.type,
        applied: paymentEvents.applied,
        amountPence: paymentEvents.amountPence,
      })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.orderId, orderId),
          inArray(paymentEvents.type, ['completed', 'refunded']),
        ),
      )
      .orderBy(asc(paymentEvents.receivedAt)),
  ]);
  const payer =
    events.find((e) => e.type === 'completed' && e.applied)?.sessionId ?? sessions[0]?.id;
  return sessions.map((session) => {
    const refunds = events.filter((e) => e.type === 'refunded' && e.sessionId === session.id);
    return {
      sessionId: session.id,
      amountPence: session.amountPence,
      role: session.id === payer ? 'order' : 'duplicate',
      refundedPence: refunds.length
        ? // A refund recorded before amounts were kept was always the whole session.
          refunds.reduce((sum, e) => sum + (e.amountPence ?? session.amountPence), 0)
        : null,
    };
  });
}

/** The order being refunded, held by the caller's transaction, and who asked. */
export interface RefundContext {
  order: OrderRow;
  payments: readonly CompletedPayment[];
  staff: StaffIdentity;
  ip: string;
}

interface RefundFailure {
  sessionId: string;
  reason: string;
}

type MadeRefund = RefundResult & { sessionId: string };

/** The refunds made, in order; when the provider refused one, that payment too (`failed`). */
export type RefundRun = { made: MadeRefund[]; failed?: undefined } | StoppedRefundRun;
type StoppedRefundRun = { made: MadeRefund[]; failed: RefundFailure };

/**
 * Asks the provider for each refund in turn and records each one, in the caller's transaction,
 * as it is made. When the provider refuses one part-way (say it was partly refunded in its
 * dashboard), the stop is recorded too (note, audit row, refunded total) and the caller commits
 * it with the refunds that went back: a retry then skips those.
 */
export async function refundPayments(
  executor: Executor,
  provider: PaymentProvider,
  { order, payments, staff, ip }: RefundContext,
  refunds: { sessionId: string; amountPence: number }[],
): Promise<RefundRun> {
  const orderId = order.id;
  const made: MadeRefund[] = [];
  for (const { sessionId, amountPence } of refunds) {
    let refund: RefundResult;
    try {
      refund = await provider.refund(sessionId, amountPence);
    } catch (error) {
      const stopped = { made, failed: { sessionId, reason: reasonOf(error) } };
      await recordIncompleteRefund(executor, order, payments, stopped, staff, ip);
      return stopped;
    }
    made.push({ ...refund, sessionId });
    await executor
      .insert(paymentEvents)
      .values({
        id: `refund_${refund.id}`,
        sessionId,
        orderId,
        type: 'refunded',
        applied: true,
        amountPence: refund.amountPence,
      })
      .onConflictDoNothing();
  }
  return { made };
}

/** The provider's own words, short: staff read them in the note and in the error. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 200 ? `${message.slice(0, 199)}…` : message;
}

/** The refunds a run made, as the audit log and the answer to staff list them. */
const refundRecords = (run: RefundRun) =>
  run.made.map((r) => ({ sessionId: r.sessionId, refundId: r.id, amountPence: r.amountPence }));

export const sumOf = (refunds: readonly RefundResult[]) =>
  refunds.reduce((sum, refund) => sum + refund.amountPence, 0);

/** The refund id kept on the order: that of the payment applied to it, once refunded. */
export function refundIdOf(
  order: OrderRow,
  payments: readonly CompletedPayment[],
  run: RefundRun,
): string | null {
  const orderPayment = payments.find((p) => p.role === 'order');
  return run.made.find((r) => r.sessionId === orderPayment?.sessionId)?.id ?? order.refundId;
}

/**
 * A refund that stopped part-way: the money that did go back is written on the order, in a
 * note and in the audit log, and the order stays at its stage for staff to try again.
 */
async function recordIncompleteRefund(
  tx: Executor,
  order: OrderRow,
  payments: readonly CompletedPayment[],
  run: StoppedRefundRun,
  staff: StaffIdentity,
  ip: string,
): Promise<void> {
  const stage = stageOf(order);
  await tx
    .update(orders)
    .set({
      refundedPence: (order.refundedPence ?? 0) + sumOf(run.made),
      refundId: refundIdOf(order, payments, run),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  const made = run.made.map((r) => `${formatMoney(r.amountPence)} of ${r.sessionId}`);
  await tx.insert(orderNotes).values({
    id: randomUUID(),
    orderId: order.id,
    staffUserId: staff.id,
    author: staff.email,
    fromStatus: stage,
    toStatus: stage,
    note:
      `Refund stopped: the payment provider did not refund ${run.failed.sessionId} ` +
      `(${run.failed.reason}). ${made.length ? `Refunded before it stopped: ${made.join(', ')}.` : 'Nothing was refunded.'}`,
  });
  await recordAudit(tx, {
    staffUserId: staff.id,
    actor: staff.email,
    action: 'refund-incomplete',
    orderId: order.id,
    detail: {
      failedSessionId: run.failed.sessionId,
      refunds: refundRecords(run),
    },
    ip,
  });
}

/** The answer to staff when the provider refused one of the refunds (after the commit). */
export function refundIncomplete({ made, failed }: StoppedRefundRun) {
  return new AppError(
    502,
    'REFUND_INCOMPLETE',
    `The payment provider did not refund ${failed.sessionId}: ${failed.reason}. ` +
      (made.length
        ? 'The refunds it did make are recorded on the order. '
        : 'Nothing was refunded. ') +
      'The order has not moved; try again.',
  );
}

/**
 * Refunds, in full, every second payment of an order (paid twice through two checkouts) and
 * leaves the order itself as it stands: the first payment bought it, the second bought nothing.
 */
export async function refundDuplicatePayments(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  input: { note: string; emailCandidate: boolean },
  staff: StaffIdentity,
  ip: string,
) {
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrderForChange(tx, orderId);
    const payments = await completedPayments(tx, orderId);
    const due = payments.filter((p) => p.role === 'duplicate' && p.refundedPence === null);
    if (due.length === 0) {
      throw new TransitionRefused('This order has no second payment left to refund.');
    }
    const run = await refundPayments(
      tx,
      provider,
      { order, payments, staff, ip },
      due.map((p) => ({ sessionId: p.sessionId, amountPence: p.amountPence })),
    );
    if (run.failed) return { incomplete: run };
    const stage = stageOf(order);
    const refundedPence = sumOf(run.made);
    await tx
      .update(orders)
      .set({ refundedPence: (order.refundedPence ?? 0) + refundedPence, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    const emailQueued = input.emailCandidate
      ? await enqueueEmail(tx, orderId, 'duplicate-payment-refunded')
      : false;
    await tx.insert(orderNotes).values({
      id: randomUUID(),
      orderId,
      staffUserId: staff.id,
      author: staff.email,
      fromStatus: stage,
      toStatus: stage,
      note: input.note,
      emailQueued,
    });
    const refunds = refundRecords(run);
    await recordAudit(tx, {
      staffUserId: staff.id,
      actor: staff.email,
      action: 'refund-duplicate',
      orderId,
      detail: { refunds, emailQueued },
      ip,
    });
    return { refunds, refundedPence, emailQueued };
  });
  if (outcome.incomplete) throw refundIncomplete(outcome.incomplete);
  return outcome;
}
