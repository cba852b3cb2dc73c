import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCandidateBody } from '@site/domain/schemas';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import type { TestAnswers } from '../answers';
import { testJourney } from '../answers';
import { ensureTestOrder } from './test-order';

const USER_ID = '6f1c2a1e-8d1b-4c55-9a51-3f2b7c9d0e11';
const ORDER_ID = '0b7d3c2a-1e4f-4a6b-8c9d-2e1f3a4b5c6d';

const booking = buildTestBooking({ userId: USER_ID });
const candidate = createCandidateBody.parse(buildCandidate());
const answers = (retake: boolean): TestAnswers => ({
  location: booking.location,
  date: booking.date,
  alternateDate: booking.alternateDate,
  testTime: booking.testTime,
  testType: booking.testType,
  language: booking.language,
  retake,
});

let calls: string[];
let patchStatus: number;

beforeEach(() => {
  calls = [];
  patchStatus = 204;
  sessionStorage.clear();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url} ${init.body ?? ''}`.trim());
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.endsWith('/candidate')) return json(201, { status: 201, data: { userId: USER_ID } });
    if (url.endsWith('/test')) return json(201, { data: { orderId: ORDER_ID } });
    if (patchStatus === 204) return new Response(null, { status: 204 });
    const code = patchStatus === 409 ? 'ORDER_CLOSED' : 'INTERNAL';
    return json(patchStatus, { status: patchStatus, code, message: 'Failed' });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('ensureTestOrder and the retake answer (spec §4)', () => {
  it('sends a retake answer changed after the order was made as PATCH /order, once', async () => {
    expect(await ensureTestOrder(answers(false), candidate)).toBe(ORDER_ID);
    expect(calls.at(-1)).toContain('"retake":false');

    calls = [];
    expect(await ensureTestOrder(answers(true), candidate)).toBe(ORDER_ID);
    expect(calls).toEqual([`PATCH /api/v2/order/${ORDER_ID} {"retake":true}`]);
    expect(testJourney.attempts.read()?.retake).toBe(true);

    calls = [];
    await ensureTestOrder(answers(true), candidate);
    expect(calls).toEqual([]);
  });

  it('sends the answer on screen before paying, whatever this tab last confirmed', async () => {
    await ensureTestOrder(answers(false), candidate);
    calls = [];
    // Another tab, duplicated from this one, set the order's answer to yes meanwhile.
    expect(await ensureTestOrder(answers(false), candidate, { beforePaying: true })).toBe(ORDER_ID);
    expect(calls).toEqual([`PATCH /api/v2/order/${ORDER_ID} {"retake":false}`]);
  });

  it('keeps the order when it closed meanwhile, so that paying decides what happens', async () => {
    await ensureTestOrder(answers(false), candidate);
    patchStatus = 409;
    expect(await ensureTestOrder(answers(true), candidate)).toBe(ORDER_ID);
    // Not confirmed: the server still holds the first answer.
    expect(testJourney.attempts.read()?.retake).toBe(false);
  });

  it('does not use the order when the change was not confirmed', async () => {
    await ensureTestOrder(answers(false), candidate);
    patchStatus = 500;
    await expect(ensureTestOrder(answers(true), candidate)).rejects.toThrow();
    expect(testJourney.attempts.read()?.retake).toBe(false);
  });
});
