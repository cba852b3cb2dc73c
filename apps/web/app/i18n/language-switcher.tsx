import { useLocation } from 'react-router';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, localizePath } from '@site/domain/i18n';
import { normalizePath } from '../lib/path';
import { Trans } from '@lingui/react/macro';
import { useLocale } from './link';

/**
 * The language switcher on every page (issue 20 point 2): each language named in itself, no
 * flags, a plain link to the same page in that language (a full load of its prerendered HTML;
 * components/site-navigation.ts remembers the choice).
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
              data-locale={locale}
            >
              {LANGUAGE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
