import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCandidate,
  buildCardApplication,
  buildContact,
  buildTestBooking,
} from '@site/domain/test-support';
import { BASIC, buildTestApp, countAll } from './helper';
import type { TestContext } from './helper';
import { createCandidate, rowOf } from './validation-support';

// Issue 2: every write call needs the web client's Basic header (401 and nothing written
// without it), and a body that is not a JSON object is a 4xx in the one error shape, never
// a 5xx, and writes nothing.

let ctx: TestContext;
const ids = { userId: '', orderId: '', cardId: '', seatId: '' };
let course: { locationId: number; datetime: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  ids.userId = await createCandidate(ctx);
  const test = await ctx.call('POST', '/test', buildTestBooking({ userId: ids.userId }));
  ids.orderId = test.json().data.orderId;
  const {
    testingId: _t,
    registrationNumber: _r,
    ...card
  } = buildCardApplication({
    userId: ids.userId,
  });
  ids.cardId = (await ctx.call('POST', '/card', card)).json().data.cardId;
  const location = (await ctx.call('GET', '/course/offline/location/all')).json().data.locations[0];
  course = { locationId: location.id, datetime: location.dates[0].datetime };
  ids.seatId = (await ctx.call('POST', '/course/offline/seat', holdBody())).json().data.seatIds[0];
  expect(Object.values(ids).every(Boolean)).toBe(true);
});
afterAll(async () => ctx.close());

function holdBody() {
  return {
    ...course,
    seatCount: 1,
    name: 'Level 1 Award in Health and Safety',
    provider: 'SafeSite Training',
  };
}

type Method = NonNullable<InjectOptions['method']>;

/** Every call of spec §7 that writes, each with a payload it would accept. */
const WRITE_CALLS: Record<string, () => { method: Method; url: string; body: object }> = {
  'POST /contact': () => ({ method: 'POST', url: '/contact', body: buildContact() }),
  'POST /candidate': () => ({ method: 'POST', url: '/candidate', body: buildCandidate() }),
  'PATCH /candidate/{userId}': () => ({
    method: 'PATCH',
    url: `/candidate/${ids.userId}`,
    body: { town: 'Manchester' },
  }),
  'POST /test': () => ({
    method: 'POST',
    url: '/test',
    body: buildTestBooking({ userId: ids.userId }),
  }),
  'PATCH /order/{orderId}': () => ({
    method: 'PATCH',
    url: `/order/${ids.orderId}`,
    body: { retake: true },
  }),
  'POST /card': () => {
    const {
      testingId: _t,
      registrationNumber: _r,
      ...card
    } = buildCardApplication({
      userId: ids.userId,
    });
    return { method: 'POST', url: '/card?initiate_pay=true', body: card };
  },
  'PATCH /card/{cardId}': () => ({
    method: 'PATCH',
    url: `/card/${ids.cardId}`,
    body: { testingId: 'CITB123456' },
  }),
  'POST /course/offline/seat': () => ({
    method: 'POST',
    url: '/course/offline/seat',
    body: holdBody(),
  }),
  'POST /course/offline/book/{seatId}': () => ({
    method: 'POST',
    url: `/course/offline/book/${ids.seatId}?initiate_pay=true`,
    body: { userId: ids.userId },
  }),
  'POST /course/online': () => ({
    method: 'POST',
    url: '/course/online?initiate_pay=true',
    body: { userId: ids.userId, type: 'Online', date: buildTestBooking().date },
  }),
  'POST /payment': () => ({ method: 'POST', url: '/payment', body: { orderId: ids.orderId } }),
};
const CALL_NAMES = Object.keys(WRITE_CALLS);

/** Everything a refused call must leave alone: the row counts and the rows PATCH would change. */
async function snapshot() {
  const seat = await ctx.database.db.execute(
    sql`select status, order_id from course_seats where id = ${ids.seatId}`,
  );
  return {
    counts: await countAll(ctx),
    person: await rowOf(ctx, 'people', ids.userId),
    order: await rowOf(ctx, 'orders', ids.orderId),
    card: await rowOf(ctx, 'cards', ids.cardId),
    seat: (seat as unknown as { rows: unknown[] }).rows,
  };
}

function inject(name: string, options: { headers?: Record<string, string>; payload?: unknown }) {
  const { method, url } = WRITE_CALLS[name]!();
  return ctx.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: options.headers,
    payload: options.payload as InjectOptions['payload'],
  });
}

function expectErrorShape(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { status: number; code: string; message: string; errors?: unknown };
  expect(body).toMatchObject({ status, code: expect.any(String), message: expect.any(String) });
  // The framework's and the schema library's own words never reach the client.
  const words = JSON.stringify({ message: body.message, errors: body.errors });
  expect(words).not.toMatch(/Invalid input|expected|FST_|Unexpected token|JSON at position/);
}

describe('the Basic header', () => {
  const WRONG: Record<string, Record<string, string>> = {
    'no header': {},
    'a wrong password': {
      authorization: `Basic ${Buffer.from('web-client:wrong').toString('base64')}`,
    },
    'another scheme': { authorization: 'Bearer change-me' },
    'credentials in clear': { authorization: 'Basic web-client:change-me' },
  };

  describe.each(Object.keys(WRONG))('with %s', (variant) => {
    it.each(CALL_NAMES)('%s answers 401 and writes nothing', async (name) => {
      const before = await snapshot();
      const res = await inject(name, {
        headers: WRONG[variant],
        payload: WRITE_CALLS[name]!().body,
      });
      expectErrorShape(res, 401);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('takes the scheme name in any case (RFC 7617), and only the right credential', async () => {
    const token = BASIC.slice('Basic '.length);
    const read = (authorization: string) =>
      ctx.app.inject({ url: '/api/v2/course/offline/location/all', headers: { authorization } });
    expect((await read(`basic ${token}`)).statusCode).toBe(200);
    expect((await read(`BASIC ${token}`)).statusCode).toBe(200);
    expect((await read(`basic ${token.toLowerCase()}`)).statusCode).toBe(401);
    expect((await read(`basix ${token}`)).statusCode).toBe(401);
  });
});

describe('a body that is not a JSON object', () => {
  const json = { 'content-type': 'application/json', authorization: BASIC };
  const BODIES: Record<
    string,
    (body: object) => { headers: Record<string, string>; payload?: string; status: number }
  > = {
    'malformed JSON': () => ({ headers: json, payload: '{"firstName": "James",', status: 400 }),
    'a JSON array': (body) => ({ headers: json, payload: JSON.stringify([body]), status: 400 }),
    'a JSON string': () => ({ headers: json, payload: '"James"', status: 400 }),
    'JSON null': () => ({ headers: json, payload: 'null', status: 400 }),
    'an empty JSON body': () => ({ headers: json, payload: '', status: 400 }),
    'no body at all': () => ({ headers: { authorization: BASIC }, status: 400 }),
    'a form instead of JSON': () => ({
      headers: { 'content-type': 'text/plain', authorization: BASIC },
      payload: 'firstName=James',
      status: 400,
    }),
    'a 100 KB body': (body) => ({
      headers: json,
      payload: JSON.stringify({ ...body, padding: 'x'.repeat(100 * 1024) }),
      status: 413,
    }),
  };

  describe.each(Object.keys(BODIES))('%s', (variant) => {
    it.each(CALL_NAMES)('to %s is a 4xx and writes nothing', async (name) => {
      const { headers, payload, status } = BODIES[variant]!(WRITE_CALLS[name]!().body);
      const before = await snapshot();
      const res = await inject(name, { headers, payload });
      expectErrorShape(res, status);
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('the same calls with the header and a good body', () => {
  it('are accepted, so the refusals above were about the header and the body alone', async () => {
    for (const name of CALL_NAMES) {
      const { method, url, body } = WRITE_CALLS[name]!();
      const res = await ctx.call(method, url, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
    }
  });
});
