import { getCentreById, getTestType } from '@site/domain/catalogue';
import { ALLOWED, PHOTO_ID_DOCUMENTS, stageOf } from '@site/domain/fulfilment';
import { isLocale } from '@site/domain/i18n';
import type { Db } from '../db/client';
import { candidateFieldsOf } from '../repositories/candidate-repository';
import { readOrderRecord } from '../repositories/order-detail-repository';
import { confirmedOf, describeOrder, referenceOf } from '../repositories/order-view';
import type { TestDetails } from '../repositories/order-view';
import { askedSlotFor } from './slot-checks';

/** Everything about one order, including the candidate's whole NI number and birth date. */
export async function readOrderDetail(db: Db, orderId: string) {
  const record = await readOrderRecord(db, orderId);
  if (!record) return undefined;
  const { order, person, card, payments, sessions, events, notes, emails, audit } = record;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const stage = stageOf(order);
  let booking: Record<string, unknown> = order.details as Record<string, unknown>;
  if (order.kind === 'test') {
    const details = order.details as TestDetails;
    booking = {
      ...details,
      centreName: getCentreById(details.location)?.name ?? 'Unknown centre',
      testTypeName: getTestType(details.testType as never)?.name ?? details.testType,
    };
  }
  return {
    id: order.id,
    reference: referenceOf(order.id),
    kind: order.kind,
    stage,
    paymentStatus: order.status,
    description: describeOrder(order),
    locale: isLocale(order.locale) ? order.locale : 'en',
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    fulfilmentReference: order.fulfilmentReference,
    confirmed: confirmedOf(order.confirmedDetails),
    asked: await askedSlotFor(db, order),
    fulfilmentUpdatedAt: iso(order.fulfilmentUpdatedAt),
    personalDataErasedAt: iso(order.personalDataErasedAt),
    price: {
      officialFee: order.officialFeePence,
      serviceFee: order.serviceFeePence,
      total: order.totalPence,
      refunded: order.refundedPence,
    },
    refundId: order.refundId,
    booking,
    candidate: candidateFieldsOf(order, person, card),
    photoId: photoIdOf(order),
    card: card
      ? { type: card.type, applicationType: card.applicationType, trait: card.trait }
      : null,
    paymentSessions: sessions.map((s) => ({
      id: s.id,
      provider: s.provider,
      status: s.status,
      amountPence: s.amountPence,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    /** Payments that took money; a 'duplicate' bought nothing and is refunded in full. */
    payments,
    paymentEvents: events.map((e) => ({
      id: e.id,
      sessionId: e.sessionId,
      type: e.type,
      applied: e.applied,
      amountPence: e.amountPence,
      receivedAt: e.receivedAt.toISOString(),
    })),
    notes: notes.map((n) => ({
      id: n.id,
      author: n.author,
      fromStatus: n.fromStatus,
      toStatus: n.toStatus,
      note: n.note,
      reference: n.reference,
      emailQueued: n.emailQueued,
      createdAt: n.createdAt.toISOString(),
    })),
    emails: emails.map((e) => ({
      ...e,
      sentAt: iso(e.sentAt),
      dueAt: e.dueAt.toISOString(),
      createdAt: e.createdAt.toISOString(),
    })),
    audit: audit.map((a) => ({ ...a, at: a.at.toISOString() })),
    allowedTransitions: order.personalDataErasedAt ? [] : [...ALLOWED[stage]],
  };
}

/** A test's photo ID as the candidate gave it (issue 21 point 3); null when none was given. */
function photoIdOf(order: { photoIdDocument: string | null; photoIdExpiresOn: string | null }) {
  const document = PHOTO_ID_DOCUMENTS.find((known) => known === order.photoIdDocument);
  if (!document || !order.photoIdExpiresOn) return null;
  return { document, expiresOn: order.photoIdExpiresOn };
}
