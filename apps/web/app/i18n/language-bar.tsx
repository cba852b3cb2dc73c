import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { attachLanguageLinks, offerLanguage } from '../components/site-navigation';
import { normalizePath } from '../lib/path';
import { LanguageSwitcher } from './language-switcher';
import { useLocale } from './link';

/**
 * The row above the navbar: the offer of the visitor's own language (added once the page has
 * started, components/site-navigation.ts), and the switcher.
 */
export function LanguageBar() {
  const bar = useRef<HTMLDivElement>(null);
  const current = useLocale();
  const path = normalizePath(useLocation().pathname);
  useEffect(() => (bar.current ? attachLanguageLinks(bar.current) : undefined), []);
  useEffect(
    () => (bar.current ? offerLanguage(bar.current, current, path) : undefined),
    [current, path],
  );
  return (
    <div ref={bar} className="language-bar">
      <LanguageSwitcher />
    </div>
  );
}
