import { z } from 'zod';
import { isClosedEverywhere } from '../calendar/working-days';
import {
  MESSAGES,
  idSchema,
  missingOr,
  numberIdSchema,
  openCourseDateSchema,
  requiredText,
  todayInLondon,
} from '../validators';
import { envelope } from './envelope';
import { localeField } from './locale';

/**
 * Whether a start time falls, in London, on a day every classroom is shut (a Sunday, Christmas
 * Day); an unreadable one is left to its own message. The location's own nation's bank holidays
 * are checked when the seat is held, where the location is known (decision 027).
 */
function isClosedEverywhereOn(datetime: string): boolean {
  const start = new Date(datetime);
  return !Number.isNaN(start.getTime()) && isClosedEverywhere(todayInLondon(start));
}

export const courseDateSchema = z.object({
  /** ISO 8601 start time, e.g. '2026-12-03T09:00:00.000Z'. */
  datetime: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
});

export const courseLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  dates: z.array(courseDateSchema),
});
export type CourseLocation = z.infer<typeof courseLocationSchema>;

/** GET /course/offline/location/all reads data.locations (spec §7). */
export const courseLocationsResponse = envelope(
  z.object({ locations: z.array(courseLocationSchema) }),
);

/** POST /course/offline/seat: seatCount is always 1 (spec §9). */
export const holdSeatBody = z.object({
  locationId: numberIdSchema(MESSAGES.courseLocation),
  seatCount: z.literal(1, { error: MESSAGES.seatCount }).default(1),
  datetime: z.iso
    .datetime({ offset: true, error: missingOr(MESSAGES.courseDate) })
    // Course dates are this century's; the database refuses some far-off years outright.
    .refine((value) => /^20\d\d-/.test(value), { error: MESSAGES.courseDate, abort: true })
    // No course runs on a Sunday or bank holiday (decision 027), whatever was seeded once.
    .refine((value) => !isClosedEverywhereOn(value), { error: MESSAGES.courseDateClosed }),
  name: requiredText(MESSAGES.checkField),
  provider: requiredText(MESSAGES.checkField),
});
export type HoldSeatBody = z.input<typeof holdSeatBody>;

export const seatHeldResponse = envelope(
  z.object({ seatIds: z.array(z.uuid()), heldUntil: z.string() }),
);

export const seatIdParams = z.object({ seatId: idSchema(MESSAGES.courseDate) });

export const bookSeatBody = z.object({
  userId: idSchema(MESSAGES.userId),
  /** The site's language the booking was made in (issue 20). */
  locale: localeField,
});
export type BookSeatBody = z.input<typeof bookSeatBody>;

/** POST /course/online?initiate_pay=true: type is Online (spec §3), date is the final assessment date. */
export const bookOnlineCourseBody = z.object({
  userId: idSchema(MESSAGES.userId),
  type: z.literal('Online', { error: MESSAGES.courseType }).default('Online'),
  date: openCourseDateSchema,
  /** The site's language the booking was made in (issue 20). */
  locale: localeField,
});
export type BookOnlineCourseBody = z.input<typeof bookOnlineCourseBody>;

export const courseBookedResponse = envelope(
  z.object({ orderId: z.uuid(), session_id: z.string().optional(), url: z.string().optional() }),
);
