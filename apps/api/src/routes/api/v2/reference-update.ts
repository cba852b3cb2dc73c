import { ERROR_CODES } from '@site/domain/schemas';
import { conflict, notFound } from '../../../errors';
import type { ReferenceUpdate } from '../../../repositories/order-references';

/** PATCH /order and PATCH /card: 404 for no such order or card, 409 for a kept reference. */
export function refuseUnlessUpdated(outcome: ReferenceUpdate, what: string): void {
  if (outcome === 'not-found') throw notFound(what);
  if (outcome !== 'updated') {
    throw conflict(
      ERROR_CODES.conflict,
      `This order is paid and already has a ${outcome.alreadySet}. To change it, contact us and quote your reference.`,
    );
  }
}
