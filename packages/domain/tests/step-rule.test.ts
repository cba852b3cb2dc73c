import { describe, expect, it } from 'vitest';
import { checkStep, stepFields } from '../src/fulfilment';
import type { FulfilmentStep } from '../src/fulfilment';

const clock = { today: '2026-11-25', now: '2026-11-25T10:00:00.000Z' };
const KINDS = ['test', 'card', 'course-online', 'course-offline'] as const;
const required = (kind: (typeof KINDS)[number], to: FulfilmentStep, hasReference = false) =>
  stepFields(kind, to, hasReference)
    .filter((rule) => rule.required)
    .map((rule) => rule.field);

describe('the stage rule per kind of order', () => {
  it('asks each kind for exactly what the customer must be told', () => {
    expect(required('card', 'submitted')).toEqual(['reference']);
    expect(required('test', 'submitted')).toEqual([]);
    expect(required('course-online', 'submitted')).toEqual([]);
    expect(stepFields('course-online', 'submitted')).toEqual([]);
    expect(required('course-offline', 'submitted')).toEqual([]);
    expect(required('test', 'confirmed')).toEqual(['centre', 'date', 'time']);
    expect(stepFields('test', 'confirmed').map((rule) => rule.field)).toContain('bookingReference');
    expect(required('course-offline', 'confirmed')).toEqual([
      'date',
      'time',
      'venueAddress',
      'joiningInstructions',
    ]);
    expect(required('course-online', 'confirmed')).toEqual(['accessDetails', 'date']);
    expect(required('card', 'confirmed', true)).toEqual([]);
    expect(required('card', 'confirmed', false)).toEqual(['reference']);
    for (const kind of KINDS) {
      for (const to of ['completed', 'cancelled', 'refunded'] as const) {
        expect(stepFields(kind, to), `${kind} ${to}`).toEqual([]);
      }
    }
  });

  it('refuses a confirmation without its facts, with a placeholder, or in the past', () => {
    const order = { kind: 'test' as const, reference: null };
    expect(checkStep(order, 'confirmed', {}, clock)).toEqual({
      ok: false,
      errors: [
        { field: 'centre', message: 'Choose the test centre' },
        { field: 'date', message: 'Enter the date, like 2026-12-15' },
        { field: 'time', message: 'Enter the time, like 09:30' },
      ],
    });
    const result = checkStep(
      order,
      'confirmed',
      { centre: 'leeds', date: '2026-11-24', time: '9.30', bookingReference: 'n/a' },
      clock,
    );
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual([
      'date',
      'time',
      'bookingReference',
    ]);
    for (const placeholder of ['N/A', 'NA', 'tbc', 'To be confirmed', '---', '?', 'none']) {
      const check = checkStep(
        { kind: 'course-offline', reference: null },
        'confirmed',
        {
          date: '2026-12-15',
          time: '09:00',
          venueAddress: placeholder,
          joiningInstructions: 'Report to reception.',
        },
        clock,
      );
      expect(check.ok, placeholder).toBe(false);
    }
  });

  it('returns what to store: the centre and its address from the catalogue, trimmed text', () => {
    expect(
      checkStep(
        { kind: 'test', reference: null },
        'confirmed',
        { centre: 'leeds', date: '2026-12-15', time: '09:30', bookingReference: '  ' },
        clock,
      ),
    ).toEqual({
      ok: true,
      reference: undefined,
      confirmed: {
        kind: 'test',
        centre: 'leeds',
        centreName: 'Leeds Test Centre',
        centreAddress: 'Gallery House 1st Floor, The Headrow, Leeds, LS1 5RD',
        date: '2026-12-15',
        time: '09:30',
        confirmedAt: clock.now,
      },
    });
    expect(
      checkStep({ kind: 'card', reference: 'CSCS-77' }, 'confirmed', { reference: 'x' }, clock),
    ).toEqual({
      ok: true,
      reference: undefined,
      confirmed: { kind: 'card', applicationReference: 'CSCS-77', confirmedAt: clock.now },
    });
    expect(
      checkStep({ kind: 'card', reference: null }, 'submitted', { reference: ' CSCS-1 ' }, clock),
    ).toEqual({ ok: true, reference: 'CSCS-1' });
    // An online course keeps no reference it does not need, whatever is typed.
    expect(
      checkStep({ kind: 'course-online', reference: null }, 'submitted', { reference: 'x' }, clock),
    ).toEqual({ ok: true, reference: undefined });
  });
});

describe('the slot staff confirm: open days and the time as typed', () => {
  const today = { today: '2026-12-07', now: '2026-12-07T10:00:00.000Z' };
  const test = { kind: 'test' as const, reference: null };
  const slot = (date: string, time = '09:30') => ({ centre: 'leeds', date, time });

  it('refuses a Sunday or a bank holiday on the date field, saying why', () => {
    expect(checkStep(test, 'confirmed', slot('2026-12-20'), today)).toEqual({
      ok: false,
      errors: [
        { field: 'date', message: 'Test centres are closed on Sundays. Choose another date' },
      ],
    });
    expect(checkStep(test, 'confirmed', slot('2026-12-25'), today)).toEqual({
      ok: false,
      errors: [
        {
          field: 'date',
          message: 'Test centres are closed on Christmas Day, a bank holiday. Choose another date',
        },
      ],
    });
    const course = checkStep(
      { kind: 'course-offline', reference: null },
      'confirmed',
      {
        date: '2026-12-28',
        time: '09:00',
        venueAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
        joiningInstructions: 'Report to reception.',
      },
      today,
    );
    expect(course.ok ? [] : course.errors).toEqual([
      {
        field: 'date',
        message: 'Courses do not run on Boxing Day, a bank holiday. Choose another date',
      },
    ]);
    const online = checkStep(
      { kind: 'course-online', reference: null },
      'confirmed',
      { date: '2027-01-03', accessDetails: 'Go to https://learn.example.com' },
      today,
    );
    expect(online.ok ? [] : online.errors).toEqual([
      {
        field: 'date',
        message: 'Final assessments are not held on Sundays. Choose another date',
      },
    ]);
    // A Saturday stays open: some centres open on one.
    expect(checkStep(test, 'confirmed', slot('2026-12-19'), today).ok).toBe(true);
  });

  it('says the date is past before it says the day is closed', () => {
    const past = checkStep(test, 'confirmed', slot('2026-12-06'), today);
    expect(past.ok ? [] : past.errors).toEqual([
      { field: 'date', message: 'The date must be today or later' },
    ]);
  });

  it('takes 9:30 as well as 09:30, and stores both as 09:30', () => {
    for (const time of ['9:30', '09:30', ' 9:30 ']) {
      const result = checkStep(test, 'confirmed', slot('2026-12-15', time), today);
      expect(result.ok && result.confirmed, time).toMatchObject({ time: '09:30' });
    }
    const course = checkStep(
      { kind: 'course-offline', reference: null },
      'confirmed',
      {
        date: '2026-12-15',
        time: '9:00',
        venueAddress: 'Unit 4, Riverside Business Park, Leeds, LS9 0PS',
        joiningInstructions: 'Report to reception.',
      },
      today,
    );
    expect(course.ok && course.confirmed).toMatchObject({ time: '09:00' });
    for (const time of ['930', '9.30', '24:00', '9:3', '09:60']) {
      const result = checkStep(test, 'confirmed', slot('2026-12-15', time), today);
      expect(result.ok ? [] : result.errors, time).toEqual([
        { field: 'time', message: 'Enter the time, like 09:30' },
      ]);
    }
  });
});
