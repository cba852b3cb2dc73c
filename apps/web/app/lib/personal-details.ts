import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fullName } from '@site/domain/format';
import type { CreateCandidateBody } from '@site/domain/schemas';
import {
  MESSAGES,
  RULES,
  addressSchema,
  dateOfBirthSchema,
  emailSchema,
  namePartSchema,
  nationalInsuranceNumberSchema,
  optional,
  phoneNumberSchema,
  postcodeSchema,
  TITLES,
  titleSchema,
  townSchema,
} from '@site/domain/validators';
import { validateWith } from './form-validation';
import type { FieldErrors, Validated } from './form-validation';
import type { PersonalDetailsValues } from './journey/session-store';

/** The order of the fields on the page, which is also the order of the error summary. */
export const PERSONAL_DETAILS_FIELDS = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth-day',
  'NI',
  'email',
  'phoneNumber',
  'address',
  'address2',
  'town',
  'county',
  'postCode',
] as const;

/** Where the API's field names land on this form: server errors go on the same fields. */
export const CANDIDATE_FIELD_IDS: Record<string, string> = {
  dateOfBirth: 'dateOfBirth-day',
  nationalInsuranceNumber: 'NI',
  postcode: 'postCode',
};

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalLine = optional(z.string().trim().max(78, { error: MESSAGES.checkField }));

/**
 * Day, month and year become one ISO date, checked by the domain's rule (docs/architecture.md,
 * Web).
 */
const dateOfBirthParts = z
  .object({
    dobDay: z.string().optional(),
    dobMonth: z.string().optional(),
    dobYear: z.string().optional(),
  })
  .transform((parts, ctx) => {
    const [d, m, y] = [parts.dobDay ?? '', parts.dobMonth ?? '', parts.dobYear ?? ''].map((p) =>
      p.trim(),
    ) as [string, string, string];
    if (!d && !m && !y) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth-day'], message: MESSAGES.required });
      return z.NEVER;
    }
    const iso = `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    const checked = dateOfBirthSchema.safeParse(
      /^\d{1,2}$/.test(d) && /^\d{1,2}$/.test(m) && /^\d{4}$/.test(y) ? iso : '',
    );
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? MESSAGES.dateInvalid;
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfBirth-day'],
        message: message === MESSAGES.required ? MESSAGES.dateInvalid : message,
      });
      return z.NEVER;
    }
    return checked.data;
  });

const personalDetailsSchema = z
  .object({
    title: z.preprocess(blankToUndefined, titleSchema),
    firstName: z.preprocess(blankToUndefined, namePartSchema),
    middleName: optional(namePartSchema),
    lastName: z.preprocess(blankToUndefined, namePartSchema),
    NI: z.preprocess(blankToUndefined, nationalInsuranceNumberSchema),
    email: z.preprocess(blankToUndefined, emailSchema),
    phoneNumber: z.preprocess(blankToUndefined, phoneNumberSchema),
    address: z.preprocess(blankToUndefined, addressSchema),
    address2: optionalLine,
    town: z.preprocess(blankToUndefined, townSchema),
    county: optionalLine,
    postCode: z.preprocess(blankToUndefined, postcodeSchema),
  })
  .and(dateOfBirthParts.transform((dateOfBirth) => ({ dateOfBirth })));

/** Checks the personal details step and shapes POST /candidate (spec §7). */
export function validatePersonalDetails(
  values: PersonalDetailsValues,
): Validated<CreateCandidateBody> {
  const result = validateWith(personalDetailsSchema, values);
  if (!result.ok) return result;
  const d = result.data;
  // Spec §7: address and address2 joined, county appended to town. The server applies the §5
  // rule to the joined value, so a pair that is too long together is flagged here, on the
  // optional line that made it so.
  const address = [d.address, d.address2].filter(Boolean).join(', ');
  const town = [d.town, d.county].filter(Boolean).join(', ');
  const errors: FieldErrors = {};
  if (!addressSchema.safeParse(address).success) errors.address2 = MESSAGES.checkField;
  if (!townSchema.safeParse(town).success) errors.county = MESSAGES.checkField;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: {
      title: d.title,
      firstName: d.firstName,
      middleName: d.middleName,
      lastName: d.lastName,
      dateOfBirth: d.dateOfBirth,
      nationalInsuranceNumber: d.NI,
      email: d.email,
      address,
      town,
      postcode: d.postCode,
      phoneNumber: d.phoneNumber,
    },
  };
}

/** What two joined lines may hold together, leaving room for the ', ' that joins them. */
export const JOINED_ADDRESS_MAX = RULES.address.max - 1 - ', '.length;
export const JOINED_TOWN_MAX = RULES.town.max - 1 - ', '.length;

/** What each title is called on the page; the value sent stays the English title. */
export const TITLE_LABELS: Record<(typeof TITLES)[number], MessageDescriptor> = {
  Mr: msg({
    message: 'Mr',
    comment:
      'A title before a name, as on UK forms. The English title is what is sent with the booking; where your language has one word for several, add the English one: "Pani (Mrs)"',
  }),
  Mrs: msg({
    message: 'Mrs',
    comment:
      'A title before a name, as on UK forms. The English title is what is sent with the booking; where your language has one word for several, add the English one: "Pani (Mrs)"',
  }),
  Miss: msg({
    message: 'Miss',
    comment:
      'A title before a name, as on UK forms. The English title is what is sent with the booking; where your language has one word for several, add the English one: "Pani (Mrs)"',
  }),
  Ms: msg({
    message: 'Ms',
    comment:
      'A title before a name, as on UK forms. The English title is what is sent with the booking; where your language has one word for several, add the English one: "Pani (Mrs)"',
  }),
  Mx: msg({
    message: 'Mx',
    comment:
      'A title before a name, as on UK forms. The English title is what is sent with the booking; where your language has one word for several, add the English one: "Pani (Mrs)"',
  }),
  Dr: msg({
    message: 'Dr',
    comment:
      'A title before a name, as on UK forms. The English title is what is sent with the booking; where your language has one word for several, add the English one: "Pani (Mrs)"',
  }),
};

/**
 * The name as the check pages show it, with the title: 'Mr Sam Lee'; in another language the
 * title as the form's list names it ('Pan (Mr) Sam Lee').
 */
export function nameWithTitle(values: PersonalDetailsValues, i18n?: I18n): string {
  const { title } = values;
  const label =
    title && i18n && (TITLES as readonly string[]).includes(title)
      ? i18n._(TITLE_LABELS[title as (typeof TITLES)[number]])
      : title;
  return [label, fullName(values)].filter(Boolean).join(' ');
}
