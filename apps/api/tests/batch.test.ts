import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { allFulfilled, batched, isRowError } from '../src/db/batch';
import { queryRows } from '../src/db/client';
import { createCandidateBody } from '@site/domain/schemas';
import { CANDIDATE_COLUMNS } from '../src/repositories/people-repository';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

describe('batched', () => {
  function recorder(options: { failMany?: unknown } = {}) {
    const many: number[][] = [];
    const one: number[] = [];
    const run = batched<number, number>({
      async runMany(inputs) {
        many.push(inputs);
        if (options.failMany) throw options.failMany;
        return inputs.map((n) =>
          n < 0
            ? { status: 'rejected' as const, reason: new Error(`bad ${n}`) }
            : { status: 'fulfilled' as const, value: n * 10 },
        );
      },
      async runOne(input) {
        one.push(input);
        if (input < 0) throw new Error(`bad ${input}`);
        return input * 10;
      },
      isInputError: (error) => error === 'row',
      maxSize: 3,
    });
    return { run, many, one };
  }

  it('sends the calls of one turn together, in batches of at most maxSize, in order', async () => {
    const { run, many, one } = recorder();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(run));
    expect(answers).toEqual([10, 20, 30, 40, 50]);
    expect(many).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(one).toEqual([]);
  });

  it('runs a call alone when it is the only one', async () => {
    const { run, many, one } = recorder();
    expect(await run(7)).toBe(70);
    expect(await run(8)).toBe(80);
    expect(many).toEqual([]);
    expect(one).toEqual([7, 8]);
  });

  it('fails only the call whose own answer failed, after the statement', async () => {
    const { run, one } = recorder();
    const answers = await Promise.allSettled([1, -2, 3].map(run));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(one).toEqual([]);
  });

  it('runs each input alone when a batch fails on a row, so only the bad one fails', async () => {
    const { run, one } = recorder({ failMany: 'row' });
    const answers = await Promise.allSettled([1, -2, 3].map(run));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(one).toEqual([1, -2, 3]);
  });

  it('gives every call the error of a batch that failed for another reason', async () => {
    const down = new Error('connection lost');
    const { run, one } = recorder({ failMany: down });
    const answers = await Promise.allSettled([1, 2].map(run));
    expect(answers).toEqual([
      { status: 'rejected', reason: down },
      { status: 'rejected', reason: down },
    ]);
    expect(one).toEqual([]);
  });

  it('gathers the calls that arrive while a statement runs into the next, with one in flight', async () => {
    const many: number[][] = [];
    let release = () => {};
    const run = batched<number, number>({
      async runMany(inputs) {
        many.push(inputs);
        if (many.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return allFulfilled(inputs);
      },
      runOne: async (input) => input,
      inFlight: 1,
    });
    const first = Promise.all([1, 2].map(run));
    await new Promise((resolve) => setImmediate(resolve));
    const later = Promise.all([3, 4, 5].map(run));
    await new Promise((resolve) => setImmediate(resolve));
    const last = run(6);
    await new Promise((resolve) => setImmediate(resolve));
    expect(many).toEqual([[1, 2]]);
    release();
    expect([await first, await later, await last]).toEqual([[1, 2], [3, 4, 5], 6]);
    expect(many).toEqual([
      [1, 2],
      [3, 4, 5, 6],
    ]);
  });

  it('knows a refused row from a lost connection', () => {
    expect(isRowError({ cause: { code: '23503' } })).toBe(true);
    expect(isRowError({ code: '22P02' })).toBe(true);
    expect(isRowError({ cause: { code: '57P01' } })).toBe(false);
    expect(isRowError(new Error('ECONNRESET'))).toBe(false);
  });
});

describe('calls made at the same moment (one statement, one commit)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx.close());

  /** Rows written by one statement share its transaction id. */
  async function transactionsOf(table: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql.raw(`select count(distinct xmin::text)::int as n from ${table}`),
    );
    return Number(row!.n);
  }

  it('stores every field of POST /candidate when candidates share a statement', () => {
    expect(CANDIDATE_COLUMNS).toEqual(
      expect.arrayContaining(['id', 'kind', ...Object.keys(createCandidateBody.shape)]),
    );
  });

  it('stores every candidate as sent, sharing commits', async () => {
    const sent = Array.from({ length: 20 }, (_, i) =>
      buildCandidate({ firstName: `Person${'a'.repeat(i % 5)}`, middleName: i % 2 ? 'Lee' : '' }),
    );
    const before = await ctx.countRows('people');
    const answers = await Promise.all(sent.map((body) => ctx.call('POST', '/candidate', body)));
    expect(answers.map((a) => a.statusCode)).toEqual(sent.map(() => 201));
    const ids = answers.map((a) => a.json().data.userId as string);
    expect(new Set(ids).size).toBe(20);
    expect(await ctx.countRows('people')).toBe(before + 20);
    expect(await transactionsOf('people')).toBeLessThan(before + 20);
    for (const [index, id] of ids.entries()) {
      const [row] = await queryRows<Record<string, string | null>>(
        ctx.database.db,
        sql`select first_name, middle_name from people where id = ${id}`,
      );
      expect(row!.first_name).toBe(sent[index]!.firstName);
      expect(row!.middle_name ?? '').toBe(sent[index]!.middleName);
    }
  });

  it('refuses only the booking for an unknown candidate among good ones', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const before = await ctx.countRows('orders');
    const bodies = Array.from({ length: 12 }, (_, i) =>
      buildTestBooking({ userId: i === 5 ? '3f1c9a62-7d4e-4b8a-9c21-5e6f7a8b9c0d' : userId }),
    );
    const answers = await Promise.all(bodies.map((body) => ctx.call('POST', '/test', body)));
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map((_, i) => (i === 5 ? 400 : 201)));
    expect(answers[5]!.json().errors[0].field).toBe('userId');
    expect(await ctx.countRows('orders')).toBe(before + 11);
  });

  it('refuses only the booking whose Idempotency-Key was used for another booking', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const key = `used-${userId}`;
    const first = await ctx.call('POST', '/test', buildTestBooking({ userId }), {
      'idempotency-key': key,
    });
    expect(first.statusCode).toBe(201);
    const before = await ctx.countRows('orders');
    const answers = await Promise.all([
      ctx.call('POST', '/test', buildTestBooking({ userId, testType: 'supervisors' }), {
        'idempotency-key': key,
      }),
      ctx.call('POST', '/test', buildTestBooking({ userId })),
      ctx.call('POST', '/test', buildTestBooking({ userId })),
      ctx.call('POST', '/test', buildTestBooking({ userId, testType: 'supervisors' }), {
        'idempotency-key': `new-${userId}`,
      }),
      ctx.call('POST', '/test', buildTestBooking({ userId, testType: 'demolition' }), {
        'idempotency-key': `new-${userId}`,
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([422, 201, 201, 201, 422]);
    expect(await ctx.countRows('orders')).toBe(before + 3);
  });

  it('makes one order for one Idempotency-Key sent many times at once', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const before = await ctx.countRows('orders');
    const booking = buildTestBooking({ userId });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.call('POST', '/test', booking, { 'idempotency-key': `same-${userId}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.json().data.orderId)).size).toBe(1);
    expect(await ctx.countRows('orders')).toBe(before + 1);
  });

  it('answers each order look-up with its own order, and an unknown one with 404', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const orderIds: string[] = [];
    for (const testType of ['operative', 'supervisors', 'operative'] as const) {
      const booked = await ctx.call('POST', '/test', buildTestBooking({ userId, testType }));
      orderIds.push(booked.json().data.orderId);
    }
    const unknown = '9d2f4c1e-0a3b-4c5d-8e7f-112233445566';
    const asked = [...orderIds, unknown, orderIds[0]!, orderIds[1]!];
    const answers = await Promise.all(asked.map((id) => ctx.call('GET', `/order/${id}`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 200, 200]);
    answers.forEach((answer, index) => {
      if (answer.statusCode === 200) expect(answer.json().data.order.id).toBe(asked[index]);
    });
    expect(answers[1]!.json().data.order.test.testType).toBe('supervisors');
  });

  it('finds an order whose id is sent in capitals, alone and beside the same id in small letters', async () => {
    const orderId = (
      await ctx.call(
        'POST',
        '/test',
        buildTestBooking({
          userId: (await ctx.call('POST', '/candidate', buildCandidate())).json().data.userId,
        }),
      )
    ).json().data.orderId as string;
    const alone = await ctx.call('GET', `/order/${orderId.toUpperCase()}`);
    expect(alone.statusCode).toBe(200);
    expect(alone.json().data.order.id).toBe(orderId);
    const together = await Promise.all(
      [orderId.toUpperCase(), orderId].map((id) => ctx.call('GET', `/order/${id}`)),
    );
    expect(together.map((a) => a.statusCode)).toEqual([200, 200]);
  });
});
