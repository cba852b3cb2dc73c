import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardType } from '@site/domain/catalogue';

/**
 * The card's official name as CSCS prints it, in English on every page: 'Green Labourer' from
 * 'CSCS Green Labourer Card'.
 */
export function officialCardName(card: Pick<CardType, 'title'>): string {
  return card.title.replace(/^CSCS /, '').replace(/ Card$/, '');
}

/**
 * The card's title in the page's language around its official English name: 'CSCS Green
 * Labourer Card', 'Karta CSCS Green Labourer'. The name stays as CSCS prints it, so the worker
 * finds it on the card, at the centre and on cscs.uk.com.
 */
export function cardTitleWords(i18n: I18n, card: Pick<CardType, 'title'>): string {
  const officialName = officialCardName(card);
  return i18n._(
    msg({
      comment:
        "A CSCS card's title. {officialName} is CSCS's own English name of the card, e.g. 'Green Labourer' or 'Red Experienced Technical, Supervisor or Manager': keep it in English, and say 'CSCS … card' in your language around it.",
      message: `CSCS ${officialName} Card`,
    }),
  );
}

/**
 * Why a card's or a test's name is in English on a page in another language: said once, where
 * names are chosen or shown. Undefined on English pages, which need no such note.
 */
export function officialNamesNote(i18n: I18n, of: 'card' | 'test'): string | undefined {
  if (i18n.locale === 'en') return undefined;
  return of === 'card'
    ? i18n._(
        msg`Card names are CSCS's own and stay in English: that is how they are printed on the card and how CSCS and site managers know them.`,
      )
    : i18n._(
        msg`Test names are CITB's own and stay in English: that is how they appear on your booking and your result.`,
      );
}
