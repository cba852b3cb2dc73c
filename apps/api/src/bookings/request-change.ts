import { ENGLAND_AND_WALES, nationOfCentre, nationOfPostcode } from '@site/domain/calendar';
import type { Nation } from '@site/domain/calendar';
import { getCentreById, getCentreBySlug } from '@site/domain/catalogue';
import {
  confirmedDetailsSchema,
  isLateChange,
  lastFreeChangeDay,
  requestsAllowed,
  stageOf,
} from '@site/domain/fulfilment';
import { closedPreferredDates, reasonInWords } from '@site/domain/schemas';
import type { ChangeRequestInput } from '@site/domain/schemas';
import { todayInLondon } from '@site/domain/validators';
import type { Db } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { recordAudit } from '../repositories/audit-repository';
import { insertChangeRequest, openRequestOf } from '../repositories/change-requests-repository';
import { lockOrder } from '../repositories/fulfilment-repository';
import type { OrderRow } from '../repositories/fulfilment-repository';
import { bookedSlot } from '../repositories/order-list-repository';
import type { CourseDetails, TestDetails } from '../repositories/order-view';
import type { IdentifyBooking } from './identify-booking';

type SlotOrder = Pick<OrderRow, 'kind' | 'details' | 'confirmedDetails'>;

/**
 * The nation whose bank holidays close the booking's place (decision 027): a test's centre (the
 * one staff confirmed, else the one booked), a classroom course's location from the postcode at
 * the end of its address. An online course, or a place that cannot be read, is England and
 * Wales's.
 */
export function slotNationOf(order: SlotOrder): Nation {
  if (order.kind === 'test') {
    const confirmed = confirmedDetailsSchema.safeParse(order.confirmedDetails);
    const details = order.details as TestDetails;
    const centre =
      (confirmed.success && confirmed.data.kind === 'test'
        ? getCentreBySlug(confirmed.data.centre)
        : undefined) ??
      (details.centreSlug ? getCentreBySlug(details.centreSlug) : undefined) ??
      getCentreById(details.location);
    return centre ? nationOfCentre(centre) : ENGLAND_AND_WALES;
  }
  if (order.kind === 'course-offline') {
    const address = (order.details as CourseDetails).locationAddress;
    const postcode = address?.split(',').at(-1);
    return postcode ? nationOfPostcode(postcode) : ENGLAND_AND_WALES;
  }
  return ENGLAND_AND_WALES;
}

/** The free-change terms of a booking with a date: its last free day, and whether that has passed. */
export function changeTermsOf(
  order: SlotOrder,
  today: string,
): { freeUntil: string | null; late: boolean } {
  if (order.kind !== 'test' && order.kind !== 'course-offline') {
    return { freeUntil: null, late: false };
  }
  // The slot confirmed, else the one the customer asked for.
  const { date } = bookedSlot(order);
  if (!date) return { freeUntil: null, late: false };
  // Working days where the slot is: St Andrew's Day does not count for a test in Edinburgh.
  const nation = slotNationOf(order);
  return {
    freeUntil: lastFreeChangeDay(date, nation),
    late: isLateChange(date, today, nation),
  };
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
  | { outcome: 'late-not-acknowledged' }
  /** Preferred dates the booking's place is closed on, as field errors. */
  | { outcome: 'closed-dates'; errors: { field: string; message: string }[] };

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
      if (input.kind === 'change') {
        // The body named no place, so only days closed everywhere were refused; now the
        // booking's own nation's bank holidays are (decision 027).
        const errors = closedPreferredDates(input.preferredDates, slotNationOf(order));
        if (errors.length > 0) return { outcome: 'closed-dates', errors };
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
