import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countSmsSegments } from '@site/domain/sms';
import type { SmsSender } from './sms-sender';

/**
 * The default without SMS_PROVIDER, as emails become .eml files in DATA_DIR/outbox: each text
 * is a file in `dir`, named by the time it was written (so `ls` lists them in order) and the
 * message's key. Sending the same message again replaces its file rather than adding a second.
 */
export function createFileSmsSender(dir: string): SmsSender {
  return {
    kind: 'file',
    async send({ to, body, idempotencyKey }) {
      await mkdir(dir, { recursive: true });
      const key = idempotencyKey.replace(/[^A-Za-z0-9._-]+/g, '_');
      const earlier = (await readdir(dir)).filter((name) => name.endsWith(`--${key}.txt`));
      const now = new Date();
      const { encoding, segments, units } = countSmsSegments(body);
      const unitName = encoding === 'GSM-7' ? 'septets' : 'UTF-16 units';
      const contents = [
        `To: ${to}`,
        `Date: ${now.toISOString()}`,
        `Encoding: ${encoding}, ${segments} ${segments === 1 ? 'segment' : 'segments'} (${units} ${unitName})`,
        '',
        body,
        '',
      ].join('\n');
      const target = join(dir, `${now.toISOString().replace(/[:.]/g, '-')}--${key}.txt`);
      const partial = `${target}.partial`;
      await writeFile(partial, contents, 'utf8');
      await rename(partial, target);
      await Promise.all(earlier.map((name) => unlink(join(dir, name)).catch(() => undefined)));
      return { messageId: `file:${key}` };
    },
  };
}
