import { formatMoney } from '@site/domain/format';
import { stageOf } from '@site/domain/fulfilment';
import type { Executor } from '../db/client';
import { AppError } from '../errors';
import { recordAudit } from '../repositories/audit-repository';
import type { OrderRow } from '../repositories/fulfilment-repository';
import { setRefunded } from '../repositories/fulfilment-repository';
import { addNote } from '../repositories/notes-repository';
import type { CompletedPayment } from '../repositories/refunds-repository';
import { recordRefundEvent } from '../repositories/refunds-repository';
import type { StaffIdentity } from '../repositories/staff-repository';
import type { PaymentProvider, RefundResult } from './payment-provider';

/**
 * The one refund use case (issue 17): every refund, a fulfilment step's or a second payment's,
 * goes through `refundPayments`. Like Medusa's payment module, each refund is two named steps:
 * the provider step (`refundFromProvider`) moves the money, the database step (`recordRefund`)
 * writes it as a payment event; the caller's transaction holds the order meanwhile.
 */

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
export type StoppedRefundRun = { made: MadeRefund[]; failed: RefundFailure };

/** The provider step: the money goes back (the provider's idempotency covers a retry). */
export function refundFromProvider(
  provider: PaymentProvider,
  { sessionId, amountPence, refundedBeforePence = 0 }: RefundRequest,
): Promise<RefundResult> {
  return provider.refund(sessionId, amountPence, refundedBeforePence);
}

/** One refund to make: of a session, an amount, after what went back of it before. */
export interface RefundRequest {
  sessionId: string;
  amountPence: number;
  refundedBeforePence?: number;
}

/** The database step: the refund the provider made, recorded on its payment. */
export function recordRefund(executor: Executor, orderId: string, refund: MadeRefund) {
  return recordRefundEvent(executor, {
    id: refund.id,
    sessionId: refund.sessionId,
    orderId,
    amountPence: refund.amountPence,
  });
}

/**
 * Asks the provider for each refund in turn and records each one, in the caller's transaction,
 * as it is made. When the provider refuses one part-way (say it was partly refunded in its
 * dashboard), the stop is recorded too (note, audit row, refunded total) and the caller commits
 * it with the refunds that went back: a retry then skips those.
 */
export async function refundPayments(
  executor: Executor,
  provider: PaymentProvider,
  context: RefundContext,
  refunds: RefundRequest[],
): Promise<RefundRun> {
  const made: MadeRefund[] = [];
  for (const request of refunds) {
    const { sessionId } = request;
    let refund: MadeRefund;
    try {
      refund = { ...(await refundFromProvider(provider, request)), sessionId };
    } catch (error) {
      const stopped = { made, failed: { sessionId, reason: reasonOf(error) } };
      await recordIncompleteRefund(executor, context, stopped);
      return stopped;
    }
    made.push(refund);
    await recordRefund(executor, context.order.id, refund);
  }
  return { made };
}

/** The provider's own words, short: staff read them in the note and in the error. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 200 ? `${message.slice(0, 199)}…` : message;
}

/** The refunds a run made, as the audit log and the answer to staff list them. */
export const refundRecords = (run: RefundRun) =>
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
  { order, payments, staff, ip }: RefundContext,
  run: StoppedRefundRun,
): Promise<void> {
  const stage = stageOf(order);
  await setRefunded(tx, order.id, {
    refundedPence: (order.refundedPence ?? 0) + sumOf(run.made),
    refundId: refundIdOf(order, payments, run),
  });
  const made = run.made.map((r) => `${formatMoney(r.amountPence)} of ${r.sessionId}`);
  await addNote(tx, {
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
