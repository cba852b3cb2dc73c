import type { CourseKind, CourseProduct } from './types';

/** The training provider named in course bookings (POST /course/offline/seat `provider`). */
export const COURSE_PROVIDER = 'SafeSite Training';

// Spec §9 gives the two names verbatim; the online one is shorter in the spec, so kept as is.
export const COURSES: readonly CourseProduct[] = [
  { kind: 'Online', name: 'Level 1 Award', provider: COURSE_PROVIDER },
  { kind: 'Offline', name: 'Level 1 Award in Health and Safety', provider: COURSE_PROVIDER },
];

/** Spec §4: a course booking starts as Online. */
export const DEFAULT_COURSE_KIND: CourseKind = 'Online';

/** Spec §9: an offline booking reserves exactly one seat. */
export const OFFLINE_SEAT_COUNT = 1;

export function getCourse(kind: CourseKind): CourseProduct {
  const course = COURSES.find((c) => c.kind === kind);
  if (!course) throw new Error(`Unknown course kind: ${kind}`);
  return course;
}
