import { setupI18n } from '@lingui/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatDateTimeInWords, formatLongDate, formatTime } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import { dateWordsFor } from '@site/domain/date-words';
import { DEFAULT_LOCALE, HTML_LANG, isLocale, localizePath } from '@site/domain/i18n';
import type { Locale } from '@site/domain/i18n';
import { escapeHtml } from '../html/escape-html';
import { CATALOGUES } from './catalogues';

/*
 * The language an email, a text, a calendar file or the sandbox's checkout page is written in
 * (issue 20): the order's own, whatever page is open when it is sent. Messages are Lingui
 * descriptors (`msg` from '@lingui/core/macro'), their English the words the spec and the tests
 * know; `lingui extract` gathers them into apps/api/locales/{locale}/messages.po.
 */

/** A value's backslashes, kept from Lingui's reading of \uXXXX and \xXX in its output. */
const SHIELD = '\uE000';
/** Marks where a value wrapped in HTML goes (`Lang.html`). */
const SLOT = '\uE001';

export interface Lang {
  locale: Locale;
  /** The `lang` of an HTML page or email, the LANGUAGE of a calendar file's text. */
  htmlLang: string;
  /** The language's date words; undefined in English, which keeps the spec's en-GB style. */
  dateWords: DateWords | undefined;
  /** A message in this language, with its values. */
  t(descriptor: MessageDescriptor): string;
  /**
   * The message as HTML: escaped, with the values named in `wrap` put in as markup (a link or
   * <strong>), each given its value escaped.
   */
  html(descriptor: MessageDescriptor, wrap?: Record<string, (escaped: string) => string>): string;
  /** 'Saturday 21 November 2026', 'sobota, 21 listopada 2026'. */
  date(date: Date | string): string;
  /** 'Tuesday 15 December 2026, 9:30am', 'wtorek, 15 grudnia 2026, 9:30'. */
  dateTime(date: Date | string): string;
  /** '09:30' as '9:30am' in English, '9:30' in every other language. */
  time(time: string): string;
  /** A path of the site in this language: '/booking' -> '/pl/booking'. */
  path(path: string): string;
}

const shield = (value: unknown) =>
  typeof value === 'string' ? value.replaceAll('\\', SHIELD) : value;

function translate(i18n: I18n, descriptor: MessageDescriptor): string {
  const values = descriptor.values
    ? Object.fromEntries(Object.entries(descriptor.values).map(([k, v]) => [k, shield(v)]))
    : undefined;
  const shielded: MessageDescriptor = { ...descriptor, values };
  return i18n._(shielded).replaceAll(SHIELD, '\\');
}

/**
 * Some languages' dates end in a full stop ('17 септември 2027 г.', '2027 m. rugsėjo 17 d.'):
 * a sentence that ends on one takes no second. English dates never do, and English is left as
 * it is, word for word.
 */
function oneFullStop(text: string, values: MessageDescriptor['values']): string {
  let out = text;
  for (const value of Object.values(values ?? {})) {
    if (typeof value === 'string' && value.endsWith('.')) out = out.split(`${value}.`).join(value);
  }
  return out;
}

function makeLang(locale: Locale): Lang {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
  const dateWords = dateWordsFor(locale);
  const t = (descriptor: MessageDescriptor) =>
    locale === DEFAULT_LOCALE
      ? translate(i18n, descriptor)
      : oneFullStop(translate(i18n, descriptor), descriptor.values);
  return {
    locale,
    htmlLang: HTML_LANG[locale],
    dateWords,
    t,
    html(descriptor, wrap = {}) {
      const values: Record<string, unknown> = { ...descriptor.values };
      const slots: string[] = [];
      for (const [name, markup] of Object.entries(wrap)) {
        slots.push(markup(escapeHtml(String(values[name] ?? ''))));
        values[name] = `${SLOT}${slots.length - 1}${SLOT}`;
      }
      return escapeHtml(t({ ...descriptor, values })).replace(
        new RegExp(`${SLOT}(\\d+)${SLOT}`, 'g'),
        (_, index: string) => slots[Number(index)] ?? '',
      );
    },
    date: (date) => formatLongDate(date, dateWords),
    dateTime: (date) => formatDateTimeInWords(date, dateWords),
    time: (time) => formatTime(time, dateWords),
    path: (path) => localizePath(path, locale),
  };
}

const LANGS = new Map<Locale, Lang>();

/** The language of an order or enquiry as stored; anything unknown is English. */
export function langOf(locale: unknown): Lang {
  const code = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let lang = LANGS.get(code);
  if (!lang) {
    lang = makeLang(code);
    LANGS.set(code, lang);
  }
  return lang;
}

/** English: the spec's words, and the language of anything not about an order. */
export const ENGLISH: Lang = langOf(DEFAULT_LOCALE);
