import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '@site/domain/validators';
import { courseJourney } from './answers';
import { answersFromLink } from './answers-from-link';

const date = addDays(todayInLondon(), 20);

afterEach(() => sessionStorage.clear());

describe('a link to the course booking', () => {
  it('fills in the kind and an online course’s date (the planner’s link)', () => {
    expect(answersFromLink({ kind: 'online', date }, false)).toEqual({
      kind: 'Online',
      onlineDate: date,
    });
    expect(courseJourney.store.read()).toEqual({ kind: 'Online', onlineDate: date });
  });

  it('fills in a classroom course without a date, and drops the online answers', () => {
    answersFromLink({ kind: 'online', date }, false);
    expect(answersFromLink({ kind: 'offline', date }, false)).toEqual({
      kind: 'Offline',
      locationId: undefined,
      datetime: undefined,
      onlineDate: undefined,
    });
  });

  it('leaves out a date the booking would refuse, and an unknown kind', () => {
    expect(answersFromLink({ kind: 'online', date: '2020-01-01' }, false)).toEqual({
      kind: 'Online',
    });
    sessionStorage.clear();
    expect(answersFromLink({ kind: 'by post', date: 'soon' }, false)).toEqual({});
  });

  it('keeps the answers of a booking already under way', () => {
    courseJourney.store.write({ kind: 'Offline', locationId: 2 });
    expect(answersFromLink({ kind: 'online', date }, true)).toEqual({
      kind: 'Offline',
      locationId: 2,
    });
  });
});
