import { isLateChange, lastFreeChangeDay, requestsAllowed, stageOf } from '@site/domain/fulfilment';
import { reasonInWords } from '@site/domain/schemas';
import type { ChangeRequestInput } from '@site/domain/schemas';
import { todayInLondon } from '@site/domain/validators';
import type { Db } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { recordAudit } from '../repositories/audit-repository';
import { insertChangeRequest, openRequestOf } from '../repositories/change-requests-repository';
import { lockOrder } from '../repositories/fulfilment-repository';
import type { OrderRow } from '../repositories/fulfilment-repository';
import { bookedSlot } from '../repositories/order-list-repository';
import type { IdentifyBooking } from './identify-booking';

/** The free-change terms of a booking with a date: its last free day, and whether that has passed. */
export function changeTermsOf(
  order: Pick<OrderRow, 'kind' | 'details' | 'confirmedDetails'>,
  today: string,
): { freeUntil: string | null; late: boolean } {
  if (order.kind !== 'test' && order.kind !== 'course-offline') {
    return { freeUntil: null, late: false };
  }
  // The slot confirmed, else the one the customer asked for.
  const { date } = bookedSlot(order);
  if (!date) return { freeUntil: null, late: false };
  return { freeUntil: lastFreeChangeDay(date), late: isLateChange(date, today) };
}

export type RequestOutcome =
  | {
      outcome: 'created';
      request: {
        id: string;
        kind: 'change' | 'cancel';
        status: 'open';
        late: boolean;
        freeUntil: string | null;
        createdAt: string;
      };
    }
  | { outcome: 'not-found' }
  | { outcome: 'too-many'; msLeft: number }
  | { outcome: 'not-allowed' }
  | { outcome: 'already-open' }
  | { outcome: 'late-not-acknowledged' };

/**
 * A customer asks, from the booking's status page, for another date or to cancel (issue 19).
 * The request, its audit entry and the email (and text) saying it arrived are written in one
 * transaction that holds the order, so a request exists exactly when the customer is told.
 */
export function createRequestChange(db: Db, identifyBooking: IdentifyBooking) {
  return async function requestChange(
    input: ChangeRequestInput,
    ip: string,
  ): Promise<RequestOutcome> {
    const identified = await identifyBooking(input);
    if (identified.outcome !== 'found') return identified;
    const { orderId } = identified;
    return db.transaction(async (tx): Promise<RequestOutcome> => {
      const order = await lockOrder(tx, orderId);
      if (!order) return { outcome: 'not-found' };
      const open = await openRequestOf(tx, orderId);
      if (open) return { outcome: 'already-open' };
      if (!requestsAllowed(order.kind, stageOf(order), false)[input.kind]) {
        return { outcome: 'not-allowed' };
      }
      const { freeUntil, late } = changeTermsOf(order, todayInLondon());
      if (late && !input.lateAcknowledged) return { outcome: 'late-not-acknowledged' };
      const change = input.kind === 'change';
      const request = await insertChangeRequest(tx, {
        orderId,
        kind: input.kind,
        preferredDates: change ? input.preferredDates : [],
        preferredTime: change ? (input.preferredTime ?? null) : null,
        reason: reasonInWords(change ? input.reason : undefined, input.reasonText),
        freeUntil,
        late,
      });
      // The unique index saw another request opened in the meantime.
      if (!request) return { outcome: 'already-open' };
      await recordAudit(tx, {
        actor: 'customer',
        action: 'change-request',
        orderId,
        detail: { requestId: request.id, kind: request.kind, late, freeUntil },
        ip,
      });
      await enqueueEmail(tx, orderId, 'change-request-received', { occasion: request.id });
      return {
        outcome: 'created',
        request: {
          id: request.id,
          kind: request.kind,
          status: 'open',
          late,
          freeUntil,
          createdAt: request.createdAt.toISOString(),
        },
      };
    });
  };
}

export type RequestChange = ReturnType<typeof createRequestChange>;
