import { formatLongDate, formatMoney } from '../format';
import type { OrderKind, RequestKind } from './customer-requests';
import type { Stage } from './steps';

/*
 * What the terms say a change or cancellation costs (issue 19), in one place: the words the
 * customer reads before asking and in the emails, and the refund staff are offered when they
 * cancel. Staff decide; these say what the terms propose.
 */

/** The booked item's fee in words: a test's is CITB's, a course's the provider's. */
function feeWords(kind: OrderKind): string {
  return kind === 'test' ? 'the official test fee' : 'the course fee';
}

/** "Free: you are asking before the end of Monday 7 December 2026." or what a late one costs. */
export function requestCostWords(
  orderKind: OrderKind,
  requestKind: RequestKind,
  terms: { late: boolean; freeUntil: string | null },
): string {
  if (!terms.freeUntil) {
    return requestKind === 'cancel'
      ? 'Free: nothing has been booked for a date yet, so you get back what you paid for what has not been provided.'
      : 'Free: you are asking before a date has been booked.';
  }
  const day = formatLongDate(terms.freeUntil);
  if (!terms.late) return `Free: you are asking before the end of ${day}.`;
  const keeper = orderKind === 'test' ? 'CITB keeps' : 'The course provider keeps';
  return requestKind === 'change'
    ? `Late: the last free day was ${day}. ${keeper} ${feeWords(orderKind)}, so moving it means paying ${feeWords(orderKind)} again.`
    : `Late: the last free day was ${day}. ${keeper} ${feeWords(orderKind)}, so a late cancellation gets no refund.`;
}

export interface RefundFacts {
  kind: OrderKind;
  stage: Stage;
  late: boolean;
  officialFeePence: number;
  totalPence: number;
  refundedPence: number | null;
}

export interface ProposedRefund {
  pence: number;
  /** Why, in words staff can read out to the customer. */
  reason: string;
}

/**
 * The refund the terms propose for a cancellation, never more than is left of the payment:
 * before we have booked anything (or sent a card to CSCS, or an online course's access),
 * everything; a test or classroom course cancelled in time, the official fee, which CITB or the
 * provider gives back (our service fee paid for the booking we made); a late one, nothing.
 */
export function proposedRefund(facts: RefundFacts): ProposedRefund {
  const left = Math.max(facts.totalPence - (facts.refundedPence ?? 0), 0);
  const upTo = (pence: number, reason: string) => ({ pence: Math.min(pence, left), reason });
  if (facts.stage === 'paid') {
    return upTo(left, 'Nothing has been booked or sent yet: everything paid is refunded.');
  }
  if (facts.kind === 'card') {
    return upTo(0, 'The application has gone to CSCS: it cannot be refunded.');
  }
  if (facts.kind === 'course-online') {
    return facts.stage === 'submitted'
      ? upTo(left, 'The access details have not been sent: everything paid is refunded.')
      : upTo(0, 'The access details have been sent: the course has been provided.');
  }
  if (facts.late) {
    return upTo(0, 'A late cancellation: the official fee is kept, so nothing is refunded.');
  }
  return upTo(
    facts.officialFeePence,
    `Cancelled in time: the official fee (${formatMoney(facts.officialFeePence)}) is refunded; our service fee paid for the booking we made.`,
  );
}
