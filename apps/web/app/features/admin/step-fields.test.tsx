import { describe, expect, it } from 'vitest';
import { suggestedValues } from './step-fields';

describe('suggestedValues', () => {
  it("starts a classroom course's confirmation from the seat booked, in London time", () => {
    const booking = {
      date: '2026-07-01T08:00:00.000Z',
      locationName: 'Leeds Riverside',
      locationAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
    };
    expect(suggestedValues({ kind: 'course-offline', booking }, 'confirmed')).toEqual({
      date: '2026-07-01',
      time: '09:00',
      venueAddress: 'Leeds Riverside, Unit 4, Riverside Business Park, Leeds, LS9 0PS',
    });
    expect(
      suggestedValues(
        { kind: 'course-offline', booking: { date: '2026-12-15T09:00:00.000Z' } },
        'confirmed',
      ),
    ).toEqual({ date: '2026-12-15', time: '09:00' });
  });

  it('leaves other kinds and steps empty: only staff know the slot', () => {
    const booking = { date: '2026-12-15', location: 12 };
    expect(suggestedValues({ kind: 'test', booking }, 'confirmed')).toEqual({});
    expect(suggestedValues({ kind: 'course-offline', booking }, 'submitted')).toEqual({});
  });
});
