import { describe, expect, it } from 'vitest';
import { FAR_SLOT_DAYS, askedSlotOf, closedDayWords, slotDifferences } from '../src/fulfilment';
import { addDays } from '../src/validators';

describe('the days a slot cannot be on', () => {
  it('names a Sunday and a bank holiday, and leaves weekdays and Saturdays open', () => {
    expect(closedDayWords('2026-12-20')).toBe('Sundays');
    expect(closedDayWords('2026-12-25')).toBe('Christmas Day, a bank holiday');
    expect(closedDayWords('2027-01-01', { centre: 'leeds' })).toBe(
      'New Year’s Day, a bank holiday',
    );
  });

  it("names the centre's own nation's holidays: Scotland's and Northern Ireland's", () => {
    expect(closedDayWords('2027-01-04', { centre: 'edinburgh' })).toBe(
      '2nd January, a bank holiday in Scotland',
    );
    expect(closedDayWords('2027-01-04', { centre: 'leeds' })).toBeUndefined();
    expect(closedDayWords('2027-03-17', { centre: 'belfast' })).toBe(
      'St Patrick’s Day, a bank holiday in Northern Ireland',
    );
    expect(
      closedDayWords('2027-11-30', { venueAddress: '1 West George Street, Glasgow G2 1PJ' }),
    ).toBe('St Andrew’s Day, a bank holiday in Scotland');
    expect(closedDayWords('2027-11-30')).toBeUndefined();
    expect(closedDayWords('2026-12-19')).toBeUndefined();
    expect(closedDayWords('2026-12-21')).toBeUndefined();
  });
});

describe('what the customer asked for', () => {
  it("reads a test's centre, both dates and time from the booking, later asks first", () => {
    const booking = {
      location: 1,
      date: '2026-12-15',
      alternateDate: '2026-12-22',
      testTime: '10:30',
    };
    expect(askedSlotOf('test', booking)).toEqual({
      centre: 'aberdeen',
      dates: ['2026-12-15', '2026-12-22'],
      time: '10:30',
    });
    // The centre's slug, where the order kept it, wins over an id that may have moved.
    expect(askedSlotOf('test', { ...booking, centreSlug: 'leeds' }, ['2027-01-12'])).toEqual({
      centre: 'leeds',
      dates: ['2027-01-12', '2026-12-15', '2026-12-22'],
      time: '10:30',
    });
  });

  it("reads a classroom seat's day and start in London time; nothing for an online course or a card", () => {
    expect(askedSlotOf('course-offline', { date: '2026-07-01T08:00:00.000Z' })).toEqual({
      centre: null,
      dates: ['2026-07-01'],
      time: '09:00',
    });
    expect(askedSlotOf('course-online', { date: '2026-12-15' })).toBeNull();
    expect(askedSlotOf('card', {})).toBeNull();
  });
});

describe('a slot far from what the customer asked', () => {
  const asked = { centre: 'aberdeen', dates: ['2026-12-15'], time: '09:30' };

  it(`is near within ${FAR_SLOT_DAYS} days of a date asked, at the centre asked`, () => {
    expect(FAR_SLOT_DAYS).toBe(7);
    for (const days of [-FAR_SLOT_DAYS, -1, 0, 3, FAR_SLOT_DAYS]) {
      const date = addDays('2026-12-15', days);
      expect(slotDifferences(asked, { centre: 'aberdeen', date }), date).toEqual([]);
    }
    expect(slotDifferences(null, { centre: 'leeds', date: '2027-06-01' })).toEqual([]);
  });

  it('names another centre and a date more than a week away, before or after', () => {
    expect(slotDifferences(asked, { centre: 'leeds', date: '2026-12-23' })).toEqual([
      {
        field: 'centre',
        message:
          'Leeds Test Centre is not the centre the customer asked for (Aberdeen (Scotland) Test Centre)',
      },
      {
        field: 'date',
        message:
          'Wednesday 23 December 2026 is 8 days after Tuesday 15 December 2026, the date the customer asked for',
      },
    ]);
    expect(slotDifferences(asked, { centre: 'aberdeen', date: '2026-11-30' })).toEqual([
      {
        field: 'date',
        message:
          'Monday 30 November 2026 is 15 days before Tuesday 15 December 2026, the date the customer asked for',
      },
    ]);
  });

  it('measures from the nearest date asked, and leaves a typed-wrong field to the field rules', () => {
    const two = { ...asked, dates: ['2026-12-15', '2027-01-12'] };
    expect(slotDifferences(two, { centre: 'aberdeen', date: '2027-01-15' })).toEqual([]);
    expect(slotDifferences(two, { centre: 'aberdeen', date: '2027-02-15' })).toEqual([
      {
        field: 'date',
        message:
          'Monday 15 February 2027 is 34 days after Tuesday 12 January 2027, the nearest date the customer asked for',
      },
    ]);
    expect(slotDifferences(asked, { centre: 'atlantis', date: '2026-13-45' })).toEqual([]);
  });
});

describe('a confirmed slot changed', () => {
  it('asks again only about a centre or date that is new, not one already confirmed', () => {
    const asked = { centre: 'aberdeen', dates: ['2026-12-15'], time: '09:30' };
    const previous = { centre: 'leeds', date: '2027-01-20' };
    expect(slotDifferences(asked, { centre: 'leeds', date: '2027-01-20' }, previous)).toEqual([]);
    expect(
      slotDifferences(asked, { centre: 'manchester', date: '2027-01-20' }, previous).map(
        (difference) => difference.field,
      ),
    ).toEqual(['centre']);
    expect(
      slotDifferences(asked, { centre: 'leeds', date: '2027-01-21' }, previous).map(
        (difference) => difference.field,
      ),
    ).toEqual(['date']);
  });
});
