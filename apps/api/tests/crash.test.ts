import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { BASIC, onPostgres, openTestDatabase } from './helper';
import { postJson, startServer } from './server-process';

/** Books until the process dies under it; returns every order id the API acknowledged. */
async function bookUntilKilled(base: string, child: ChildProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let alive = true;
  const worker = async () => {
    while (alive) {
      try {
        const candidate = await postJson(base, '/candidate', buildCandidate());
        const booked = await postJson(
          base,
          '/test',
          buildTestBooking({ userId: candidate.json.data.userId }),
        );
        if (booked.status === 201) acknowledged.push(booked.json.data.orderId!);
      } catch {
        return;
      }
    }
  };
  const workers = Array.from({ length: 6 }, worker);
  // Kill once a fair number of orders are in, with requests still in flight.
  while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
  child.kill('SIGKILL');
  alive = false;
  await Promise.all(workers);
  return acknowledged;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('an acknowledged order survives kill -9', () => {
  it(`keeps every acknowledged order after a crash and a restart (${onPostgres ? 'PostgreSQL' : 'PGlite data folder'})`, async () => {
    const env: Record<string, string> = {};
    if (onPostgres) {
      const database = await openTestDatabase();
      env.DATABASE_URL = database.url!;
      cleanups.push(() => database.close());
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'crash-'));
      env.DATA_DIR = dir;
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    }
    const first = await startServer(env);
    const acknowledged = await bookUntilKilled(first.base, first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await startServer(env);
    try {
      for (const orderId of acknowledged) {
        const res = await fetch(`${second.base}/order/${orderId}`, {
          headers: { authorization: BASIC },
        });
        expect(res.status, `order ${orderId}`).toBe(200);
        const { data } = (await res.json()) as {
          data: { order: { status: string; kind: string } };
        };
        expect(data.order).toMatchObject({ kind: 'test', status: 'pending' });
      }
      // The restarted server still takes bookings.
      const candidate = await postJson(second.base, '/candidate', buildCandidate());
      expect(candidate.status).toBe(201);
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 90_000);
});
