import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A text message as the server writes it into DATA_DIR/sms with no SMS_PROVIDER (issue 19). */
export interface WrittenText {
  to: string;
  body: string;
}

function readTexts(dataDir: string): WrittenText[] {
  const folder = join(dataDir, 'sms');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => {
      const file = readFileSync(join(folder, name), 'utf8');
      const [head = '', ...rest] = file.split(/\r?\n\r?\n/);
      const to = /^To: (.+)$/m.exec(head)?.[1]?.trim() ?? '';
      return { to, body: rest.join('\n\n').trim() };
    });
}

/** Waits for the one text whose body matches, and returns it. */
export async function waitForText(dataDir: string, body: RegExp): Promise<WrittenText> {
  await expect
    .poll(() => readTexts(dataDir).filter((text) => body.test(text.body)), { timeout: 30_000 })
    .toHaveLength(1);
  return readTexts(dataDir).find((text) => body.test(text.body))!;
}
