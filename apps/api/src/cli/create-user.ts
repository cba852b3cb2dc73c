/**
 * `npm run admin:create-user -- --email someone@example.com` (issue 7): creates a back office
 * account. The password is asked for twice without echo, or read from the first line of stdin
 * when stdin is not a terminal (scripts and tests). It uses the same DATABASE_URL or DATA_DIR as
 * the server. With the embedded database (no DATABASE_URL), stop the server first: only one
 * process may open the embedded database's folder at a time, and while the server has it, this
 * command refuses and changes nothing.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { MIN_PASSWORD_LENGTH } from '../staff/passwords';
import { StaffUserError, createStaffUser } from '../staff/create-staff-user';

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolvePassword) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write('\n');
          resolvePassword(value);
          return;
        }
        if (ch === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  if (!values.email) {
    console.error('Usage: npm run admin:create-user -- --email someone@example.com');
    return 2;
  }
  const env = readEnv();
  // Opened before the password is asked, so a folder the server holds is refused at once.
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, 'pglite'),
  });
  let password: string;
  if (process.stdin.isTTY) {
    console.log(`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
    password = await promptHidden('Password: ');
    const again = await promptHidden('Password again: ');
    if (password !== again) {
      console.error('The two passwords differ. Nothing was created.');
      await database.close();
      return 1;
    }
  } else {
    password = await readStdinLine();
  }

  try {
    const user = await createStaffUser(database.db, { email: values.email, password });
    console.log(`Created back office account ${user.email}. Sign in at /admin.`);
    return 0;
  } catch (error) {
    if (error instanceof StaffUserError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
