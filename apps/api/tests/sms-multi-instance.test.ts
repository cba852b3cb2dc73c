import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import type { Database } from '../src/db/client';
import { onPostgres, openTestDatabase } from './helper';
import { postJson, startServer } from './server-process';
import type { ServerProcess } from './server-process';

// Two server processes, each with its text worker, on one PostgreSQL and one DATA_DIR: only
// meaningful there, since PGlite is an embedded, single-process database.
const describeOnPostgres = onPostgres ? describe : describe.skip;

let database: (Database & { url?: string }) | undefined;
let dataDir: string | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'sms-fleet-'));
  for (let i = 0; i < 2; i += 1) {
    servers.push(await startServer({ DATABASE_URL: database.url!, DATA_DIR: dataDir }));
  }
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function textsOf(orderId: string) {
  const result = await database!.db.execute(
    sql`select status, attempts from email_outbox where order_id = ${orderId} and channel = 'sms'`,
  );
  return (result as unknown as { rows: { status: string; attempts: number }[] }).rows;
}

describeOnPostgres('two API processes, one database', () => {
  it('send each paid order’s receipt text once', async () => {
    const orderIds: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const server = servers[i % 2]!;
      const { json: candidate } = await postJson(
        server.base,
        '/candidate',
        buildCandidate({ phoneNumber: `07700 90011${i}` }),
      );
      const { json: booked } = await postJson(
        server.base,
        '/test',
        buildTestBooking({ userId: candidate.data.userId! }),
      );
      const orderId = booked.data.orderId!;
      orderIds.push(orderId);
      // Paid on the sandbox's card form, which queues the receipt and its text.
      const { json: payment } = await postJson(server.base, '/payment', { orderId });
      const paid = await fetch(`${servers[(i + 1) % 2]!.origin}${payment.data.url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'James Wilson',
          cardNumber: '4242424242424242',
          expiry: '12/30',
          cvc: '123',
        }).toString(),
      });
      expect(paid.headers.get('location')).toBe(`/success/${orderId}`);
    }
    // Both workers look every 5 seconds; wait until every text is out.
    for (let waited = 0; waited < 60; waited += 1) {
      const rows = (await Promise.all(orderIds.map(textsOf))).flat();
      if (rows.every((row) => row.status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const orderId of orderIds) {
      expect(await textsOf(orderId)).toEqual([{ status: 'sent', attempts: 1 }]);
    }
    const files = await readdir(join(dataDir!, 'sms'));
    expect(files.filter((name) => name.endsWith('.txt'))).toHaveLength(orderIds.length);
  }, 60_000);
});
