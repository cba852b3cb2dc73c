import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { BASIC, onPostgres, openTestDatabase } from './helper';
import type { Database } from '../src/db/client';
import { postJson, startServer } from './server-process';
import type { ServerProcess } from './server-process';

// Several stateless API processes against one PostgreSQL: only meaningful there, since
// PGlite is an embedded, single-process database.
const describeOnPostgres = onPostgres ? describe : describe.skip;

let database: (Database & { url?: string }) | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  for (let i = 0; i < 3; i += 1) servers.push(await startServer({ DATABASE_URL: database!.url! }));
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await database?.close();
});

const pick = (i: number) => servers[i % servers.length]!;

describeOnPostgres('three API processes, one database', () => {
  it('sells the last seat of a course date exactly once', async () => {
    const locations = (
      (await (
        await fetch(`${pick(0).base}/course/offline/location/all`, {
          headers: { authorization: BASIC },
        })
      ).json()) as {
        data: { locations: { id: number; dates: { datetime: string }[] }[] };
      }
    ).data.locations;
    const location = locations[0]!;
    const datetime = location.dates[2]!.datetime;
    await database!.db.execute(
      sql`update course_dates set capacity = 1 where location_id = ${location.id} and starts_at = ${datetime}`,
    );
    const hold = {
      locationId: location.id,
      seatCount: 1,
      datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    };
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => postJson(pick(i).base, '/course/offline/seat', hold)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(59);
  });

  it('applies one payment when the same checkout is paid from two browsers at once', async () => {
    const { json: candidate } = await postJson(pick(0).base, '/candidate', buildCandidate());
    const { json: booked } = await postJson(
      pick(1).base,
      '/test',
      buildTestBooking({ userId: candidate.data.userId! }),
    );
    const orderId = booked.data.orderId!;
    const { json: payment } = await postJson(pick(2).base, '/payment', { orderId });
    const form = new URLSearchParams({
      name: 'James Wilson',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    }).toString();
    const pays = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${pick(i).origin}${payment.data.url}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        }),
      ),
    );
    for (const pay of pays) expect(pay.headers.get('location')).toBe(`/success/${orderId}`);
    const events = await database!.db.execute(
      sql`select count(*)::int as n from payment_events where order_id = ${orderId}`,
    );
    expect(Number((events as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
    const emails = await database!.db.execute(
      sql`select count(*)::int as n from email_outbox where order_id = ${orderId} and channel = 'email'`,
    );
    expect(Number((emails as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it('returns one order for one Idempotency-Key sent to every instance at once', async () => {
    const { json: candidate } = await postJson(pick(0).base, '/candidate', buildCandidate());
    const booking = buildTestBooking({ userId: candidate.data.userId! });
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        fetch(`${pick(i).base}/test`, {
          method: 'POST',
          headers: {
            authorization: BASIC,
            'content-type': 'application/json',
            'idempotency-key': 'multi-instance-key-1',
          },
          body: JSON.stringify(booking),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { data: { orderId: string } },
        })),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);
  });
});
