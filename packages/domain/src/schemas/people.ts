import { z } from 'zod';
import {
  MESSAGES,
  addressSchema,
  commentSchema,
  dateOfBirthSchema,
  emailSchema,
  idSchema,
  isMissing,
  namePartSchema,
  nationalInsuranceNumberSchema,
  optional,
  phoneNumberSchema,
  postcodeSchema,
  titleSchema,
  townSchema,
} from '../validators';
import { envelope } from './envelope';
import { localeField } from './locale';

/** POST /candidate (spec §7): address and address2 joined, county appended to town by the client. */
export const createCandidateBody = z.object({
  title: titleSchema,
  firstName: namePartSchema,
  middleName: optional(namePartSchema),
  lastName: namePartSchema,
  dateOfBirth: dateOfBirthSchema,
  nationalInsuranceNumber: nationalInsuranceNumberSchema,
  email: emailSchema,
  address: addressSchema,
  town: townSchema,
  postcode: postcodeSchema,
  phoneNumber: phoneNumberSchema,
});
export type CreateCandidateBody = z.input<typeof createCandidateBody>;
export type CandidateDetails = z.output<typeof createCandidateBody>;

export const candidateCreatedResponse = z.object({
  status: z.literal(201),
  data: z.object({ userId: z.uuid() }),
});

export const userIdParams = z.object({ userId: idSchema(MESSAGES.userId) });

/** PATCH /candidate/{userId}: any of these may change; at least one must be given. */
export const updateCandidateBody = z
  .object({
    title: titleSchema.optional(),
    address: addressSchema.optional(),
    town: townSchema.optional(),
    postcode: postcodeSchema.optional(),
    dateOfBirth: dateOfBirthSchema.optional(),
    nationalInsuranceNumber: nationalInsuranceNumberSchema.optional(),
    email: emailSchema.optional(),
    phoneNumber: phoneNumberSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Change at least one detail',
  });
export type UpdateCandidateBody = z.input<typeof updateCandidateBody>;

export const candidateUpdatedResponse = envelope(z.object({ userId: z.uuid() }));

export const ENQUIRY_KINDS = ['contact', 'group-booking'] as const;

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** POST /contact (spec §5): middle name, NI, email, phone, comment and address optional; title defaults to Mr. */
export const contactBody = z
  .object({
    title: z.preprocess((value) => (isMissing(value) ? 'Mr' : value), titleSchema),
    firstName: namePartSchema,
    middleName: optional(namePartSchema),
    lastName: namePartSchema,
    email: optional(emailSchema),
    phoneNumber: optional(phoneNumberSchema),
    nationalInsuranceNumber: optional(nationalInsuranceNumberSchema),
    comment: optional(commentSchema),
    address: optional(addressSchema),
    /** Group bookings carry their size; plain contact messages do not. */
    kind: z.enum(ENQUIRY_KINDS, { error: MESSAGES.checkField }).default('contact'),
    groupSize: optional(
      z.coerce
        .number({ error: MESSAGES.groupSize })
        .int({ error: MESSAGES.groupSize })
        .min(2, { error: MESSAGES.groupSize })
        .max(500, { error: MESSAGES.groupSize }),
    ),
    /** The site's language the enquiry was sent in (issue 20): its acknowledgement is in it. */
    locale: localeField,
  })
  .superRefine(
    (body, ctx) => {
      if (body.kind === 'group-booking' && body.groupSize === undefined) {
        ctx.addIssue({ code: 'custom', path: ['groupSize'], message: MESSAGES.groupSize });
      }
    },
    // Asked even when other fields are wrong, so a form lists every problem in one go; not
    // when the body is no object at all, or kind or size failed on their own.
    {
      when: ({ value, issues }) =>
        isPlainObject(value) &&
        !issues.some(
          ({ path }) => !path?.length || ['kind', 'groupSize'].includes(String(path[0])),
        ),
    },
  )
  .superRefine(
    (body, ctx) => {
      // A plain message may come without a way to reply (spec §5); a group quote is no use
      // to anyone we cannot send it to.
      if (body.kind === 'group-booking' && isMissing(body.email) && isMissing(body.phoneNumber)) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.replyTo });
      }
    },
    // Asked whatever else is wrong, so that it is listed with the rest.
    {
      when: ({ value, issues }) =>
        isPlainObject(value) &&
        !issues.some(({ path }) => !path?.length || String(path[0]) === 'kind'),
    },
  );
export type ContactBody = z.input<typeof contactBody>;

export const contactCreatedResponse = envelope(z.object({ userId: z.uuid() }));
