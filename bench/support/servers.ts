import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';

export const BASIC = basicAuthorization(DEFAULT_API_BASIC_AUTH);

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, headers: Record<string, string> = {}): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      await fetch(url, { headers });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** Starts a Node script as its own process on a free port. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}
