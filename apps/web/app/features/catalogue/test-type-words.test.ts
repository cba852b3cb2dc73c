import { describe, expect, it } from 'vitest';
import { TEST_TYPES } from '@site/domain/catalogue';
import { testI18n } from '../../i18n/testing';
import { TEST_LANGUAGE_WORDS, TEST_TYPE_WORDS, testLanguageName } from './test-type-words';

const en = testI18n('en');

describe('test type words', () => {
  it.each(TEST_TYPES.map((type) => [type.key, type] as const))(
    'say in English exactly what the catalogue says of %s',
    (key, type) => {
      expect(en._(TEST_TYPE_WORDS[key])).toBe(type.description);
    },
  );

  it('name every language of every test, in English as spec §9 does', () => {
    for (const type of TEST_TYPES) {
      for (const language of type.languages) {
        expect(Object.keys(TEST_LANGUAGE_WORDS)).toContain(language);
        expect(testLanguageName(en, language)).toBe(language);
      }
    }
  });
});
