import { formatMoney } from '@site/domain/format';
import { stageOf } from '@site/domain/fulfilment';
import type { Db, Executor } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../errors';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  refundIdOf,
  refundIncomplete,
  refundPayments,
  refundRecords,
  sumOf,
} from '../payments/refund-payments';
import type { StoppedRefundRun } from '../payments/refund-payments';
import { recordAudit } from '../repositories/audit-repository';
import { setRefunded } from '../repositories/fulfilment-repository';
import type { OrderRow } from '../repositories/fulfilment-repository';
import { addNote } from '../repositories/notes-repository';
import { completedPayments } from '../repositories/refunds-repository';
import type { StaffIdentity } from '../repositories/staff-repository';
import { TransitionRefused, lockOrderForChange } from './lock-order';

/**
 * This run's money (`amountPence`, for the audit), the order's refunded total after it, what
 * has gone back of the payment the order was bought with (`toPayerPence`, for the email, which
 * speaks of that card: second payments have their own), and whether that is all of it
 * (`whole`: only then is the order closed as refunded).
 */
export interface StepRefund {
  id: string | null;
  amountPence: number;
  refundedPence: number;
  toPayerPence: number;
  whole: boolean;
}

/**
 * The refund of the 'refunded' step, in the caller's transaction that holds the order: every
 * completed payment took money. The one applied to the order is refunded the amount asked (at
 * most what is left of it after earlier part refunds; all that is left when none is asked); any
 * other (a second payment, never applied) in full, since nothing was sold for it. Second
 * payments already refunded (by an earlier, part-way attempt, or the duplicate action) are
 * skipped.
 */
export async function refundForStep(
  tx: Executor,
  provider: PaymentProvider,
  { order, staff, ip }: { order: OrderRow; staff: StaffIdentity; ip: string },
  amountAsked: number | undefined,
): Promise<{ refund: StepRefund; incomplete?: undefined } | { incomplete: StoppedRefundRun }> {
  const payments = await completedPayments(tx, order.id);
  const payer = payments.find((p) => p.role === 'order');
  const refundedBeforePence = payer?.refundedPence ?? 0;
  const left = Math.max(order.totalPence - refundedBeforePence, 0);
  if (amountAsked !== undefined && (amountAsked < 1 || amountAsked > left)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Validation failed', [
      {
        field: 'amountPence',
        message:
          left === order.totalPence
            ? 'The refund must be between 1p and the total paid'
            : `The refund must be between 1p and ${formatMoney(left)}, what is left to refund`,
      },
    ]);
  }
  if (payments.length === 0) {
    throw new TransitionRefused('There is no completed payment to refund.');
  }
  const amount = amountAsked ?? left;
  const run = await refundPayments(tx, provider, { order, payments, staff, ip }, [
    ...(payer && amount > 0
      ? [{ sessionId: payer.sessionId, amountPence: amount, refundedBeforePence }]
      : []),
    ...payments
      .filter((p) => p.role === 'duplicate' && p.refundedPence === null)
      .map((p) => ({ sessionId: p.sessionId, amountPence: p.amountPence })),
  ]);
  if (run.failed) return { incomplete: run };
  const amountPence = sumOf(run.made);
  const toPayerPence =
    refundedBeforePence + sumOf(run.made.filter((made) => made.sessionId === payer?.sessionId));
  return {
    refund: {
      id: refundIdOf(order, payments, run),
      amountPence,
      refundedPence: (order.refundedPence ?? 0) + amountPence,
      toPayerPence,
      whole: !payer || toPayerPence >= order.totalPence,
    },
  };
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
    await setRefunded(tx, orderId, { refundedPence: (order.refundedPence ?? 0) + refundedPence });
    const emailQueued = input.emailCandidate
      ? await enqueueEmail(tx, orderId, 'duplicate-payment-refunded')
      : false;
    await addNote(tx, {
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
