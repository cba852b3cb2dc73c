import { z } from 'zod';
import type { CourseLocation } from '@site/domain/schemas';
import { createAttemptStore } from '../../lib/journey/attempt';
import { createSessionStore } from '../../lib/journey/session-store';

export const COURSE_STEPS = [
  'kind',
  'location',
  'course-date',
  'online-date',
  'details',
  'check',
] as const;
export type CourseStep = (typeof COURSE_STEPS)[number];

/** The steps a booking goes through: Online skips the location and seat (spec §4). */
export function stepsFor(kind: 'Online' | 'Offline' | undefined): CourseStep[] {
  return kind === 'Offline'
    ? ['kind', 'location', 'course-date', 'details', 'check']
    : ['kind', 'online-date', 'details', 'check'];
}

export const courseAnswersSchema = z.object({
  kind: z.enum(['Online', 'Offline']).optional(),
  locationId: z.number().int().optional(),
  datetime: z.string().optional(),
  onlineDate: z.string().optional(),
  detailsDone: z.boolean().optional(),
});
export type CourseAnswers = z.infer<typeof courseAnswersSchema>;

export const courseAnswersStore = createSessionStore('course-booking', courseAnswersSchema);
export const courseAttemptStore = createAttemptStore('course-booking');

export function firstIncompleteCourseStep(
  a: CourseAnswers,
  locations?: readonly CourseLocation[],
): CourseStep {
  if (!a.kind) return 'kind';
  if (a.kind === 'Offline') {
    if (a.locationId === undefined || (locations && !locations.some((l) => l.id === a.locationId)))
      return 'location';
    if (!a.datetime) return 'course-date';
  } else if (!a.onlineDate) return 'online-date';
  if (!a.detailsDone) return 'details';
  return 'check';
}
