import { canMove, stageOf } from '@site/domain/fulfilment';
import type { FulfilmentStep, StepInput } from '@site/domain/fulfilment';
import type { Db, Executor } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import type { EmailKind } from '../email/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import { refundIncomplete } from '../payments/refund-payments';
import { remindersAfterStep } from '../reminders/schedule';
import { openRequestOf, resolveChangeRequest } from '../repositories/change-requests-repository';
import { recordAudit } from '../repositories/audit-repository';
import { setFulfilmentStep, setRefunded } from '../repositories/fulfilment-repository';
import { addNote } from '../repositories/notes-repository';
import type { StaffIdentity } from '../repositories/staff-repository';
import { TransitionRefused, lockOrderForChange } from './lock-order';
import { refundForStep } from './refund';
import type { StepRefund } from './refund';
import { askedSlotFor, refuseFarSlot, checkedStepOrRefuse } from './slot-checks';

export interface TransitionInput extends StepInput {
  to: FulfilmentStep;
  note: string;
  emailCandidate: boolean;
  /** Refunds only: less than the total for a part refund; the total when absent. */
  amountPence?: number;
  /** A confirmation far from what the customer asked, which staff mean all the same. */
  confirmFar?: boolean;
}

/**
 * Moves an order one step, with a note, in one transaction that holds the order's row: two
 * staff pressing the same button at once get one change and one refusal. A refund asks the
 * provider while the row is held, so it is made once; the provider's own idempotency covers
 * a retry after a crash between its answer and our commit.
 */
export async function transitionOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  input: TransitionInput,
  staff: StaffIdentity,
  ip: string,
) {
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrderForChange(tx, orderId);
    const from = stageOf(order);
    if (!canMove(from, input.to)) {
      throw new TransitionRefused(`An order that is ${from} cannot be moved to ${input.to}.`);
    }
    // The one stage rule (issue 18): what this kind of order needs recorded for this step.
    const checked = checkedStepOrRefuse(order, input.to, input);
    const { reference, confirmed } = checked;
    // A slot far from what the customer asked is more often a slip than a choice: said twice.
    const farFromAsked = confirmed
      ? refuseFarSlot(await askedSlotFor(tx, order), input, input.confirmFar ?? false)
      : [];
    let refund: StepRefund | undefined;
    if (input.to === 'refunded') {
      const refunded = await refundForStep(tx, provider, { order, staff, ip }, input.amountPence);
      if (refunded.incomplete) return { incomplete: refunded.incomplete };
      refund = refunded.refund;
    }
    // A part refund leaves the order open at its stage, with what has gone back so far.
    const partRefund = refund !== undefined && !refund.whole;
    if (refund && partRefund) {
      await setRefunded(tx, orderId, { refundedPence: refund.refundedPence, refundId: refund.id });
    } else {
      await setFulfilmentStep(tx, orderId, {
        to: input.to,
        ...(reference ? { reference } : {}),
        ...(confirmed ? { confirmed } : {}),
        ...(refund ? { refund: { refundedPence: refund.refundedPence, refundId: refund.id } } : {}),
      });
      await remindersAfterStep(tx, orderId, input.to);
      await closeRequestOnStep(tx, orderId, input.to, staff.id);
    }
    const emailQueued = input.emailCandidate
      ? await enqueueEmail(tx, orderId, `order-${input.to}` as EmailKind, {
          amountPence: refund?.toPayerPence || undefined,
        })
      : false;
    await addNote(tx, {
      orderId,
      staffUserId: staff.id,
      author: staff.email,
      fromStatus: from,
      toStatus: partRefund ? from : input.to,
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
        to: partRefund ? from : input.to,
        ...(reference ? { reference } : {}),
        ...(confirmed ? { confirmed } : {}),
        ...(farFromAsked.length ? { farFromAsked } : {}),
        ...(refund
          ? {
              refundId: refund.id,
              amountPence: refund.amountPence,
              refundedPence: refund.refundedPence,
              partRefund,
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
}

const CLOSING_STEPS: ReadonlySet<FulfilmentStep> = new Set(['completed', 'cancelled', 'refunded']);

/**
 * A step that ends the booking also ends a request still open on it, so the queue never holds
 * one nobody can act on; the step's own email tells the customer what happened, in their
 * language, so the request keeps no words of its own for them.
 */
async function closeRequestOnStep(
  tx: Executor,
  orderId: string,
  step: FulfilmentStep,
  staffUserId: string,
): Promise<void> {
  if (!CLOSING_STEPS.has(step)) return;
  const open = await openRequestOf(tx, orderId);
  if (open) {
    await resolveChangeRequest(tx, open.id, { status: 'done', staffUserId, customerMessage: null });
  }
}
