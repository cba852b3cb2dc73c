import { z } from 'zod';
import type { CourseLocation } from '@site/domain/schemas';
import { defineJourney, stepAfter } from '../../lib/journey/define-journey';

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

/** The course booking (issue 4 point 4): its steps depend on the kind; it ends in its check step. */
export const courseJourney = defineJourney({
  name: 'course-booking',
  steps: COURSE_STEPS,
  stepsFor: (a) => stepsFor(a.kind),
  end: 'check',
  answers: courseAnswersSchema,
  firstIncomplete: (a) => firstIncompleteCourseStep(a),
  next: (answers, { step, returnTo }, incomplete) => {
    if (returnTo === 'check' && incomplete === 'check') return { step: 'check' };
    const following = stepAfter(stepsFor(answers.kind), step, incomplete, 'check');
    return { step: following, returnTo: returnTo ?? undefined };
  },
});
