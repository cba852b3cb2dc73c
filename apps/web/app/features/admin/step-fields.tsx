import { TEST_CENTRES } from '@site/domain/catalogue';
import { STEP_FIELDS, londonWallClock, stepFields } from '@site/domain/fulfilment';
import type {
  ConfirmedDetails,
  FulfilmentStep,
  StepField,
  StepInput,
} from '@site/domain/fulfilment';
import type { OrderDetail } from '@site/domain/schemas';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { FieldErrors } from '../../lib/form-validation';

const CENTRE_OPTIONS = TEST_CENTRES.map((centre) => ({
  value: centre.slug,
  label: `${centre.name}, ${centre.postcode}`,
}));

/**
 * Confirming starts from what the customer asked, for staff to check and correct: a test's
 * centre, first choice of date and time; a classroom seat's date, time and venue. An online
 * course starts empty, as only staff know its access details and assessment day.
 */
export function suggestedValues(
  order: Pick<OrderDetail, 'kind' | 'booking' | 'asked'>,
  to: FulfilmentStep,
): StepInput {
  if (to !== 'confirmed') return {};
  if (order.kind === 'test') {
    const { asked } = order;
    if (!asked) return {};
    const [date] = asked.dates;
    return {
      ...(asked.centre ? { centre: asked.centre } : {}),
      ...(date ? { date } : {}),
      ...(asked.time ? { time: asked.time } : {}),
    };
  }
  if (order.kind !== 'course-offline') return {};
  const { date, locationName, locationAddress } = order.booking;
  const starts = typeof date === 'string' ? new Date(date) : undefined;
  if (!starts || Number.isNaN(starts.getTime())) return {};
  const venue = [locationName, locationAddress].filter((v) => typeof v === 'string' && v);
  return {
    ...londonWallClock(starts),
    ...(venue.length ? { venueAddress: venue.join(', ') } : {}),
  };
}

/** What a confirmation told the customer, as the confirm form's fields: a change starts from it. */
export function confirmedValues(confirmed: ConfirmedDetails): StepInput {
  const { kind: _kind, confirmedAt: _at, sequence: _sequence, ...told } = confirmed;
  return Object.fromEntries(
    Object.entries(told).filter(
      (entry): entry is [StepField, string] =>
        (STEP_FIELDS as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

const LONG_TEXT: readonly StepField[] = ['joiningInstructions', 'accessDetails', 'venueAddress'];

/**
 * The fields one step needs for this kind of order, from the domain's stage rule (issue 18):
 * a card's CSCS reference, a test's slot, a course's joining or access details. Each field's
 * id is its name in the API after `idPrefix` (for a second form on the page), so the API's
 * field errors land on it.
 */
export function StepFields({
  order,
  to,
  values,
  onChange,
  errors,
  idPrefix = '',
}: {
  order: Pick<OrderDetail, 'kind' | 'fulfilmentReference'>;
  to: FulfilmentStep;
  values: StepInput;
  onChange: (field: StepField, value: string) => void;
  errors: FieldErrors;
  idPrefix?: string;
}) {
  const rules = stepFields(order.kind, to, Boolean(order.fulfilmentReference));
  if (rules.length === 0) return null;
  return (
    <>
      {rules.map((rule) => {
        const common = {
          id: `${idPrefix}${rule.field}`,
          label: rule.label,
          hint: rule.hint,
          value: values[rule.field] ?? '',
          onValueChange: (value: string) => onChange(rule.field, value),
          error: errors[`${idPrefix}${rule.field}`],
        };
        if (rule.field === 'centre') {
          return (
            <SelectField
              key={rule.field}
              {...common}
              options={CENTRE_OPTIONS}
              placeholder="Choose a test centre"
            />
          );
        }
        if (LONG_TEXT.includes(rule.field)) {
          return <TextareaField key={rule.field} {...common} rows={3} />;
        }
        return (
          <TextField
            key={rule.field}
            {...common}
            width={rule.field === 'date' || rule.field === 'time' ? 'short' : 'medium'}
            inputMode={rule.field === 'date' || rule.field === 'time' ? 'numeric' : undefined}
          />
        );
      })}
    </>
  );
}
