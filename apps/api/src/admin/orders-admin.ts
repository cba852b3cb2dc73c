import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderNotes, orders } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import type { EmailKind } from '../email/outbox';
import { AppError, notFound } from '../errors';
import type { PaymentProvider } from '../payments/payment-provider';
import { recordAudit } from '../repositories/audit-repository';
import {
  completedPayments,
  refundDuplicatePayments,
  refundIdOf,
  refundIncomplete,
  refundPayments,
  sumOf,
} from './refunds';
import { canMove, stageOf } from '@site/domain/fulfilment';
import type { FulfilmentStep } from '@site/domain/fulfilment';
import type { OrderFilters } from '@site/domain/schemas';
import { lockOrderForChange, TransitionRefused } from './fulfilment';
import type { StaffIdentity } from './staff';
import { exportOrdersCsv, listOrders } from './order-list';
import { readOrderDetail } from './order-detail';

export interface TransitionInput {
  to: FulfilmentStep;
  note: string;
  reference?: string;
  emailCandidate: boolean;
  /** Refunds only: less than the total for a part refund; the total when absent. */
  amountPence?: number;
}

/**
 * The back office's order use cases: the list and export (order-list.ts), one order in full
 * (order-detail.ts), and here the changes staff make: fulfilment steps, refunds and notes.
 */
export function createOrdersAdmin(db: Db, provider: PaymentProvider) {
  return {
    list: (filters: OrderFilters, page: number, pageSize: number) =>
      listOrders(db, filters, page, pageSize),
    exportCsv: (filters: OrderFilters, sensitive: boolean) =>
      exportOrdersCsv(db, filters, sensitive),
    /** Everything about one order, including the candidate's whole NI number and birth date. */
    detail: (orderId: string) => readOrderDetail(db, orderId),

    /**
     * Moves an order one step, with a note, in one transaction that holds the order's row: two
     * staff pressing the same button at once get one change and one refusal. A refund asks the
     * provider while the row is held, so it is made once; the provider's own idempotency covers
     * a retry after a crash between its answer and our commit.
     */
    async transition(orderId: string, input: TransitionInput, staff: StaffIdentity, ip: string) {
      const outcome = await db.transaction(async (tx) => {
        const order = await lockOrderForChange(tx, orderId);
        const from = stageOf(order);
        if (!canMove(from, input.to)) {
          throw new TransitionRefused(`An order that is ${from} cannot be moved to ${input.to}.`);
        }
        const reference = input.reference?.trim() || undefined;
        if (input.to === 'submitted' && !reference) {
          throw new AppError(400, 'VALIDATION_FAILED', 'Validation failed', [
            { field: 'reference', message: 'Enter the CITB or CSCS reference' },
          ]);
        }
        /**
         * This run's money (`amountPence`, for the audit), the order's refunded total after it,
         * and what has gone back of the payment the order was bought with (`toPayerPence`, for
         * the email, which speaks of that card: second payments have their own).
         */
        let refund:
          | { id: string | null; amountPence: number; refundedPence: number; toPayerPence: number }
          | undefined;
        if (input.to === 'refunded') {
          const amount = input.amountPence ?? order.totalPence;
          if (amount < 1 || amount > order.totalPence) {
            throw new AppError(400, 'VALIDATION_FAILED', 'Validation failed', [
              { field: 'amountPence', message: 'The refund must be between 1p and the total paid' },
            ]);
          }
          // Every completed payment took money. The one applied to the order is refunded the
          // amount asked; any other (a second payment, never applied) in full, since nothing was
          // sold for it. Payments already refunded (by an earlier, part-way attempt, or the
          // duplicate action) are skipped.
          const payments = await completedPayments(tx, orderId);
          if (payments.length === 0) {
            throw new TransitionRefused('There is no completed payment to refund.');
          }
          const run = await refundPayments(
            tx,
            provider,
            { order, payments, staff, ip },
            payments
              .filter((p) => p.refundedPence === null)
              .sort((a, b) => (a.role === 'order' ? -1 : b.role === 'order' ? 1 : 0))
              .map((p) => ({
                sessionId: p.sessionId,
                amountPence: p.role === 'order' ? amount : p.amountPence,
              })),
          );
          if (run.failed) return { incomplete: run };
          const payer = payments.find((p) => p.role === 'order');
          const amountPence = sumOf(run.made);
          refund = {
            id: refundIdOf(order, payments, run),
            amountPence,
            refundedPence: (order.refundedPence ?? 0) + amountPence,
            toPayerPence:
              (payer?.refundedPence ?? 0) +
              sumOf(run.made.filter((made) => made.sessionId === payer?.sessionId)),
          };
        }
        await tx
          .update(orders)
          .set({
            fulfilmentStatus: input.to,
            fulfilmentUpdatedAt: sql`now()`,
            updatedAt: sql`now()`,
            ...(reference && input.to === 'submitted' ? { fulfilmentReference: reference } : {}),
            ...(refund ? { refundedPence: refund.refundedPence, refundId: refund.id } : {}),
          })
          .where(eq(orders.id, orderId));
        const emailQueued = input.emailCandidate
          ? await enqueueEmail(tx, orderId, `order-${input.to}` as EmailKind, {
              amountPence: refund?.toPayerPence || undefined,
            })
          : false;
        await tx.insert(orderNotes).values({
          id: randomUUID(),
          orderId,
          staffUserId: staff.id,
          author: staff.email,
          fromStatus: from,
          toStatus: input.to,
          note: input.note,
          reference: reference ?? null,
          emailQueued,
        });
        await recordAudit(tx, {
          staffUserId: staff.id,
          actor: staff.email,
          action: input.to === 'refunded' ? 'refund' : 'transition',
          orderId,
          detail: {
            from,
            to: input.to,
            ...(reference ? { reference } : {}),
            ...(refund
              ? {
                  refundId: refund.id,
                  amountPence: refund.amountPence,
                  refundedPence: refund.refundedPence,
                }
              : {}),
            emailQueued,
          },
          ip,
        });
        return { from, to: input.to, emailQueued, refund };
      });
      if (outcome.incomplete) throw refundIncomplete(outcome.incomplete);
      return outcome;
    },

    refundDuplicates(
      orderId: string,
      input: { note: string; emailCandidate: boolean },
      staff: StaffIdentity,
      ip: string,
    ) {
      return refundDuplicatePayments(db, provider, orderId, input, staff, ip);
    },

    async addNote(orderId: string, note: string, staff: StaffIdentity, ip: string) {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (!order) throw notFound('The order');
        await tx.insert(orderNotes).values({
          id: randomUUID(),
          orderId,
          staffUserId: staff.id,
          author: staff.email,
          note,
        });
        await recordAudit(tx, {
          staffUserId: staff.id,
          actor: staff.email,
          action: 'add-note',
          orderId,
          ip,
        });
      });
    },
  };
}

export type OrdersAdmin = ReturnType<typeof createOrdersAdmin>;
