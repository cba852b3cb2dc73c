import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/config/env';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** Starts the real server with exactly this environment; its exit code and what it printed. */
function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('PAYMENT_PROVIDER on a public https site', () => {
  it('refuses an https PUBLIC_BASE_URL without PAYMENT_PROVIDER, saying what to set', () => {
    expect(() => readEnv({ PUBLIC_BASE_URL: 'https://bookings.example.co.uk' })).toThrow(
      /PAYMENT_PROVIDER: required when PUBLIC_BASE_URL is https\. Set PAYMENT_PROVIDER=stripe .* or PAYMENT_PROVIDER=sandbox/,
    );
  });

  it('refuses a server that listens beyond this machine without PAYMENT_PROVIDER', () => {
    expect(() => readEnv({ HOST: '0.0.0.0' })).toThrow(
      /PAYMENT_PROVIDER: required when HOST is 0\.0\.0\.0\. Set PAYMENT_PROVIDER=stripe/,
    );
    expect(readEnv({ HOST: '0.0.0.0', PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
    expect(readEnv({ HOST: '127.0.0.1' }).PAYMENT_PROVIDER).toBe('sandbox');
    // Behind a proxy on this machine, the public address says the site is public.
    expect(() => readEnv({ PUBLIC_BASE_URL: 'http://bookings.example.co.uk' })).toThrow(
      /PAYMENT_PROVIDER: required when PUBLIC_BASE_URL is http:\/\/bookings\.example\.co\.uk\./,
    );
  });

  it('refuses TRUST_PROXY=true, which lets every client name its own address', () => {
    for (const HOST of ['127.0.0.1', '0.0.0.0']) {
      expect(() => readEnv({ TRUST_PROXY: 'true', HOST, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
        /TRUST_PROXY: true trusts every client to name its own address/,
      );
    }
    expect(readEnv({ TRUST_PROXY: '10.0.1.0/24' }).TRUST_PROXY).toBe('10.0.1.0/24');
  });

  it('runs the sandbox on a fresh machine, and on an https site that asks for it by name', () => {
    expect(readEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(readEnv({ PUBLIC_BASE_URL: 'http://localhost:3000' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(
      readEnv({ PUBLIC_BASE_URL: 'https://test.example.co.uk', PAYMENT_PROVIDER: 'sandbox' })
        .PAYMENT_PROVIDER,
    ).toBe('sandbox');
    expect(
      readEnv({
        PUBLIC_BASE_URL: 'https://bookings.example.co.uk',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).PAYMENT_PROVIDER,
    ).toBe('stripe');
  });

  it('stops the server before it listens, printing the reason', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'config-test-'));
    const { code, output } = await startWith({
      PUBLIC_BASE_URL: 'https://bookings.example.co.uk',
      PORT: '0',
      DATA_DIR: dataDir,
    }).finally(() => rm(dataDir, { recursive: true, force: true }));
    expect(code).toBe(1);
    expect(output).toContain('PAYMENT_PROVIDER: required when PUBLIC_BASE_URL is https');
  });
});
