import { z } from 'zod';
import { TEST_TYPE_KEYS } from '../catalogue/types';
import { getTestType } from '../catalogue/test-types';
import { getCentreById } from '../catalogue/test-centres';
import {
  MESSAGES,
  TEST_TIME_SLOTS,
  booleanSchema,
  openTestDateSchema,
  idSchema,
  missingOr,
  numberIdSchema,
  requiredText,
} from '../validators';
import { envelope } from './envelope';
import { localeField } from './locale';

export const testTypeKeySchema = z.enum(TEST_TYPE_KEYS, { error: missingOr(MESSAGES.testType) });

export const centreIdSchema = numberIdSchema(MESSAGES.location).refine(
  (id) => getCentreById(id) !== undefined,
  { error: MESSAGES.location },
);

/** POST /test (spec §7). The language must be one the chosen test is offered in (§9). */
export const createTestBody = z
  .object({
    userId: idSchema(MESSAGES.userId),
    location: centreIdSchema,
    date: openTestDateSchema,
    alternateDate: openTestDateSchema,
    testTime: z.enum(TEST_TIME_SLOTS, { error: missingOr(MESSAGES.testTime) }),
    testType: testTypeKeySchema,
    retake: booleanSchema().default(false),
    language: requiredText(MESSAGES.language),
    /** The site's language the booking was made in (issue 20), not the test's. */
    locale: localeField,
  })
  .superRefine((body, ctx) => {
    const offered = getTestType(body.testType)?.languages ?? [];
    if (!offered.includes(body.language)) {
      ctx.addIssue({ code: 'custom', path: ['language'], message: MESSAGES.language });
    }
    if (body.alternateDate === body.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['alternateDate'],
        message: MESSAGES.alternateDateSame,
      });
    }
  });
export type CreateTestBody = z.input<typeof createTestBody>;
export type TestBooking = z.output<typeof createTestBody>;

export const testCreatedResponse = envelope(z.object({ orderId: z.uuid() }));
