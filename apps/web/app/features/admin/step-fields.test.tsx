import { describe, expect, it } from 'vitest';
import { confirmedValues, suggestedValues } from './step-fields';

describe('suggestedValues', () => {
  it("starts a classroom course's confirmation from the seat booked, in London time", () => {
    const booking = {
      date: '2026-07-01T08:00:00.000Z',
      locationName: 'Leeds Riverside',
      locationAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
    };
    expect(suggestedValues({ kind: 'course-offline', booking, asked: null }, 'confirmed')).toEqual({
      date: '2026-07-01',
      time: '09:00',
      venueAddress: 'Leeds Riverside, Unit 4, Riverside Business Park, Leeds, LS9 0PS',
    });
    expect(
      suggestedValues(
        { kind: 'course-offline', booking: { date: '2026-12-15T09:00:00.000Z' }, asked: null },
        'confirmed',
      ),
    ).toEqual({ date: '2026-12-15', time: '09:00' });
  });

  it("starts a test's confirmation from the centre, first date and time the customer asked for", () => {
    const asked = { centre: 'aberdeen', dates: ['2026-12-15', '2026-12-22'], time: '10:30' };
    expect(suggestedValues({ kind: 'test', booking: {}, asked }, 'confirmed')).toEqual({
      centre: 'aberdeen',
      date: '2026-12-15',
      time: '10:30',
    });
    expect(suggestedValues({ kind: 'test', booking: {}, asked: null }, 'confirmed')).toEqual({});
  });

  it('leaves an online course and other steps empty: only staff know them', () => {
    const booking = { date: '2026-12-15', location: 12 };
    const asked = { centre: 'leeds', dates: ['2026-12-15'], time: '09:30' };
    expect(suggestedValues({ kind: 'course-online', booking, asked: null }, 'confirmed')).toEqual(
      {},
    );
    expect(suggestedValues({ kind: 'test', booking, asked }, 'submitted')).toEqual({});
  });
});

describe('confirmedValues', () => {
  it('gives the form the slot as the customer was told it, without the derived words', () => {
    expect(
      confirmedValues({
        kind: 'test',
        date: '2026-12-15',
        time: '09:30',
        centre: 'leeds',
        centreName: 'Leeds Test Centre',
        centreAddress: 'Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD',
        bookingReference: 'PV-4471920',
        confirmedAt: '2026-12-01T10:00:00.000Z',
        sequence: 2,
      }),
    ).toEqual({
      centre: 'leeds',
      date: '2026-12-15',
      time: '09:30',
      bookingReference: 'PV-4471920',
    });
  });
});
