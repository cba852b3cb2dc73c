// Vitest's global setup for the API's tests: the API loads its emails' and texts' messages from
// the modules `lingui compile` makes (apps/api/src/i18n/catalogues.ts), which are not kept in
// git. They are compiled here when one is missing or older than its PO file, as the build does.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const locales = `${root}apps/api/locales`;

function stale() {
  return readdirSync(locales).some((locale) => {
    const po = `${locales}/${locale}/messages.po`;
    const compiled = `${locales}/${locale}/messages.ts`;
    return !existsSync(compiled) || statSync(compiled).mtimeMs < statSync(po).mtimeMs;
  });
}

export default function setup() {
  if (!stale()) return;
  const run = spawnSync('npx', ['lingui', 'compile', '--typescript'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    throw new Error(`lingui compile failed:\n${run.stdout}\n${run.stderr}`);
  }
}
