import { isClosedDay, nationOfPostcode } from '@site/domain/calendar';
import type { Nation } from '@site/domain/calendar';
import type { Db } from '../db/client';
import { courseDates, courseLocations } from '../db/schema';

/** Where we run the classroom Level 1 course: five in England, Glasgow in Scotland. */
export const COURSE_LOCATIONS = [
  { id: 1, name: 'London Stratford', address: '1 Great Eastern Road, London', postcode: 'E15 1BB' },
  {
    id: 2,
    name: 'Birmingham City Centre',
    address: '12 Colmore Row, Birmingham',
    postcode: 'B3 2BJ',
  },
  {
    id: 3,
    name: 'Manchester Piccadilly',
    address: '40 Portland Street, Manchester',
    postcode: 'M1 4GS',
  },
  { id: 4, name: 'Leeds', address: '8 Wellington Street, Leeds', postcode: 'LS1 4LT' },
  {
    id: 5,
    name: 'Bristol Temple Meads',
    address: '2 Victoria Street, Bristol',
    postcode: 'BS1 6AA',
  },
  { id: 6, name: 'Glasgow', address: '100 West George Street, Glasgow', postcode: 'G2 1PJ' },
];

export const SEATS_PER_COURSE = 12;
const WEEKS_AHEAD = 10;
const COURSE_WEEKDAYS = [2, 4]; // Tuesdays and Thursdays

/** 09:00 in London on the given UTC calendar day, whether GMT or BST applies. */
export function nineAmLondon(day: Date): Date {
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9));
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      hour12: false,
    }).format(guess),
  );
  return new Date(guess.getTime() - (londonHour - 9) * 3_600_000);
}

/**
 * Course days in the coming weeks: Tuesdays and Thursdays, except the bank holidays of the
 * classroom's nation, when it is shut as the test centres there are (decision 027,
 * decision 027): 28 December 2027 everywhere, St Andrew's Day (Tuesday 30 November 2027) in
 * Glasgow only.
 */
export function upcomingCourseStarts(nation: Nation, from: Date, weeks = WEEKS_AHEAD): Date[] {
  const starts: Date[] = [];
  for (let offset = 1; offset <= weeks * 7; offset += 1) {
    const day = new Date(from.getTime() + offset * 86_400_000);
    const isoDay = day.toISOString().slice(0, 10);
    if (COURSE_WEEKDAYS.includes(day.getUTCDay()) && !isClosedDay(isoDay, nation)) {
      starts.push(nineAmLondon(day));
    }
  }
  return starts;
}

/** Idempotent: run at every start, it keeps the calendar rolling forward and never duplicates. */
export async function seedCourses(db: Db, now = new Date()): Promise<void> {
  await db.insert(courseLocations).values(COURSE_LOCATIONS).onConflictDoNothing();
  await db
    .insert(courseDates)
    .values(
      COURSE_LOCATIONS.flatMap((location) =>
        upcomingCourseStarts(nationOfPostcode(location.postcode), now).map((startsAt) => ({
          locationId: location.id,
          startsAt,
          capacity: SEATS_PER_COURSE,
        })),
      ),
    )
    .onConflictDoNothing({ target: [courseDates.locationId, courseDates.startsAt] });
}
