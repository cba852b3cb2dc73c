import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, localizePath, type Locale } from '@site/domain/i18n';
import { normalizePath } from '../lib/path';
import { languageToOffer, rememberLanguage, rememberedLanguage } from './language-choice';
import { Trans } from '@lingui/react/macro';
import { useLocale } from './link';

/**
 * Remembers the choice and keeps the visitor's query (a journey step, a booking reference) on
 * the same page in the other language. The prerendered href has no query, so it hydrates
 * without a mismatch.
 */
function choose(locale: Locale) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(locale);
    const { search, hash } = window.location;
    if (!search && !hash) return;
    event.preventDefault();
    window.location.assign(`${event.currentTarget.pathname}${search}${hash}`);
  };
}

/**
 * The language switcher on every page (issue 20 point 2): each language named in itself, no
 * flags, a plain link to the same page in that language (a full load of its prerendered HTML).
 * A <details> opens and closes without JavaScript and with the keyboard.
 */
export function LanguageSwitcher() {
  const current = useLocale();
  const path = normalizePath(useLocation().pathname);
  return (
    <details className="language-switcher">
      <summary>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M2 10h16M10 2c2.5 2.2 3.6 5 3.6 8s-1.1 5.8-3.6 8c-2.5-2.2-3.6-5-3.6-8S7.5 4.2 10 2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span className="visually-hidden">
          <Trans comment="Before the name of the page's language, e.g. 'Language: Polski'">
            Language:
          </Trans>{' '}
        </span>
        {LANGUAGE_NAMES[current]}
      </summary>
      <ul className="language-list">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizePath(path, locale)}
              lang={HTML_LANG[locale]}
              hrefLang={HTML_LANG[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={choose(locale)}
            >
              {LANGUAGE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Offers, never forces, the language chosen before (or the browser's first language the site
 * has) when the page is in another one. Shown only after the page starts, in that language.
 */
export function LanguageOffer() {
  const current = useLocale();
  const path = normalizePath(useLocation().pathname);
  const [offer, setOffer] = useState<{ locale: Locale; words: string } | undefined>();
  useEffect(() => {
    const wanted = languageToOffer(current, rememberedLanguage(), navigator.languages ?? []);
    setOffer(undefined);
    if (!wanted) return;
    let live = true;
    // The offer's words in all 14 languages load only on the pages that offer one.
    void import('./language-words').then(({ READ_IN }) => {
      if (live) setOffer({ locale: wanted, words: READ_IN[wanted] });
    });
    return () => {
      live = false;
    };
  }, [current]);
  if (!offer) return null;
  return (
    <p className="language-offer" lang={HTML_LANG[offer.locale]}>
      <a
        href={localizePath(path, offer.locale)}
        hrefLang={HTML_LANG[offer.locale]}
        onClick={choose(offer.locale)}
      >
        {offer.words}
      </a>
    </p>
  );
}
