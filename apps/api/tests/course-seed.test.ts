import { describe, expect, it } from 'vitest';
import { isClosedDay } from '@site/domain/calendar';
import type { Nation } from '@site/domain/calendar';
import { todayInLondon } from '@site/domain/validators';
import { upcomingCourseStarts } from '../src/repositories/course-seed';

const londonDays = (starts: Date[]) => starts.map((start) => todayInLondon(start));
const closedIn = (nation: Nation) => (day: string) => isClosedDay(day, nation);

describe('the classroom course schedule (issue 21 point 4)', () => {
  it('puts no course on a Sunday or a bank holiday over a whole year', () => {
    const days = londonDays(
      upcomingCourseStarts('england-and-wales', new Date('2027-01-01T12:00:00Z'), 52),
    );
    expect(days.length).toBeGreaterThan(90);
    expect(days.filter(closedIn('england-and-wales'))).toEqual([]);
    // Tuesday 28 December 2027 is the Boxing Day holiday; the Thursday after runs.
    expect(days).not.toContain('2027-12-28');
    expect(days).toContain('2027-12-30');
    // St Andrew's Day is a working Tuesday in England.
    expect(days).toContain('2027-11-30');
  });

  it("keeps a Scottish classroom (Glasgow) shut on Scotland's own bank holidays", () => {
    const days = londonDays(upcomingCourseStarts('scotland', new Date('2027-01-01T12:00:00Z'), 52));
    expect(days.filter(closedIn('scotland'))).toEqual([]);
    expect(days).not.toContain('2027-11-30'); // St Andrew's Day, a Tuesday
    expect(days).toContain('2027-12-02');
  });

  it('puts none on a closed day in the year from today either', () => {
    const days = londonDays(upcomingCourseStarts('england-and-wales', new Date(), 52));
    expect(days.filter(closedIn('england-and-wales'))).toEqual([]);
  });
});
