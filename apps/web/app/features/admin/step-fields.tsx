import { TEST_CENTRES } from '@site/domain/catalogue';
import { londonWallClock, stepFields } from '@site/domain/fulfilment';
import type { FulfilmentStep, StepField, StepInput } from '@site/domain/fulfilment';
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
 * A classroom seat was booked for a date, time and venue: confirming starts from them, for
 * staff to check and correct. Other kinds start empty, as only staff know the slot.
 */
export function suggestedValues(
  order: Pick<OrderDetail, 'kind' | 'booking'>,
  to: FulfilmentStep,
): StepInput {
  if (order.kind !== 'course-offline' || to !== 'confirmed') return {};
  const { date, locationName, locationAddress } = order.booking;
  const starts = typeof date === 'string' ? new Date(date) : undefined;
  if (!starts || Number.isNaN(starts.getTime())) return {};
  const venue = [locationName, locationAddress].filter((v) => typeof v === 'string' && v);
  return {
    ...londonWallClock(starts),
    ...(venue.length ? { venueAddress: venue.join(', ') } : {}),
  };
}

const LONG_TEXT: readonly StepField[] = ['joiningInstructions', 'accessDetails', 'venueAddress'];

/**
 * The fields one step needs for this kind of order, from the domain's stage rule (issue 18):
 * a card's CSCS reference, a test's slot, a course's joining or access details. Each field's
 * id is its name in the API, so the API's field errors land on it.
 */
export function StepFields({
  order,
  to,
  values,
  onChange,
  errors,
}: {
  order: Pick<OrderDetail, 'kind' | 'fulfilmentReference'>;
  to: FulfilmentStep;
  values: StepInput;
  onChange: (field: StepField, value: string) => void;
  errors: FieldErrors;
}) {
  const rules = stepFields(order.kind, to, Boolean(order.fulfilmentReference));
  if (rules.length === 0) return null;
  return (
    <>
      {rules.map((rule) => {
        const common = {
          id: rule.field,
          label: rule.label,
          hint: rule.hint,
          value: values[rule.field] ?? '',
          onValueChange: (value: string) => onChange(rule.field, value),
          error: errors[rule.field],
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
