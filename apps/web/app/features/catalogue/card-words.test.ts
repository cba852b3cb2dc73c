import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, durationText } from '@site/domain/catalogue';
import { PREFIXED_LOCALES, type Locale } from '@site/domain/i18n';
import { testI18n } from '../../i18n/testing';
import {
  APPLICATION_TYPE_WORDS,
  applicationTypesText,
  cardLines,
  durationWords,
  validityWords,
} from './card-words';

const en = testI18n('en');

describe('card words', () => {
  it.each(CARD_TYPES.map((card) => [card.name, card] as const))(
    'say in English exactly what the catalogue says of the %s card',
    (_name, card) => {
      expect(cardLines(en, card)).toEqual({
        description: card.descriptionLines,
        eligibility: card.eligibilityLines,
        testRequirements: card.testRequirementLines,
      });
      expect(validityWords(en, card.validity)).toBe(card.validityText);
      expect(applicationTypesText(en, card.applicationTypes)).toBe(
        card.applicationTypes.join(', '),
      );
    },
  );

  it('word every period as the domain does in English', () => {
    for (const months of [1, 6, 12, 18, 24, 36, 54, 60, 61]) {
      expect(durationWords(en, months)).toBe(durationText(months));
    }
  });

  it('keep the application types English in English', () => {
    for (const [type, words] of Object.entries(APPLICATION_TYPE_WORDS)) {
      expect(en._(words)).toBe(type);
    }
  });
});

// This area's PO files as text (no compiled catalogue needed).
const PO_FILES = import.meta.glob<string>('../../../locales/*/cards.po', {
  query: '?raw',
  import: 'default',
});

/** A language's messages of this area, straight from its PO file. */
async function catalogue(locale: Locale) {
  const path = `../../../locales/${locale}/cards.po`;
  const parsed = await formatter().parse(await PO_FILES[path]!(), {
    locale,
    sourceLocale: 'en',
    filename: path,
  });
  return testI18n(
    locale,
    Object.fromEntries(Object.entries(parsed ?? {}).map(([id, m]) => [id, m.translation ?? ''])),
  );
}

describe('card words in other languages', () => {
  it.each([
    ['pl', ['1 rok', '2 lata (nowa karta), 5 lat (odnowienie)', '4 lata 6 miesięcy', '6 miesięcy']],
    ['ru', ['1 год', '2 года (новая карта), 5 лет (продление)', '4 года 6 месяцев', '6 месяцев']],
    [
      'cy',
      ['1 flwyddyn', '2 flynedd (newydd), 5 mlynedd (adnewyddu)', '4 blynedd a 6 mis', '6 mis'],
    ],
    ['pa', ['1 ਸਾਲ', '2 ਸਾਲ (ਨਵਾਂ ਕਾਰਡ), 5 ਸਾਲ (ਰੀਨਿਊ ਕਰਨ ’ਤੇ)', '4 ਸਾਲ 6 ਮਹੀਨੇ', '6 ਮਹੀਨੇ']],
  ] as const)('word how long a card lasts in %s', async (locale, expected) => {
    const i18n = await catalogue(locale);
    expect([
      validityWords(i18n, { newMonths: 12 }),
      validityWords(i18n, { newMonths: 24, renewalMonths: 60 }),
      validityWords(i18n, { newMonths: 54 }),
      validityWords(i18n, { newMonths: 6 }),
    ]).toEqual(expected);
  });

  it('translate every line of every card, keeping the official names', async () => {
    for (const locale of PREFIXED_LOCALES) {
      const i18n = await catalogue(locale);
      for (const card of CARD_TYPES) {
        const lines = cardLines(i18n, card);
        const english = cardLines(en, card);
        for (const [index, line] of lines.description.entries()) {
          expect(line, `${locale} ${card.name}`).not.toBe(english.description[index]);
        }
        for (const line of lines.testRequirements) {
          if (line.includes('Operatives')) expect(line).toMatch(/CITB.*HS&E|HS&E.*CITB/);
        }
      }
    }
  });
});
