import { describe, expect, it } from 'vitest';
import { formatCourseStart } from './course-start';
import { namesTest } from './test-name';

describe('namesTest', () => {
  it('is false for a name that does not end with "test"', () => {
    expect(namesTest('Operative')).toBe(false);
    expect(namesTest('HVACR (Ductwork)')).toBe(false);
    expect(namesTest('Testing and Commissioning')).toBe(false);
  });

  it('is true for a name that says it already, so it is never doubled', () => {
    expect(namesTest('Supervisors Test')).toBe(true);
    expect(namesTest('Working at Height Test ')).toBe(true);
  });
});

describe('formatCourseStart', () => {
  it('gives the day and the start time in UK time, summer or winter', () => {
    expect(formatCourseStart('2026-11-24T09:00:00.000Z')).toBe(
      'Tuesday 24 November 2026 at 9:00am',
    );
    expect(formatCourseStart('2026-06-09T08:30:00.000Z')).toBe('Tuesday 9 June 2026 at 9:30am');
  });
});
