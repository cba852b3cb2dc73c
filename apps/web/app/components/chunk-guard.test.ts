import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { testI18n } from '../i18n/testing';
import { CHUNK_GUARD_SCRIPT, chunkGuardScript } from './chunk-guard';

const compiled = import.meta.glob<{ messages: Messages }>('../../locales/pl/common.ts', {
  eager: true,
});
const polish = Object.values(compiled)[0]?.messages;

describe('chunkGuardScript', () => {
  it('is the guard alone in English, which says the spec’s words', () => {
    expect(chunkGuardScript(undefined)).toBe(CHUNK_GUARD_SCRIPT);
    expect(chunkGuardScript(testI18n('en'))).toBe(CHUNK_GUARD_SCRIPT);
    expect(CHUNK_GUARD_SCRIPT).toContain("'Loading chunk {name} failed.'");
  });

  it.runIf(polish)('sets the page’s words before the same guard in another language', () => {
    const script = chunkGuardScript(testI18n('pl', polish));
    expect(script.endsWith(CHUNK_GUARD_SCRIPT)).toBe(true);
    const words = JSON.parse(/^window\.__chunkWords=(.*);\n/.exec(script)?.[1] ?? '{}');
    expect(words).toEqual({
      script: 'Nie udało się wczytać pliku {name}.',
      css: 'Nie udało się wczytać pliku stylów {name}.',
      advice: expect.stringContaining('Sprawdź połączenie'),
      reload: 'Odśwież',
    });
    expect(script).not.toContain('</');
  });
});
