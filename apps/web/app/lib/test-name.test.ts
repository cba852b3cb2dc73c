import { describe, expect, it } from 'vitest';
import { formatCourseStart } from './course-start';
import { testNamePhrase } from './test-name';

describe('testNamePhrase', () => {
  it('adds "test" to a name that does not end with it', () => {
    expect(testNamePhrase('Operative')).toBe('Operative test');
    expect(testNamePhrase('HVACR (Ductwork)')).toBe('HVACR (Ductwork) test');
  });

  it('never doubles it', () => {
    expect(testNamePhrase('Supervisors Test')).toBe('Supervisors Test');
    expect(testNamePhrase('Working at Height Test')).toBe('Working at Height Test');
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
