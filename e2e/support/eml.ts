import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { decodeMimeHeader } from '@site/domain/test-support';

export interface EmailPart {
  headers: string;
  body: string;
}

function decodeBody(headers: string, raw: string): string {
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    return Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return raw;
}

/** One .eml file as nodemailer writes it: its subject and each MIME part, decoded. */
export function readEmail(file: string): { subject: string; parts: EmailPart[] } {
  const eml = readFileSync(file, 'utf8');
  const [head = ''] = eml.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeMimeHeader(/^Subject: (.*?)\r?$/m.exec(unfolded)?.[1] ?? '');
  const boundaries = [...eml.matchAll(/boundary="?([^";\s]+)"?/g)].map((m) => m[1]!);
  let chunks = [eml];
  for (const boundary of boundaries) chunks = chunks.flatMap((c) => c.split(`--${boundary}`));
  const parts = chunks
    .map((chunk) => {
      const [headers = '', ...rest] = chunk.replace(/^\s+/, '').split(/\r?\n\r?\n/);
      return { headers, body: decodeBody(headers, rest.join('\n\n')) };
    })
    .filter((part) => /^Content-Type: (?!multipart)/im.test(part.headers));
  return { subject, parts };
}

/** Waits for the outbox worker to write the email of `kind` about `orderId`, and reads it. */
export async function waitForEmail(dataDir: string, kind: string, orderId: string) {
  const outbox = join(dataDir, 'outbox');
  const prefix = `${kind}.${orderId}`;
  await expect
    .poll(
      () =>
        existsSync(outbox)
          ? readdirSync(outbox).filter((name) => name.startsWith(prefix) && name.endsWith('.eml'))
          : [],
      { timeout: 30_000 },
    )
    .toHaveLength(1);
  const name = readdirSync(outbox).find((n) => n.startsWith(prefix) && n.endsWith('.eml'))!;
  return readEmail(join(outbox, name));
}

/** The part of an email with this content type (text/plain, text/html, text/calendar). */
export function partOf(email: { parts: EmailPart[] }, type: string): EmailPart | undefined {
  return email.parts.find((part) => new RegExp(`^Content-Type: ${type}`, 'im').test(part.headers));
}
