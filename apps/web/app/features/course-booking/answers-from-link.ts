import { bookingDateSchema } from '@site/domain/validators';
import { courseJourney, type CourseAnswers } from './answers';

/** What a link to /course-book may fill in: ?type=online|offline and, online, ?date=YYYY-MM-DD. */
export interface CourseLink {
  kind?: string | null;
  date?: string | null;
}

function kindOf(type: string | null | undefined): CourseAnswers['kind'] {
  const wanted = type?.trim().toLowerCase();
  if (wanted === 'online') return 'Online';
  if (wanted === 'offline' || wanted === 'classroom') return 'Offline';
  return undefined;
}

/**
 * The saved answers, with what the link fills in (the planner's links, issue 21 point 1), as the
 * test booking reads ?t=. A journey already under way (its address names a step) keeps the
 * answers given since; a date the booking would refuse (past, too far, not a date) is left out.
 */
export function answersFromLink(link: CourseLink, underWay: boolean): CourseAnswers {
  const saved = courseJourney.store.read() ?? {};
  if (underWay && saved.kind) return saved;
  const next = { ...saved };
  const kind = kindOf(link.kind);
  if (kind && kind !== saved.kind) {
    next.kind = kind;
    next.locationId = undefined;
    next.datetime = undefined;
    next.onlineDate = undefined;
  }
  const date = bookingDateSchema.safeParse(link.date ?? undefined);
  if (next.kind === 'Online' && date.success) next.onlineDate = date.data;
  courseJourney.store.write(next);
  return next;
}
