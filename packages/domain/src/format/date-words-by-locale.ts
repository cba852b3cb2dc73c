import type { Locale } from '../i18n';
import type { DateWords } from './date-words';
import bg from '../data/date-words/bg.json';
import cs from '../data/date-words/cs.json';
import cy from '../data/date-words/cy.json';
import de from '../data/date-words/de.json';
import es from '../data/date-words/es.json';
import fr from '../data/date-words/fr.json';
import hu from '../data/date-words/hu.json';
import lt from '../data/date-words/lt.json';
import pa from '../data/date-words/pa.json';
import pl from '../data/date-words/pl.json';
import pt from '../data/date-words/pt.json';
import ro from '../data/date-words/ro.json';
import ru from '../data/date-words/ru.json';

const WORDS: Record<Exclude<Locale, 'en'>, DateWords> = {
  bg,
  cs,
  cy,
  de,
  es,
  fr,
  hu,
  lt,
  pa,
  pl,
  pt,
  ro,
  ru,
};

/**
 * Every language's date words, for the server (emails, texts, calendar files). English needs
 * none: undefined keeps the spec's en-GB style. A page loads only its own language's file.
 */
export function dateWordsFor(locale: Locale): DateWords | undefined {
  return locale === 'en' ? undefined : WORDS[locale];
}
