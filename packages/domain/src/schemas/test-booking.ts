import { z } from 'zod';
import { TEST_TYPE_KEYS } from '../catalogue/types';
import { getTestType } from '../catalogue/test-types';
import { getCentreById } from '../catalogue/test-centres';
import { nationOfCentre } from '../calendar/nations';
import { isClosedDay } from '../calendar/working-days';
import {
  PHOTO_ID_DOCUMENTS,
  RETIRED_PHOTO_ID_DOCUMENTS,
  isOfferedPhotoIdDocument,
} from '../fulfilment/what-to-bring';
import {
  MESSAGES,
  isRealIsoDate,
  TEST_TIME_SLOTS,
  booleanSchema,
  idSchema,
  missingOr,
  numberIdSchema,
  optional,
  requiredText,
  bookableTestDateSchema,
} from '../validators';
import { envelope } from './envelope';
import { localeField } from './locale';

export const testTypeKeySchema = z.enum(TEST_TYPE_KEYS, { error: missingOr(MESSAGES.testType) });

export const centreIdSchema = numberIdSchema(MESSAGES.location).refine(
  (id) => getCentreById(id) !== undefined,
  { error: MESSAGES.location },
);

/**
 * The ID the candidate will bring (decision 028); the site's journey always sends it. One no
 * longer offered (a residence permit, an EU identity card on its own) is refused, saying why.
 */
export const photoIdDocumentSchema = z
  .enum(PHOTO_ID_DOCUMENTS, { error: missingOr(MESSAGES.photoIdDocument) })
  .superRefine((document, ctx) => {
    if (isOfferedPhotoIdDocument(document)) return;
    ctx.addIssue({ code: 'custom', message: MESSAGES[RETIRED_PHOTO_ID_DOCUMENTS[document]] });
  });

/** The ID's expiry date (YYYY-MM-DD); against the test dates in createTestBody. */
export const photoIdExpiresOnSchema = requiredText(MESSAGES.dateInvalid).refine(isRealIsoDate, {
  error: MESSAGES.dateInvalid,
});

/**
 * The ID must still be valid on the test day, and on the second-choice day, since the centre
 * may book either (decision 028). Expiring on the day itself is still valid.
 */
export function photoIdLastsUntil(expiresOn: string, ...testDates: string[]): boolean {
  return testDates.every((date) => expiresOn >= date);
}

/**
 * POST /test (spec §7). The language must be one the chosen test is offered in (§9). The photo
 * ID fields are not in the spec's payload: optional here, so the spec's calls still book, but
 * checked when sent, and sent together (decision 028). The language must be one the chosen test is offered in (§9). */
export const createTestBody = z
  .object({
    userId: idSchema(MESSAGES.userId),
    location: centreIdSchema,
    date: bookableTestDateSchema,
    alternateDate: bookableTestDateSchema,
    testTime: z.enum(TEST_TIME_SLOTS, { error: missingOr(MESSAGES.testTime) }),
    testType: testTypeKeySchema,
    retake: booleanSchema().default(false),
    language: requiredText(MESSAGES.language),
    photoIdDocument: optional(photoIdDocumentSchema),
    photoIdExpiresOn: optional(photoIdExpiresOnSchema),
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
    checkPhotoId(body, ctx);
  })
  .superRefine(refuseClosedDays, {
    // Asked whatever else is wrong, so the form lists it with the rest; not without a centre.
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some(({ path }) => !path?.length || String(path[0]) === 'location'),
  });
export type CreateTestBody = z.input<typeof createTestBody>;
export type TestBooking = z.output<typeof createTestBody>;

export const testCreatedResponse = envelope(z.object({ orderId: z.uuid() }));

type PhotoIdFields = {
  date: string;
  alternateDate: string;
  photoIdDocument?: string | undefined;
  photoIdExpiresOn?: string | undefined;
};

/** Both photo ID fields or neither; the expiry not before either test date. */
function checkPhotoId(body: PhotoIdFields, ctx: z.RefinementCtx) {
  const { photoIdDocument: document, photoIdExpiresOn: expiresOn } = body;
  if (!document && !expiresOn) return;
  if (!document) {
    ctx.addIssue({ code: 'custom', path: ['photoIdDocument'], message: MESSAGES.required });
  }
  if (!expiresOn) {
    ctx.addIssue({ code: 'custom', path: ['photoIdExpiresOn'], message: MESSAGES.required });
  } else if (!photoIdLastsUntil(expiresOn, body.date, body.alternateDate)) {
    ctx.addIssue({
      code: 'custom',
      path: ['photoIdExpiresOn'],
      message: MESSAGES.photoIdExpiresBeforeTest,
    });
  }
}

const TEST_DATE_FIELDS = ['date', 'alternateDate'] as const;

/**
 * Each date must be a day the chosen centre is open: not a Sunday, nor a bank holiday in the
 * centre's nation (decision 027): 30 November is refused in Edinburgh, not in Leeds.
 * A date already refused (not real, past, too far) keeps that message alone.
 */
function refuseClosedDays(
  body: { location: number; date: string; alternateDate: string },
  ctx: z.RefinementCtx,
) {
  const centre = getCentreById(body.location);
  if (!centre) return;
  const nation = nationOfCentre(centre);
  for (const field of TEST_DATE_FIELDS) {
    const refused = ctx.issues.some(({ path }) => path?.[0] === field);
    if (!refused && isClosedDay(body[field], nation)) {
      ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.testDateClosed });
    }
  }
}
