import { describe, expect, it } from 'vitest';
import { bookingFacts } from './booking-facts';

/** Issue 18: the order page says what was booked in words, never slugs, keys or ISO dates. */
const words = (order: Parameters<typeof bookingFacts>[0]) =>
  Object.fromEntries(bookingFacts(order));

describe('bookingFacts', () => {
  it('names a test, its centre and its dates in words', () => {
    const facts = words({
      kind: 'test',
      booking: {
        location: 87,
        centreSlug: 'leeds',
        date: '2026-12-15',
        alternateDate: '2026-12-22',
        testTime: '09:30',
        testType: 'operative',
        retake: false,
        language: 'English',
      },
      card: null,
    });
    expect(facts).toMatchObject({
      'Test centre': 'Leeds Test Centre',
      'Date asked for': 'Tuesday 15 December 2026',
      'Second choice of date': 'Tuesday 22 December 2026',
      'Time asked for': '9:30am',
      Retake: 'No',
    });
    expect(JSON.stringify(facts)).not.toMatch(/\d{4}-\d{2}-\d{2}|leeds"|operative"/);
  });

  it('names the photo ID a test candidate will bring, and its expiry in words', () => {
    const booking = { location: 87, date: '2026-12-15', testType: 'operative' };
    const facts = words({
      kind: 'test',
      booking,
      card: null,
      photoId: { document: 'driving-licence', expiresOn: '2029-03-01' },
    });
    expect(facts).toMatchObject({
      'Photo ID they will bring': 'UK or European photocard driving licence',
      'Photo ID valid until': 'Thursday 1 March 2029',
    });
    // A document no longer offered still shows on the orders made with it.
    const older = words({
      kind: 'test',
      booking,
      card: null,
      photoId: { document: 'residence-permit', expiresOn: '2029-03-01' },
    });
    expect(older['Photo ID they will bring']).toBe('UK biometric residence permit');
    expect(words({ kind: 'test', booking, card: null, photoId: null })).toMatchObject({
      'Photo ID they will bring': '',
    });
  });

  it('names a card by its title, and a classroom course by its day and time in UK time', () => {
    const card = words({
      kind: 'card',
      booking: {
        type: 'Green Labourer',
        applicationType: 'New Card',
        trait: 'Labourer',
        requirements: ['level-1-award', 'hse-test'],
      },
      card: { type: 'Green Labourer', applicationType: 'New Card', trait: 'Labourer' },
    });
    expect(card).toEqual({
      Card: 'CSCS Green Labourer Card',
      Application: 'New card',
      'Trade or occupation': 'Labourer',
      'Confirmed having': 'level-1-award, hse-test',
    });
    const course = words({
      kind: 'course-offline',
      booking: {
        type: 'Offline',
        name: 'Level 1 Award in Health and Safety',
        date: '2026-07-14T08:00:00.000Z',
        locationName: 'Leeds Training Centre',
        locationAddress: '1 Park Row, LS1 5HD',
      },
      card: null,
    });
    expect(course['Date and time']).toBe('Tuesday 14 July 2026, 9:00am');
    expect(course.Venue).toBe('Leeds Training Centre');
  });
});
