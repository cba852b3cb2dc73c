import { canMove, proposedRefund, replacingConfirmation, stageOf } from '@site/domain/fulfilment';
import type { FulfilmentStep, Stage, StepInput } from '@site/domain/fulfilment';
import type { QueuedRequest } from '@site/domain/schemas';
import type { Db, Tx } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import type { EmailKind } from '../email/outbox';
import { notFound } from '../errors';
import type { PaymentProvider } from '../payments/payment-provider';
import { refundIncomplete } from '../payments/refund-payments';
import type { StoppedRefundRun } from '../payments/refund-payments';
import { recordAudit } from '../repositories/audit-repository';
import {
  changeRequestById,
  countOpenRequests,
  lockChangeRequest,
  openRequestQueue,
  resolveChangeRequest,
} from '../repositories/change-requests-repository';
import type { ChangeRequestRow } from '../repositories/change-requests-repository';
import { setFulfilmentStep } from '../repositories/fulfilment-repository';
import type { OrderRow } from '../repositories/fulfilment-repository';
import { addNote } from '../repositories/notes-repository';
import { bookedSlot } from '../repositories/order-list-repository';
import { confirmedOf, describeOrder, referenceOf } from '../repositories/order-view';
import type { StaffIdentity } from '../repositories/staff-repository';
import { TransitionRefused, lockOrderForChange } from './lock-order';
import { checkedStepOrRefuse } from './slot-checks';
import { refundForStep } from './refund';
import { remindersAfterStep } from '../reminders/schedule';

type QueueRow = Awaited<ReturnType<typeof openRequestQueue>>[number];

function queuedRequest({ request, order, person }: QueueRow): QueuedRequest {
  return {
    id: request.id,
    kind: request.kind,
    createdAt: request.createdAt.toISOString(),
    preferredDates: request.preferredDates,
    preferredTime: (request.preferredTime as QueuedRequest['preferredTime']) ?? null,
    reason: request.reason,
    late: request.late,
    freeUntil: request.freeUntil,
    order: {
      id: order.id,
      reference: referenceOf(order.id),
      kind: order.kind,
      stage: stageOf(order),
      description: describeOrder(order),
      name: `${person.firstName} ${person.lastName}`,
      ...bookedSlot(order),
    },
  };
}

/** What the terms propose to refund if a cancellation is done now. */
function proposalFor(
  order: Pick<
    OrderRow,
    'kind' | 'status' | 'fulfilmentStatus' | 'officialFeePence' | 'totalPence' | 'refundedPence'
  >,
  request: Pick<ChangeRequestRow, 'late'>,
) {
  return proposedRefund({
    kind: order.kind,
    stage: stageOf(order),
    late: request.late,
    officialFeePence: order.officialFeePence,
    totalPence: order.totalPence,
    refundedPence: order.refundedPence,
  });
}

interface Acting {
  staff: StaffIdentity;
  ip: string;
}

/**
 * Holds the order and then the request (the customer's side holds the order too, so the two
 * never cross), and refuses a request that is no longer open or of another kind.
 */
async function lockOpenRequest(
  tx: Tx,
  requestId: string,
  kind?: ChangeRequestRow['kind'],
): Promise<{ order: OrderRow; request: ChangeRequestRow; stage: Stage }> {
  const found = await changeRequestById(tx, requestId);
  if (!found) throw notFound('The request');
  const order = await lockOrderForChange(tx, found.orderId);
  const request = await lockChangeRequest(tx, requestId);
  if (!request || request.status !== 'open') {
    throw new TransitionRefused('This request has already been dealt with.');
  }
  if (kind && request.kind !== kind) {
    throw new TransitionRefused(
      request.kind === 'change'
        ? 'This is a request for another date, not a cancellation.'
        : 'This is a cancellation, not a request for another date.',
    );
  }
  return { order, request, stage: stageOf(order) };
}

/** The request closed, its note on the order's page, its audit entry and the customer's message. */
async function closeRequest(
  tx: Tx,
  { staff, ip }: Acting,
  facts: {
    request: ChangeRequestRow;
    status: 'done' | 'declined';
    note: string;
    from: Stage;
    to: Stage;
    detail: Record<string, unknown>;
    amountPence?: number;
  },
) {
  const { request } = facts;
  await resolveChangeRequest(tx, request.id, {
    status: facts.status,
    staffUserId: staff.id,
    // Only a decline's message is written for the customer; a done request's note is staff's
    // own and stays on the order's notes below, which no customer page or message reads.
    customerMessage: facts.status === 'declined' ? facts.note : null,
  });
  const kind: EmailKind =
    facts.status === 'done' ? 'change-request-done' : 'change-request-declined';
  const emailQueued = await enqueueEmail(tx, request.orderId, kind, {
    occasion: request.id,
    ...(facts.amountPence !== undefined ? { amountPence: facts.amountPence } : {}),
  });
  await addNote(tx, {
    orderId: request.orderId,
    staffUserId: staff.id,
    author: staff.email,
    fromStatus: facts.from,
    toStatus: facts.to,
    note: facts.note,
    emailQueued,
  });
  await recordAudit(tx, {
    staffUserId: staff.id,
    actor: staff.email,
    action: facts.status === 'done' ? 'change-request-done' : 'change-request-declined',
    orderId: request.orderId,
    detail: { requestId: request.id, kind: request.kind, ...facts.detail, emailQueued },
    ip,
  });
  return emailQueued;
}

/** A new slot needs a booking to have been made or to be made now: never a closed order. */
const SLOT_STAGES: readonly Stage[] = ['paid', 'submitted', 'confirmed'];

/**
 * The back office's side of customers' requests (issue 19): the queue, an order's open request
 * with the refund the terms propose, and the three things staff do with one. Each is one
 * transaction holding the order, so two staff acting at once get one change and one refusal.
 */
export function createChangeRequestsAdmin(db: Db, provider: PaymentProvider) {
  return {
    async queue() {
      return (await openRequestQueue(db)).map(queuedRequest);
    },

    countOpen: () => countOpenRequests(db),

    /** An order's open request, and what the terms propose to refund if it is a cancel. */
    async openRequestOf(orderId: string) {
      const [row] = await openRequestQueue(db, orderId);
      if (!row) return { request: null, proposedRefund: null, refundablePence: 0 };
      return {
        request: queuedRequest(row),
        proposedRefund: row.request.kind === 'cancel' ? proposalFor(row.order, row.request) : null,
        refundablePence: Math.max(row.order.totalPence - (row.order.refundedPence ?? 0), 0),
      };
    },

    /**
     * A change done: the new slot stored as the order's confirmed details (issue 18's rule and
     * fields for the kind), the order confirmed, and the customer sent the new slot.
     */
    async recordNewSlot(requestId: string, input: StepInput & { note: string }, acting: Acting) {
      return db.transaction(async (tx) => {
        const { order, request, stage } = await lockOpenRequest(tx, requestId, 'change');
        if (!SLOT_STAGES.includes(stage)) {
          throw new TransitionRefused(`An order that is ${stage} cannot be given a new slot.`);
        }
        const checked = checkedStepOrRefuse(order, 'confirmed', input);
        // One version after the slot it replaces, so the new calendar file replaces the event.
        const confirmed = replacingConfirmation(
          confirmedOf(order.confirmedDetails),
          checked.confirmed!,
        );
        await setFulfilmentStep(tx, order.id, { to: 'confirmed', confirmed });
        // The reminder follows the new slot; the old slot's is skipped.
        await remindersAfterStep(tx, order.id, 'confirmed');
        const emailQueued = await closeRequest(tx, acting, {
          request,
          status: 'done',
          note: input.note,
          from: stage,
          to: 'confirmed',
          detail: { from: stage, to: 'confirmed', confirmed },
        });
        return { status: 'done' as const, emailQueued };
      });
    },

    /**
     * A cancellation done: the order cancelled and the amount staff chose (the terms' proposal
     * unless they changed it) refunded through the one refund use case. All of the payment
     * back closes the order as refunded.
     */
    async cancelAndRefund(
      requestId: string,
      input: { amountPence: number; note: string },
      acting: Acting,
    ) {
      const outcome = await db.transaction(async (tx) => {
        const { order, request, stage } = await lockOpenRequest(tx, requestId, 'cancel');
        if (!canMove(stage, 'cancelled')) {
          throw new TransitionRefused(`An order that is ${stage} cannot be cancelled.`);
        }
        let to: FulfilmentStep = 'cancelled';
        let refundFigures: { refundedPence: number; refundId: string | null } | undefined;
        if (input.amountPence > 0) {
          const refunded = await refundForStep(
            tx,
            provider,
            { order, staff: acting.staff, ip: acting.ip },
            input.amountPence,
          );
          if (refunded.incomplete) return { incomplete: refunded.incomplete };
          const { refund } = refunded;
          refundFigures = { refundedPence: refund.refundedPence, refundId: refund.id };
          if (refund.whole) to = 'refunded';
        }
        await setFulfilmentStep(tx, order.id, {
          to,
          ...(refundFigures ? { refund: refundFigures } : {}),
        });
        await remindersAfterStep(tx, order.id, to);
        const emailQueued = await closeRequest(tx, acting, {
          request,
          status: 'done',
          note: input.note,
          from: stage,
          to,
          amountPence: input.amountPence,
          detail: {
            from: stage,
            to,
            amountPence: input.amountPence,
            proposedPence: proposalFor(order, request).pence,
          },
        });
        return { status: 'done' as const, emailQueued, refundedPence: input.amountPence };
      });
      if ('incomplete' in outcome) throw refundIncomplete(outcome.incomplete as StoppedRefundRun);
      return outcome;
    },

    /** The request declined with a message for the customer; the booking stays as it is. */
    async decline(requestId: string, message: string, acting: Acting) {
      return db.transaction(async (tx) => {
        const { request, stage } = await lockOpenRequest(tx, requestId);
        const emailQueued = await closeRequest(tx, acting, {
          request,
          status: 'declined',
          note: message,
          from: stage,
          to: stage,
          detail: {},
        });
        return { status: 'declined' as const, emailQueued };
      });
    },
  };
}

export type ChangeRequestsAdmin = ReturnType<typeof createChangeRequestsAdmin>;
