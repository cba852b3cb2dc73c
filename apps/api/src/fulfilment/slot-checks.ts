import { askedSlotOf, checkStep, slotDifferences } from '@site/domain/fulfilment';
import type { AskedSlot, FulfilmentStep, StepInput } from '@site/domain/fulfilment';
import { ERROR_CODES } from '@site/domain/schemas';
import { todayInLondon } from '@site/domain/validators';
import type { Executor } from '../db/client';
import { AppError } from '../errors';
import { lastDoneChangeDates } from '../repositories/change-requests-repository';
import type { OrderRow } from '../repositories/fulfilment-repository';

/**
 * What this step records, by the one stage rule (decision 017), or a 400 that names
 * each field at fault: a first confirmation, a new slot for a customer's change and a corrected
 * slot all go through it.
 */
export function checkedStepOrRefuse(
  order: Pick<OrderRow, 'kind' | 'fulfilmentReference'>,
  to: FulfilmentStep,
  input: StepInput,
) {
  const checked = checkStep({ kind: order.kind, reference: order.fulfilmentReference }, to, input, {
    today: todayInLondon(),
    now: new Date().toISOString(),
  });
  if (!checked.ok) {
    throw new AppError(400, ERROR_CODES.validation, 'Validation failed', checked.errors);
  }
  return checked;
}

/**
 * What the customer asked for: what they booked, and the dates of the last change they asked
 * for that staff made.
 */
export async function askedSlotFor(
  executor: Executor,
  order: Pick<OrderRow, 'id' | 'kind' | 'details'>,
): Promise<AskedSlot | null> {
  if (order.kind === 'card' || order.kind === 'course-online') return null;
  const later = await lastDoneChangeDates(executor, order.id);
  return askedSlotOf(order.kind, order.details as Record<string, unknown>, later);
}

/**
 * Refuses a slot far from what the customer asked (another centre, a date more than
 * FAR_SLOT_DAYS from every date they gave) unless staff said they meant it: 409, one field
 * error per difference, so the form shows them and asks for a second press. A changed slot
 * passes its `previous` one: what was confirmed already is not asked again. Answers the
 * differences staff confirmed, for the audit log.
 */
export function refuseFarSlot(
  asked: AskedSlot | null,
  slot: StepInput,
  confirmFar: boolean,
  previous?: { centre?: string; date?: string },
): string[] {
  const differences = slotDifferences(asked, slot, previous);
  if (differences.length > 0 && !confirmFar) {
    throw new AppError(
      409,
      ERROR_CODES.slotFarFromRequest,
      `This slot is far from what the customer asked for: ${differences
        .map((difference) => difference.message)
        .join('; ')}. Check it with the customer, then confirm it again.`,
      differences,
    );
  }
  return differences.map((difference) => difference.message);
}
