import { request } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCandidate } from '@site/domain/test-support';
import { BASIC, onPostgres, openTestDatabase } from './helper';
import { startServer } from './server-process';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (onPostgres) {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    return { DATABASE_URL: database.url! };
  }
  const dir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

/**
 * A request in flight for as long as the test likes: its headers and half its body are sent
 * now, the rest when `finish` is called. The answer's status and body come back.
 */
function slowPost(origin: string, path: string, body: string) {
  const half = Math.floor(body.length / 2);
  const req = request(`${origin}${path}`, {
    method: 'POST',
    headers: {
      authorization: BASIC,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return {
    answer,
    finish() {
      req.end(body.slice(half));
    },
  };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('reports not ready at once, stops taking connections after the grace, finishes the request in flight and exits 0', async () => {
    const server = await startServer({ ...(await databaseEnv()), SHUTDOWN_GRACE_MS: '1000' });
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    const exited = exitOf(server.child);
    expect((await fetch(`${server.origin}/ready`)).status).toBe(200);

    const slow = slowPost(server.base, '/candidate', JSON.stringify(buildCandidate()));
    await pause(200);
    server.child.kill('SIGTERM');
    await pause(100);
    // Within the grace: still answering, but no longer ready, so a load balancer moves away.
    expect((await fetch(`${server.origin}/ready`)).status).toBe(503);
    expect((await fetch(`${server.origin}/health`)).status).toBe(200);

    // After the grace: no new connection is taken, and the request in flight is still served.
    await pause(1500);
    await expect(fetch(`${server.origin}/health`)).rejects.toThrow();
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body).data.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await exited).toBe(0);
  }, 90_000);

  it('ends with exit code 1 when requests outlast SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({
      ...(await databaseEnv()),
      SHUTDOWN_GRACE_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '1000',
    });
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    const exited = exitOf(server.child);
    const stuck = slowPost(server.base, '/candidate', JSON.stringify(buildCandidate()));
    stuck.answer.catch(() => undefined);
    await pause(200);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(1);
  }, 90_000);
});
