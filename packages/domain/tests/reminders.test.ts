import { describe, expect, it } from 'vitest';
import {
  cardExpiryReminderTimes,
  reminderSkipReason,
  shiftMonths,
  slotReminderTime,
  testPassExpiresOn,
  testPassReminderTime,
} from '../src/fulfilment';
import { requirementsFor } from '../src/catalogue/requirements';
import type { ReminderOrder } from '../src/fulfilment';
import { createCardBody } from '../src/schemas';
import { addMonths, cardExpiresOnSchema, todayInLondon } from '../src/validators';

const at = (iso: string) => new Date(iso);

describe('when reminders go (London time, across clock changes)', () => {
  it('sends a slot reminder at 10:00 London the day before, in summer and winter time', () => {
    const now = at('2026-01-01T12:00:00Z');
    // Winter: London is UTC.
    expect(slotReminderTime('2026-01-20', '09:30', now)?.sendAfter.toISOString()).toBe(
      '2026-01-19T10:00:00.000Z',
    );
    // Summer: London is UTC+1.
    expect(slotReminderTime('2026-06-16', '09:30', now)?.sendAfter.toISOString()).toBe(
      '2026-06-15T09:00:00.000Z',
    );
  });

  it('keeps 10:00 London when the clocks change between the reminder and the slot', () => {
    const now = at('2026-01-01T12:00:00Z');
    // Clocks go forward on Sunday 29 March 2026: the reminder on the Saturday is still winter time.
    const spring = slotReminderTime('2026-03-30', '08:30', now)!;
    expect(spring.sendAfter.toISOString()).toBe('2026-03-29T09:00:00.000Z');
    const onTheDay = slotReminderTime('2026-03-29', '10:30', now)!;
    expect(onTheDay.sendAfter.toISOString()).toBe('2026-03-28T10:00:00.000Z');
    // Clocks go back on Sunday 25 October 2026: the Sunday reminder is in winter time again.
    const autumn = slotReminderTime('2026-10-26', '09:30', now)!;
    expect(autumn.sendAfter.toISOString()).toBe('2026-10-25T10:00:00.000Z');
    const saturday = slotReminderTime('2026-10-25', '09:30', now)!;
    expect(saturday.sendAfter.toISOString()).toBe('2026-10-24T09:00:00.000Z');
  });

  it('names the slot as its occasion, sends at once when booked too late, and never for a past slot', () => {
    const reminder = slotReminderTime('2026-05-12', '14:30', at('2026-05-11T20:00:00Z'))!;
    expect(reminder.occasion).toBe('2026-05-12T14:30');
    expect(reminder.sendAfter.toISOString()).toBe('2026-05-11T20:00:00.000Z');
    // 14:30 London in May is 13:30 UTC.
    expect(slotReminderTime('2026-05-12', '14:30', at('2026-05-12T13:30:00Z'))).toBeNull();
    expect(slotReminderTime('2026-05-12', '14:30', at('2026-05-12T13:29:00Z'))).not.toBeNull();
  });

  it('reminds 6 months and 1 month before a card expires, only those still ahead', () => {
    const times = cardExpiryReminderTimes('2027-03-31', at('2026-01-01T00:00:00Z'));
    expect(times.map((t) => [t.occasion, t.sendAfter.toISOString()])).toEqual([
      // 30 September is summer time; 28 February is winter time and the end of the month.
      ['6m:2027-03-31', '2026-09-30T09:00:00.000Z'],
      ['1m:2027-03-31', '2027-02-28T10:00:00.000Z'],
    ]);
    expect(
      cardExpiryReminderTimes('2027-03-31', at('2026-10-01T00:00:00Z')).map((t) => t.occasion),
    ).toEqual(['1m:2027-03-31']);
    expect(cardExpiryReminderTimes('2027-03-31', at('2027-03-01T00:00:00Z'))).toEqual([]);
  });

  it('keeps a shifted date inside its month (31 August less 6 months is 28 February)', () => {
    expect(shiftMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(shiftMonths('2028-08-31', -6)).toBe('2028-02-29');
    expect(shiftMonths('2026-01-15', 24)).toBe('2028-01-15');
  });

  it('counts a test pass for 2 years and reminds 2 months before it runs out', () => {
    expect(testPassExpiresOn('2026-03-10')).toBe('2028-03-09');
    expect(testPassExpiresOn('2028-02-29')).toBe('2030-02-27');
    const reminder = testPassReminderTime('2026-03-10', at('2026-03-11T00:00:00Z'))!;
    expect(reminder.occasion).toBe('2026-03-10');
    expect(reminder.sendAfter.toISOString()).toBe('2028-01-09T10:00:00.000Z');
    // Within the last 2 months it goes at once; after the pass has run out, never.
    const late = at('2028-02-01T12:00:00Z');
    expect(testPassReminderTime('2026-03-10', late)?.sendAfter).toEqual(late);
    expect(testPassReminderTime('2026-03-10', at('2028-03-10T00:00:00Z'))).toBeNull();
  });
});

describe('whether a due reminder still goes', () => {
  const slot = {
    kind: 'test',
    date: '2026-06-16',
    time: '09:30',
    centre: 'leeds',
    centreName: 'Leeds',
    centreAddress: '1 Wellington Street, Leeds, LS1 4DL',
    confirmedAt: '2026-06-01T10:00:00.000Z',
  };
  const order: ReminderOrder = {
    kind: 'test',
    status: 'paid',
    fulfilmentStatus: 'confirmed',
    confirmedDetails: slot,
    remindersOffAt: null,
    cardExpiresOn: '2027-03-31',
    personalDataErasedAt: null,
  };
  const now = at('2026-06-15T09:00:00Z');
  const reason = (changes: Partial<ReminderOrder>, row: { kind: string; occasion: string }) =>
    reminderSkipReason({ order: { ...order, ...changes } }, row, now);
  const slotRow = { kind: 'slot-reminder', occasion: '2026-06-16T09:30' };

  it('lets a reminder that fits the order go, and is silent about other messages', () => {
    expect(reason({}, slotRow)).toBeNull();
    expect(
      reason({ fulfilmentStatus: 'cancelled' }, { kind: 'order-confirmed', occasion: '' }),
    ).toBeNull();
  });

  it('stops every reminder of an order with reminders off, cancelled, refunded or erased', () => {
    expect(reason({ remindersOffAt: now }, slotRow)).toBe(
      'Reminders are turned off for this booking',
    );
    expect(reason({ fulfilmentStatus: 'cancelled' }, slotRow)).toBe('The order was cancelled');
    expect(reason({ fulfilmentStatus: 'refunded' }, slotRow)).toBe('The order was refunded');
    expect(reason({ personalDataErasedAt: now }, slotRow)).toBe(
      "The order's personal data was erased",
    );
    const card = { kind: 'card-expiry-reminder', occasion: '1m:2027-03-31' };
    expect(reason({ fulfilmentStatus: 'refunded' }, card)).toBe('The order was refunded');
  });

  it('stops a slot reminder for an old slot, and one whose slot has started', () => {
    expect(reason({}, { kind: 'slot-reminder', occasion: '2026-06-12T09:30' })).toBe(
      'The booking moved',
    );
    expect(reminderSkipReason({ order }, slotRow, at('2026-06-16T08:30:00Z'))).toBe(
      'The slot has passed',
    );
    expect(reason({ fulfilmentStatus: 'completed' }, slotRow)).toBe(
      'The booking is not waiting for its date',
    );
  });

  it('stops a card reminder for another expiry date, or once the card has expired', () => {
    expect(reason({}, { kind: 'card-expiry-reminder', occasion: '6m:2027-03-31' })).toBeNull();
    expect(reason({}, { kind: 'card-expiry-reminder', occasion: '6m:2027-01-31' })).toBe(
      'The card expiry date changed',
    );
    expect(
      reminderSkipReason(
        { order },
        { kind: 'card-expiry-reminder', occasion: '1m:2027-03-31' },
        at('2027-04-01T00:00:00Z'),
      ),
    ).toBe('The card has expired');
  });

  it('sends a pass reminder only for a taken test on that date, while the pass counts', () => {
    const pass = { kind: 'test-pass-expiry-reminder', occasion: '2026-06-16' };
    const done = { fulfilmentStatus: 'completed' };
    expect(reason(done, pass)).toBeNull();
    expect(reason({}, pass)).toBe('The test is not marked as taken');
    expect(reason(done, { ...pass, occasion: '2026-06-10' })).toBe('The test date changed');
    expect(
      reminderSkipReason({ order: { ...order, ...done } }, pass, at('2028-06-16T00:00:00Z')),
    ).toBe('The test pass has run out');
  });
});

describe('the card expiry date a customer gives', () => {
  const today = todayInLondon();
  const message = (value: string) =>
    cardExpiresOnSchema.safeParse(value).error?.issues[0]?.message ?? null;

  it("takes a real date from 12 months ago (CSCS's renewal window) to 5 years ahead", () => {
    expect(message(today)).toBeNull();
    expect(message(addMonths(today, -12))).toBeNull();
    expect(message(addMonths(today, 60))).toBeNull();
    expect(message(addMonths(today, -13))).toBe('Enter an expiry date no more than 12 months ago');
    expect(message(addMonths(today, 61))).toBe(
      'Enter an expiry date no more than 5 years from today',
    );
    expect(message('2027-02-29')).toBe('Enter a real date');
  });

  it('goes with a renewal or replacement only', () => {
    const card = {
      userId: '7f0c5a3e-3c39-4b7a-9f43-0b7b1b2a6c11',
      type: 'Green Labourer',
      trait: 'Labourer, General Construction Operative',
      cardExpiresOn: addMonths(today, 3),
    };
    // A renewal confirms what the card needs (issue 21 point 2).
    const requirements = requirementsFor('Green Labourer', 'Renew Card');
    expect(
      createCardBody.safeParse({ ...card, applicationType: 'Renew Card', requirements }).success,
    ).toBe(true);
    expect(
      createCardBody.safeParse({ ...card, applicationType: 'New Card' }).error?.issues[0],
    ).toMatchObject({ path: ['cardExpiresOn'] });
  });
});
