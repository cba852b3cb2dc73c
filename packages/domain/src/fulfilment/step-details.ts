import { z } from 'zod';
import { getCentreBySlug } from '../catalogue';
import { isRealIsoDate } from '../validators';
import type { ConfirmedDetails } from './confirmed-details';
import { closedDayMessage } from './slot-rules';
import type { FulfilmentStep } from './steps';

/**
 * What staff must record for each kind of order at each step (issue 18), and what the customer
 * is then told. One pure rule, used by the API to refuse a step and by the back office's form
 * to ask for exactly these fields.
 */
export const STEP_FIELDS = [
  'reference',
  'centre',
  'date',
  'time',
  'bookingReference',
  'venueAddress',
  'joiningInstructions',
  'accessDetails',
] as const;
export type StepField = (typeof STEP_FIELDS)[number];

export interface StepFieldRule {
  field: StepField;
  required: boolean;
  label: string;
  hint?: string;
}

/** What staff type, before the rule knows the order's kind: every field optional. */
export type StepInput = Partial<Record<StepField, string>>;

/** The four kinds of order, one confirmation shape each. */
type OrderKind = ConfirmedDetails['kind'];

/** The most characters staff may type in each field (the texts bound them further: sms/text-parts). */
export const STEP_FIELD_LIMITS: Record<StepField, number> = {
  reference: 100,
  centre: 100,
  date: 10,
  time: 5,
  bookingReference: 100,
  venueAddress: 300,
  joiningInstructions: 2000,
  accessDetails: 2000,
};

/** Words that stand in for a fact; never shown to a customer as if they were one. */
const PLACEHOLDER =
  /^(n\s*\/?\s*a|not applicable|none|nil|null|tbc|tba|to be (confirmed|advised)|unknown|pending|same|see (note|above|below)|x+|-+|\.+|\?+|0+)$/i;

export const STEP_MESSAGES = {
  submittedReference: 'Enter the CSCS application reference',
  centre: 'Choose the test centre',
  date: 'Enter the date, like 2026-12-15',
  datePast: 'The date must be today or later',
  time: 'Enter the time, like 09:30',
  venueAddress: 'Enter the venue address',
  joiningInstructions: 'Enter the joining instructions',
  accessDetails: 'Enter the link or the login instructions',
  cardReference: 'Enter the CSCS application reference before confirming',
  placeholder: 'Enter the real details: the customer sees exactly what you type here',
  tooLong: (max: number) => `Use ${max} characters or fewer`,
} as const;

/** A 24-hour time, with or without the hour's leading zero: '09:30' or '9:30'. */
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** A time as it is stored and told: '9:30' becomes '09:30'. */
export const normaliseTime = (value: string) => value.trim().padStart(5, '0');

/**
 * The shape of each field in the request: trimmed, bounded, and never a placeholder. Whether a
 * field is needed depends on the order, so that is checked by `checkStep`.
 */
export const stepFieldSchema = (field: StepField) =>
  z
    .string()
    .trim()
    .max(STEP_FIELD_LIMITS[field], STEP_MESSAGES.tooLong(STEP_FIELD_LIMITS[field]))
    .refine((value) => !PLACEHOLDER.test(value), STEP_MESSAGES.placeholder)
    .optional();

/** The fields a step asks for, for one kind of order; `hasReference` is the order's own. */
export function stepFields(
  kind: OrderKind,
  to: FulfilmentStep,
  hasReference = false,
): readonly StepFieldRule[] {
  if (to === 'submitted') {
    if (kind === 'card') {
      return [
        {
          field: 'reference',
          required: true,
          label: 'CSCS application reference',
          hint: 'The reference CSCS gave when the application was sent.',
        },
      ];
    }
    if (kind === 'test') {
      return [
        {
          field: 'reference',
          required: false,
          label: 'CITB or Pearson VUE reference (optional)',
          hint: 'Leave empty if there is none yet.',
        },
      ];
    }
    if (kind === 'course-offline') {
      return [
        { field: 'reference', required: false, label: 'Course provider reference (optional)' },
      ];
    }
    return [];
  }
  if (to !== 'confirmed') return [];
  if (kind === 'test') {
    return [
      { field: 'centre', required: true, label: 'Test centre' },
      { field: 'date', required: true, label: 'Test date', hint: 'For example, 2026-12-15.' },
      {
        field: 'time',
        required: true,
        label: 'Test time',
        hint: '24-hour clock, like 09:30 or 9:30.',
      },
      {
        field: 'bookingReference',
        required: false,
        label: 'Pearson VUE or CITB booking reference (optional)',
      },
    ];
  }
  if (kind === 'course-offline') {
    return [
      { field: 'date', required: true, label: 'Course date', hint: 'For example, 2026-12-15.' },
      {
        field: 'time',
        required: true,
        label: 'Start time',
        hint: '24-hour clock, like 09:00 or 9:00.',
      },
      { field: 'venueAddress', required: true, label: 'Venue address', hint: 'With the postcode.' },
      {
        field: 'joiningInstructions',
        required: true,
        label: 'Joining instructions',
        hint: 'Where to go on arrival, parking, what to bring. The customer sees this as written.',
      },
    ];
  }
  if (kind === 'course-online') {
    return [
      {
        field: 'accessDetails',
        required: true,
        label: 'Access details',
        hint: 'The link to the course and how to log in. The customer sees this as written.',
      },
      {
        field: 'date',
        required: true,
        label: 'Final assessment date',
        hint: 'For example, 2026-12-15.',
      },
    ];
  }
  return hasReference
    ? []
    : [{ field: 'reference', required: true, label: 'CSCS application reference' }];
}

export interface FieldProblem {
  field: StepField;
  message: string;
}

export type StepCheck =
  | { ok: true; reference?: string; confirmed?: ConfirmedDetails }
  | { ok: false; errors: FieldProblem[] };

/**
 * The one stage rule: whether an order of `kind` may move to `to` with what staff typed, and
 * what to store. `today` is London's date ('YYYY-MM-DD'); `now` stamps the confirmation. A
 * confirmed date must be one the place is open (decision 027's closed days).
 */
export function checkStep(
  order: { kind: OrderKind; reference: string | null },
  to: FulfilmentStep,
  input: StepInput,
  clock: { today: string; now: string },
): StepCheck {
  const rules = stepFields(order.kind, to, Boolean(order.reference));
  const value = (field: StepField) => input[field]?.trim() || undefined;
  const errors: FieldProblem[] = [];
  for (const rule of rules) {
    const given = value(rule.field);
    if (!given) {
      if (rule.required)
        errors.push({ field: rule.field, message: missingMessage(to, rule.field) });
      continue;
    }
    const problem =
      formatProblem(rule.field, given, clock.today) ??
      (rule.field === 'date'
        ? closedDayMessage(order.kind, given, {
            centre: value('centre'),
            venueAddress: value('venueAddress'),
          })
        : undefined);
    if (problem) errors.push({ field: rule.field, message: problem });
  }
  if (errors.length) return { ok: false, errors };

  const reference = rules.some((rule) => rule.field === 'reference')
    ? value('reference')
    : undefined;
  if (to !== 'confirmed') return { ok: true, reference };
  return { ok: true, reference, confirmed: confirmedOf(order, input, clock.now) };
}

function missingMessage(to: FulfilmentStep, field: StepField): string {
  switch (field) {
    case 'reference':
      return to === 'submitted' ? STEP_MESSAGES.submittedReference : STEP_MESSAGES.cardReference;
    case 'centre':
      return STEP_MESSAGES.centre;
    case 'date':
      return STEP_MESSAGES.date;
    case 'time':
      return STEP_MESSAGES.time;
    case 'venueAddress':
      return STEP_MESSAGES.venueAddress;
    case 'joiningInstructions':
      return STEP_MESSAGES.joiningInstructions;
    case 'accessDetails':
      return STEP_MESSAGES.accessDetails;
    default:
      return STEP_MESSAGES.placeholder;
  }
}

function formatProblem(field: StepField, value: string, today: string): string | undefined {
  if (value.length > STEP_FIELD_LIMITS[field])
    return STEP_MESSAGES.tooLong(STEP_FIELD_LIMITS[field]);
  if (PLACEHOLDER.test(value)) return STEP_MESSAGES.placeholder;
  if (field === 'centre' && !getCentreBySlug(value)) return STEP_MESSAGES.centre;
  if (field === 'date') {
    if (!isRealIsoDate(value)) return STEP_MESSAGES.date;
    if (value < today) return STEP_MESSAGES.datePast;
  }
  if (field === 'time' && !TIME.test(value)) return STEP_MESSAGES.time;
  return undefined;
}

function confirmedOf(
  order: { kind: OrderKind; reference: string | null },
  input: StepInput,
  confirmedAt: string,
): ConfirmedDetails {
  const text = (field: StepField) => input[field]?.trim() ?? '';
  if (order.kind === 'test') {
    const centre = getCentreBySlug(text('centre'))!;
    const bookingReference = text('bookingReference');
    return {
      kind: 'test',
      date: text('date'),
      time: normaliseTime(text('time')),
      centre: centre.slug,
      centreName: centre.name,
      centreAddress: [...centre.address, centre.postcode].join(', '),
      ...(bookingReference ? { bookingReference } : {}),
      confirmedAt,
    };
  }
  if (order.kind === 'course-offline') {
    return {
      kind: 'course-offline',
      date: text('date'),
      time: normaliseTime(text('time')),
      venueAddress: text('venueAddress'),
      joiningInstructions: text('joiningInstructions'),
      confirmedAt,
    };
  }
  if (order.kind === 'course-online') {
    return {
      kind: 'course-online',
      date: text('date'),
      accessDetails: text('accessDetails'),
      confirmedAt,
    };
  }
  return {
    kind: 'card',
    applicationReference: order.reference ?? text('reference'),
    confirmedAt,
  };
}
