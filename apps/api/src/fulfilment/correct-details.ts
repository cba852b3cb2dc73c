import type { CandidateCorrection } from '@site/domain/schemas';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { recordAudit } from '../repositories/audit-repository';
import { readCandidateFields, writeCandidateFields } from '../repositories/candidate-repository';
import { withStoredPhone } from '../repositories/people-repository';
import type { CandidateFields } from '../repositories/candidate-repository';
import { maskTail } from '../repositories/order-view';
import type { StaffIdentity } from '../repositories/staff-repository';
import { lockOrderForChange } from './lock-order';

/**
 * The audit log is read by every member of staff and kept for years, longer than the retention
 * job keeps an order's personal data; the NI number and date of birth are what identity fraud
 * needs. So their before and after are masked there (the last characters, enough to tell which
 * typo was fixed); the order page still shows them whole, to staff who need them, audited.
 */
const MASKED: Partial<Record<keyof CandidateFields, (value: string | null) => string | null>> = {
  nationalInsuranceNumber: (value) => maskTail(value),
  dateOfBirth: (value) => (value ? `****-**-${value.slice(-2)}` : null),
};

/**
 * Staff correct the candidate's details on an order, or add the CITB testing ID or the card's
 * registration number: only the fields that differ change, in one transaction holding the
 * order, with one audit row listing each change's before and after.
 */
export async function correctCandidateDetails(
  db: Db,
  orderId: string,
  correction: CandidateCorrection,
  staff: StaffIdentity,
  ip: string,
): Promise<{ changed: string[] }> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForChange(tx, orderId);
    const { fields, hasCard } = await readCandidateFields(tx, order);
    if (correction.registrationNumber !== undefined && !hasCard) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Validation failed', [
        {
          field: 'registrationNumber',
          message: 'Only a card order has a card registration number',
        },
      ]);
    }
    const changes: Partial<CandidateFields> = {};
    const audit: Record<string, { before: string | null; after: string | null }> = {};
    // Compared as stored: '07700 900123' for a stored +447700900123 changes nothing.
    const corrected = withStoredPhone(correction);
    for (const [key, value] of Object.entries(corrected) as [keyof CandidateFields, string][]) {
      if (value === undefined || value === fields[key]) continue;
      changes[key] = value;
      const mask = MASKED[key] ?? ((v: string | null) => v);
      audit[key] = { before: mask(fields[key]), after: mask(value) };
    }
    const changed = Object.keys(changes);
    if (changed.length === 0) return { changed };
    await writeCandidateFields(tx, order, changes, hasCard);
    await recordAudit(tx, {
      staffUserId: staff.id,
      actor: staff.email,
      action: 'correct-details',
      orderId,
      detail: { changes: audit },
      ip,
    });
    return { changed };
  });
}
