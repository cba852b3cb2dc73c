import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/staff/sign-in';
import { openDatabase } from '../src/db/client';
import { onPostgres } from './helper';

/**
 * Issue 16 point 1: the account command run while the server has the embedded database open
 * must refuse, change nothing, and leave the server working.
 */

const CLI = fileURLToPath(new URL('../src/cli/create-user.ts', import.meta.url));
const PASSWORD = 'a long staff passphrase';
const dataDir = mkdtempSync(join(tmpdir(), 'create-user-'));
const folder = join(dataDir, 'pglite');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createUser(email: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--email', email], { env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stdin.end(`${PASSWORD}\n`);
    child.on('close', (code) => resolve({ code, out }));
  });
}

const countStaff = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  Number(
    (
      (await db.execute(sql`select count(*)::int as n from staff_users`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

(onPostgres ? describe.skip : describe)('admin:create-user beside the embedded database', () => {
  it('refuses while the server has the folder open, and works once it is free', async () => {
    // The "server": this process opens the folder, as npm start does.
    const server = await openDatabase({ dataDir: folder });
    const refused = await createUser('early@example.com');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is in use by another process');
    expect(refused.out).not.toContain('Created');
    // Nothing changed, and the server's database still answers.
    expect(await countStaff(server.db)).toBe(0);
    const again = await createUser('early@example.com');
    expect(again.code).toBe(1);
    expect(await countStaff(server.db)).toBe(0);
    await server.close();
    expect(existsSync(`${folder}.lock`)).toBe(false);

    const created = await createUser('staff@example.com');
    expect(created.out).toContain('Created back office account staff@example.com');
    expect(created.code).toBe(0);

    // The server starts again on the folder, and the new account signs in.
    const restarted = await openDatabase({ dataDir: folder });
    const result = await signIn(restarted.db, {
      email: 'staff@example.com',
      password: PASSWORD,
      ip: '127.0.0.1',
    });
    expect(result.outcome).toBe('signed-in');
    await restarted.close();
  }, 60_000);

  it('takes over the lock of a process that died without giving it back', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(`${folder}.lock`, dead.stdout.toString());
    const created = await createUser('after-crash@example.com');
    expect(created.out).toContain('Created back office account after-crash@example.com');
    expect(existsSync(`${folder}.lock`)).toBe(false);
  }, 60_000);
});
