import { STEP_FIELDS, replacingConfirmation, stageOf } from '@site/domain/fulfilment';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import type { SlotCorrectionBody } from '@site/domain/schemas';
import type { Db } from '../db/client';
import { enqueueEmail } from '../email/outbox';
import { remindersAfterStep } from '../reminders/schedule';
import { recordAudit } from '../repositories/audit-repository';
import { setFulfilmentStep } from '../repositories/fulfilment-repository';
import { addNote } from '../repositories/notes-repository';
import { confirmedOf } from '../repositories/order-view';
import type { StaffIdentity } from '../repositories/staff-repository';
import { TransitionRefused, lockOrderForChange } from './lock-order';
import { askedSlotFor, refuseFarSlot, checkedStepOrRefuse } from './slot-checks';

export type SlotCorrection = Required<Pick<SlotCorrectionBody, 'note'>> &
  Omit<SlotCorrectionBody, 'note'>;

/** What the confirmation says, field by field; the centre's name and address follow its slug. */
const TOLD: readonly string[] = STEP_FIELDS.filter((field) => field !== 'reference');

function changesBetween(before: ConfirmedDetails, after: ConfirmedDetails) {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of TOLD) {
    if ((was[field] ?? null) !== (now[field] ?? null)) {
      changes[field] = { before: was[field] ?? null, after: now[field] ?? null };
    }
  }
  return changes;
}

/**
 * Staff change a confirmed booking's slot (a time typed wrong, the centre moved the test): the
 * same stage rule as confirming it, closed days and the far-slot check included, in one
 * transaction holding the order. The new confirmation is one version later (its calendar file
 * replaces the old event), the day-before reminder follows it, the customer is emailed and
 * texted the new slot, and the audit log keeps each field's before and after.
 */
export async function correctConfirmedSlot(
  db: Db,
  orderId: string,
  input: SlotCorrection,
  staff: StaffIdentity,
  ip: string,
): Promise<{ changed: string[]; sequence: number; emailQueued: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForChange(tx, orderId);
    const stage = stageOf(order);
    if (stage !== 'confirmed') {
      throw new TransitionRefused(
        `Only a confirmed booking's slot can be changed. This order is ${stage}.`,
      );
    }
    const previous = confirmedOf(order.confirmedDetails);
    if (!previous || previous.kind === 'card') {
      throw new TransitionRefused(
        'This order has no confirmed slot recorded to change. Tell the customer by hand.',
      );
    }
    const checked = checkedStepOrRefuse(order, 'confirmed', input);
    const changes = changesBetween(previous, checked.confirmed!);
    const changed = Object.keys(changes);
    if (changed.length === 0) {
      return { changed, sequence: previous.sequence ?? 0, emailQueued: false };
    }
    const farFromAsked = refuseFarSlot(
      await askedSlotFor(tx, order),
      input,
      input.confirmFar ?? false,
      { centre: 'centre' in previous ? previous.centre : undefined, date: previous.date },
    );
    const confirmed = replacingConfirmation(previous, checked.confirmed!);
    const sequence = confirmed.sequence ?? 0;
    await setFulfilmentStep(tx, orderId, { to: 'confirmed', confirmed });
    // The reminder follows the new slot; the old slot's is skipped.
    await remindersAfterStep(tx, orderId, 'confirmed');
    // Each version of the slot is its own message, so a second change is told too.
    const emailQueued = await enqueueEmail(tx, orderId, 'order-changed', {
      occasion: `v${sequence}`,
    });
    await addNote(tx, {
      orderId,
      staffUserId: staff.id,
      author: staff.email,
      fromStatus: stage,
      toStatus: stage,
      note: input.note,
      emailQueued,
    });
    await recordAudit(tx, {
      staffUserId: staff.id,
      actor: staff.email,
      action: 'correct-slot',
      orderId,
      detail: {
        changes,
        sequence,
        ...(farFromAsked.length ? { farFromAsked } : {}),
        emailQueued,
      },
      ip,
    });
    return { changed, sequence, emailQueued };
  });
}
