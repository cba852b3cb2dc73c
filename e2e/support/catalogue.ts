import { readdirSync, readFileSync } from 'node:fs';
import type { Locale } from '@site/domain/i18n';

const LOCALES_DIR = new URL('../../apps/web/locales/', import.meta.url);

/** A PO string: the quoted lines after a keyword, joined and unescaped. */
function poString(lines: string[], start: number): [string, number] {
  let text = '';
  let i = start;
  while ((i < lines.length && /^\s*"/.test(lines[i] ?? '')) || i === start) {
    const quoted = /"(.*)"\s*$/.exec(lines[i] ?? '')?.[1] ?? '';
    text += quoted.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
    i += 1;
  }
  return [text, i];
}

/**
 * The web's words in one language, read from its PO catalogues, so a test in that language
 * asserts what its translators wrote: `const say = wordsOf('pa'); say('Payment received')`.
 */
export function wordsOf(locale: Locale): (english: string) => string {
  const table = new Map<string, string>();
  const dir = new URL(`${locale}/`, LOCALES_DIR);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const lines = readFileSync(new URL(file, dir), 'utf8').split('\n');
    let id: string | undefined;
    for (let i = 0; i < lines.length;) {
      const line = lines[i] ?? '';
      if (line.startsWith('msgid ')) {
        [id, i] = poString(lines, i);
      } else if (line.startsWith('msgstr ') && id !== undefined) {
        let text: string;
        [text, i] = poString(lines, i);
        if (id && text) table.set(id, text);
        id = undefined;
      } else {
        i += 1;
      }
    }
  }
  return (english) => {
    const words = table.get(english);
    if (words === undefined) throw new Error(`No ${locale} words for "${english}"`);
    return words;
  };
}
