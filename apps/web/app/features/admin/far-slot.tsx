import { useState } from 'react';
import { FAR_SLOT_DAYS, slotDifferences } from '@site/domain/fulfilment';
import type { StepInput } from '@site/domain/fulfilment';
import { ERROR_CODES } from '@site/domain/schemas';
import type { OrderDetail } from '@site/domain/schemas';
import { AdminApiError } from './admin-api';

/** What the second press is for: the slot's centre and date as they were when staff were warned. */
const keyOf = (fields: StepInput) =>
  JSON.stringify([fields.centre?.trim() ?? '', fields.date?.trim() ?? '']);

export const CONFIRM_ANYWAY = 'Confirm this slot anyway';

/**
 * A slot far from what the customer asked (another centre, a date more than FAR_SLOT_DAYS from
 * theirs) is confirmed twice: the first press shows how it differs, a second press with the same
 * centre and date sends it with `confirmFar`. Changing either shows the check again. A
 * confirmed slot being changed is `previous`: what it kept was confirmed already.
 */
export function useFarSlot(
  asked: OrderDetail['asked'],
  previous?: { centre?: string; date?: string },
) {
  const [warned, setWarned] = useState<{ key: string; messages: string[] }>();
  return {
    /** The differences to show while the slot is the one they were found for. */
    shown: (fields: StepInput) => (warned?.key === keyOf(fields) ? warned.messages : undefined),
    /**
     * Whether the slot may be sent now, and with `confirmFar`: near, or far and already
     * warned about. Far and new: shows the warning and answers `send: false`.
     */
    check(fields: StepInput): { send: boolean; confirmFar: boolean } {
      const differences = slotDifferences(asked, fields, previous);
      if (differences.length === 0) return { send: true, confirmFar: false };
      if (warned?.key === keyOf(fields)) return { send: true, confirmFar: true };
      setWarned({ key: keyOf(fields), messages: differences.map((d) => d.message) });
      return { send: false, confirmFar: false };
    },
    /** The API found the slot far (it knows what else the customer asked): warned now. */
    fromApi(fields: StepInput, error: unknown): boolean {
      if (!(error instanceof AdminApiError) || error.code !== ERROR_CODES.slotFarFromRequest) {
        return false;
      }
      setWarned({ key: keyOf(fields), messages: error.fieldErrors.map((e) => e.message) });
      return true;
    },
    clear: () => setWarned(undefined),
  };
}

/** How the slot differs from what the customer asked, and what the second press does. */
export function FarSlotWarning({ id, messages }: { id: string; messages: string[] }) {
  return (
    <div className="admin-confirm" role="alert" aria-labelledby={id}>
      <h3 id={id}>Check this slot with the customer</h3>
      <p>
        It is far from what they asked for (another centre, or more than {FAR_SLOT_DAYS} days from
        their dates):
      </p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}.</li>
        ))}
      </ul>
      <p>Press “{CONFIRM_ANYWAY}” to save it as it is, or change the centre or date.</p>
    </div>
  );
}
