import { describe, expect, it } from 'vitest';
import {
  COURSES,
  COURSE_PROVIDER,
  DEFAULT_COURSE_KIND,
  OFFLINE_SEAT_COUNT,
  getCourse,
} from '../src/catalogue';

describe('courses (spec §4, §9)', () => {
  it('names the online and offline courses as spec §9 does', () => {
    expect(getCourse('Online').name).toBe('Level 1 Award');
    expect(getCourse('Offline').name).toBe('Level 1 Award in Health and Safety');
    expect(COURSES.every((c) => c.provider === COURSE_PROVIDER)).toBe(true);
  });

  it('starts Online and books one offline seat', () => {
    expect(DEFAULT_COURSE_KIND).toBe('Online');
    expect(OFFLINE_SEAT_COUNT).toBe(1);
  });
});
