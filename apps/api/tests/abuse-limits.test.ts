import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCandidate } from '@site/domain/test-support';
import { buildApp } from '../src/app';
import { readEnv } from '../src/config/env';
import { BASIC, buildTestApp } from './helper';
import type { TestContext } from './helper';

/** Issue 16 point 2: the limits that guard stock and storage, counted in the database. */

let ctx: TestContext;
/** A second API instance on the same database, as behind a load balancer. */
let second: FastifyInstance;

beforeAll(async () => {
  const env = {
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_ORDER_READS_PER_MINUTE: '100000',
    RATE_LIMIT_SEAT_HOLDS_PER_HOUR: '100000',
    // The defaults, which the test helper otherwise lifts.
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '10',
    RATE_LIMIT_ENQUIRIES_PER_DAY: '50',
  };
  ctx = await buildTestApp(env);
  second = await buildApp({ env: readEnv(env), database: ctx.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

function callOn(
  instance: FastifyInstance,
  url: string,
  payload: unknown,
  ip: string,
  method: 'POST' | 'GET' = 'POST',
) {
  return instance.inject({
    method,
    url: `/api/v2${url}`,
    payload: payload as object,
    headers: { authorization: BASIC, ...from(ip) },
  });
}

async function aCourseDate(index: number) {
  const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data.locations;
  const datetime = location.dates[index].datetime as string;
  const hold = {
    locationId: location.id,
    seatCount: 1,
    datetime,
    name: 'Level 1 Award in Health and Safety',
    provider: 'SafeSite Training',
  };
  const seatsLeft = async () =>
    (await ctx.call('GET', '/course/offline/location/all')).json().data.locations[0].dates[index]
      .seatsLeft as number;
  return { hold, seatsLeft, capacity: location.dates[index].capacity as number };
}

describe('classroom seat holds', () => {
  it('lets one address hold at most four seats of a date, counted across instances', async () => {
    const { hold, capacity } = await aCourseDate(0);
    expect(capacity).toBe(12);
    const answers = [];
    // Twenty holds from one address, spread over two instances, as a script would send them.
    for (let i = 0; i < 20; i += 1) {
      answers.push(
        await callOn(i % 2 ? second : ctx.app, '/course/offline/seat', hold, '198.51.100.7'),
      );
    }
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(4);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(16);
    expect(refused[0]!.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(refused[0]!.json().message).toMatch(
      /^You are already holding 4 seats on this course date\. Please book or pay for them, or wait \d+ (seconds|minutes) and try again\.$/,
    );
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);

    // Two addresses cannot keep the date full: eight held, four still on sale for others.
    for (let i = 0; i < 6; i += 1) {
      await callOn(second, '/course/offline/seat', hold, '198.51.100.8');
    }
    const other = await callOn(ctx.app, '/course/offline/seat', hold, '203.0.113.20');
    expect(other.statusCode).toBe(201);
  });

  it('puts a hold nobody books back on sale within five minutes, and keeps a booked one', async () => {
    const { hold, seatsLeft } = await aCourseDate(1);
    const before = await seatsLeft();
    const held = await callOn(ctx.app, '/course/offline/seat', hold, '198.51.100.9');
    expect(held.statusCode).toBe(201);
    const minutes = (Date.parse(held.json().data.heldUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    ctx.app.courses.forgetListing();
    expect(await seatsLeft()).toBe(before - 1);

    // Booking the seat keeps it for the customer to pay: half an hour from the booking.
    const booked = await callOn(ctx.app, '/course/offline/seat', hold, '198.51.100.9');
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const order = await callOn(
      ctx.app,
      `/course/offline/book/${booked.json().data.seatIds[0]}`,
      { userId },
      '198.51.100.9',
    );
    expect(order.statusCode, order.body).toBe(201);
    const rows = (await ctx.database.db.execute(
      sql`select extract(epoch from held_until - now()) / 60 as minutes from course_seats
          where order_id = ${order.json().data.orderId}`,
    )) as unknown as { rows: { minutes: number }[] };
    expect(Number(rows.rows[0]!.minutes)).toBeGreaterThan(29);
    ctx.app.courses.forgetListing();
    expect(await seatsLeft()).toBe(before - 2);

    // Five minutes on, the unbooked hold no longer counts: the seat is on sale again.
    await ctx.database.db.execute(
      sql`update course_seats set held_until = held_until - interval '5 minutes'
          where id = ${held.json().data.seatIds[0]}`,
    );
    ctx.app.courses.forgetListing();
    expect(await seatsLeft()).toBe(before - 1);
  });

  it('forgets who held a seat once it is sold or released', async () => {
    const { hold } = await aCourseDate(2);
    const held = await callOn(ctx.app, '/course/offline/seat', hold, '198.51.100.10');
    const seatId = held.json().data.seatIds[0] as string;
    const holderOf = async () =>
      (
        (await ctx.database.db.execute(
          sql`select holder from course_seats where id = ${seatId}`,
        )) as unknown as { rows: { holder: string | null }[] }
      ).rows[0]!.holder;
    expect(await holderOf()).toBe('198.51.100.10');
    await ctx.database.db.execute(
      sql`update course_seats set held_until = now() - interval '1 second' where id = ${seatId}`,
    );
    await ctx.app.payments.expireStale();
    expect(await holderOf()).toBeNull();
  });
});

describe('enquiries', () => {
  const enquiry = () => ({
    firstName: 'Jan',
    lastName: 'Kowalski',
    email: 'jan@example.com',
    comment: 'Do you run the course in Leeds?',
  });

  it('takes at most ten a minute from one address, counted across instances', async () => {
    // The minute is a clock minute: start clear of its turn, so the calls share one window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const before = await ctx.countRows('enquiries');
    const answers = [];
    for (let i = 0; i < 14; i += 1) {
      answers.push(await callOn(i % 2 ? second : ctx.app, '/contact', enquiry(), '198.51.100.30'));
    }
    expect(answers.map((res) => res.statusCode)).toEqual([
      ...Array<number>(10).fill(201),
      ...Array<number>(4).fill(429),
    ]);
    expect(answers[10]!.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    expect(await ctx.countRows('enquiries')).toBe(before + 10);
    expect(await ctx.countRows('people')).toBeGreaterThanOrEqual(before + 10);
    // Another address is not held back.
    expect((await callOn(second, '/contact', enquiry(), '198.51.100.31')).statusCode).toBe(201);
  });

  it('takes at most fifty a day from one address', async () => {
    const client = '198.51.100.32';
    let accepted = 0;
    for (let minute = 0; minute < 6; minute += 1) {
      for (let i = 0; i < 10; i += 1) {
        if ((await callOn(ctx.app, '/contact', enquiry(), client)).statusCode === 201)
          accepted += 1;
      }
      // The next minute: this client's minute window has ended (its day window has not).
      await ctx.database.db.execute(
        sql`delete from client_counts where client = ${client} and scope = 'enquiries/60000'`,
      );
    }
    expect(accepted).toBe(50);
  });

  it('stores a bounded enquiry however it is written', async () => {
    // The longest of every field, in characters that take the most bytes.
    const longest = {
      firstName: 'Ł'.repeat(33),
      middleName: 'Ł'.repeat(33),
      lastName: 'Ł'.repeat(33),
      email: `${'a'.repeat(60)}@example.com`,
      phoneNumber: '07700900123',
      comment: '😀'.repeat(2000),
      address: 'Ł'.repeat(78),
      kind: 'group-booking',
      groupSize: 500,
    };
    const res = await callOn(ctx.app, '/contact', longest, '198.51.100.40');
    expect(res.statusCode, res.body).toBe(201);
    const tooLong = await callOn(
      ctx.app,
      '/contact',
      { ...longest, comment: '😀'.repeat(2001) },
      '198.51.100.40',
    );
    expect(tooLong.statusCode).toBe(400);
    const bytes = (await ctx.database.db.execute(
      sql`select (select octet_length(row_to_json(p)::text) from people p
                    where p.id = ${res.json().data.userId})
            + (select octet_length(row_to_json(e)::text) from enquiries e
                    where e.person_id = ${res.json().data.userId}) as bytes`,
    )) as unknown as { rows: { bytes: number }[] };
    // At most 2,000 characters of message (8 KB in the widest characters) and short fields.
    expect(Number(bytes.rows[0]!.bytes)).toBeLessThan(10 * 1024);
  });
});
