import { LanguageOffer, LanguageSwitcher } from './language-switcher';

/** The row above the navbar: the offer of the visitor's own language, and the switcher. */
export function LanguageBar() {
  return (
    <div className="language-bar">
      <LanguageOffer />
      <LanguageSwitcher />
    </div>
  );
}
