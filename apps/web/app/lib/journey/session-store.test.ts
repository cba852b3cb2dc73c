import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createAttemptStore } from './attempt';
import {
  UNUSED_LIMIT_MS,
  createSessionStore,
  forgetEverything,
  personalDetailsStore,
  savedAnswersExpired,
  savedPersonName,
} from './session-store';

const answers = createSessionStore('test-booking', z.object({ location: z.number().optional() }));
const START = new Date('2026-11-25T09:00:00Z').getTime();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useFakeTimers({ now: START });
});
afterEach(() => vi.useRealTimers());

describe('the shared-phone rule (decision 021)', () => {
  it('keeps details in sessionStorage for the tab, never in localStorage', () => {
    personalDetailsStore.write({ firstName: 'James', lastName: 'Walker', NI: 'QQ123456C' });
    expect(sessionStorage.getItem('safesite:personal-details')).toContain('QQ123456C');
    expect(localStorage.length).toBe(0);
  });

  it('names the saved person by first and last name only', () => {
    expect(savedPersonName()).toBeUndefined();
    personalDetailsStore.write({ title: 'Mr', firstName: ' James ', lastName: 'Walker', NI: 'X' });
    expect(savedPersonName()).toBe('James Walker');
  });

  it('forgets answers, attempts and details once 30 minutes pass unused', () => {
    personalDetailsStore.write({ firstName: 'James', lastName: 'Walker' });
    answers.write({ location: 12 });
    createAttemptStore('test-booking').write({ key: 'abcdefgh12', fingerprint: 'f', userId: 'u' });
    vi.setSystemTime(START + UNUSED_LIMIT_MS - 1);
    expect(savedAnswersExpired()).toBe(false);
    vi.setSystemTime(START + UNUSED_LIMIT_MS);
    expect(savedAnswersExpired()).toBe(true);
    expect(answers.read()).toBeUndefined();
    expect(personalDetailsStore.read()).toBeUndefined();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('counts every read and write as a use, pushing the expiry on', () => {
    answers.write({ location: 12 });
    vi.setSystemTime(START + 20 * 60 * 1000);
    expect(answers.read()).toEqual({ location: 12 });
    vi.setSystemTime(START + 45 * 60 * 1000);
    expect(answers.read()).toEqual({ location: 12 });
    vi.setSystemTime(START + 76 * 60 * 1000);
    expect(answers.read()).toBeUndefined();
  });

  it('reads a tampered expiry as expired', () => {
    answers.write({ location: 12 });
    sessionStorage.setItem('safesite:expires', 'never');
    expect(answers.read()).toBeUndefined();
  });

  it('writes after expiry start a fresh 30 minutes with nothing of before', () => {
    personalDetailsStore.write({ firstName: 'James', lastName: 'Walker' });
    vi.setSystemTime(START + UNUSED_LIMIT_MS + 1);
    answers.write({ location: 3 });
    expect(personalDetailsStore.read()).toBeUndefined();
    expect(Number(sessionStorage.getItem('safesite:expires'))).toBe(
      START + 2 * UNUSED_LIMIT_MS + 1,
    );
  });

  it('forgetEverything clears details, answers and card references, and nothing else', () => {
    sessionStorage.setItem('other-site', 'kept');
    personalDetailsStore.write({ firstName: 'James', lastName: 'Walker' });
    createAttemptStore('card-application').write({
      key: 'abcdefgh12',
      fingerprint: 'f',
      cardId: 'card-1',
    });
    forgetEverything();
    expect(Object.keys(sessionStorage)).toEqual(['other-site']);
  });
});
