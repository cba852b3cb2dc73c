import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { BASIC } from './helper';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:43123 */
  origin: string;
  /** e.g. http://127.0.0.1:43123/api/v2 */
  base: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server in its own process and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_ORDER_READS_PER_MINUTE: '100000',
      RATE_LIMIT_SEAT_HOLDS_PER_HOUR: '100000',
      RATE_LIMIT_ENQUIRIES_PER_MINUTE: '100000',
      RATE_LIMIT_ENQUIRIES_PER_DAY: '100000',
      ...env,
      PORT: String(port),
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const base = `${origin}/api/v2`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      await fetch(`${base}/course/offline/location/all`, { headers: { authorization: BASIC } });
      return { child, origin, base };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function postJson(
  base: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: { data: Record<string, string>; code?: string } }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, string> } };
}
