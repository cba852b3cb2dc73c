import { describe, expect, it } from 'vitest';
import { confirmedWords } from '@site/domain/fulfilment';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import { testI18n } from '../../i18n/testing';
import { confirmedWordsIn } from './outcome-words';

const CONFIRMED: ConfirmedDetails[] = [
  {
    kind: 'test',
    date: '2026-12-16',
    time: '09:30',
    centre: 'leeds',
    centreName: 'Leeds Test Centre',
    centreAddress: 'Gallery House, LS1 5RD',
    bookingReference: 'PV-4471920',
    confirmedAt: '2026-11-22T10:00:00.000Z',
  },
  {
    kind: 'course-offline',
    date: '2026-12-16',
    time: '12:00',
    venueAddress: '1 High Street, Leeds LS1 1AA',
    joiningInstructions: 'Ask at reception.',
    confirmedAt: '2026-11-22T10:00:00.000Z',
  },
  {
    kind: 'course-online',
    date: '2026-12-16',
    accessDetails: 'Log in at https://learn.example.com',
    confirmedAt: '2026-11-22T10:00:00.000Z',
  },
  { kind: 'card', applicationReference: 'CSCS-123', confirmedAt: '2026-11-22T10:00:00.000Z' },
];

describe('a confirmed booking in words', () => {
  it.each(CONFIRMED)('reads in English exactly as the email says it ($kind)', (details) => {
    expect(confirmedWordsIn(details, 'James Wilson', testI18n())).toEqual(
      confirmedWords(details, 'James Wilson'),
    );
  });
});
