import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from '../i18n/link';
import { LanguageBar } from '../i18n/language-bar';
import { cardPaths, paths } from '../config/paths';
import { SITE_NAME } from '../config/site';
import { NavDropdown, type NavItem } from './nav-dropdown';
import { MENU_ICON_CLOSED, attachMenu } from './site-navigation';
import { useDisclosure } from './use-disclosure';
import { SiteLogo } from './site-logo';

/**
 * The two dropdowns of spec §2, in the order the specification lists them. Card names are the
 * names CSCS gives its cards: they stay in English on every page (issue 20 point 8).
 */
const CARD_LINKS: readonly NavItem[] = [
  { to: cardPaths.green, label: 'Green Labourer card' },
  { to: cardPaths.blue, label: 'Blue Skilled Worker card' },
  { to: cardPaths.redProvisional, label: 'Red Provisional card' },
  { to: cardPaths.goldAdvancedCraft, label: 'Gold Advanced Craft card' },
  { to: cardPaths.goldSupervisor, label: 'Gold Supervisor card' },
  { to: cardPaths.blackManager, label: 'Black Manager card' },
  { to: paths.cardTypes, label: msg`All cards` },
];

const COURSE_LINKS: readonly NavItem[] = [
  {
    to: paths.healthAndSafetyCourse,
    label: msg({ message: 'Health and safety awareness', comment: 'The one-day course' }),
  },
  { to: paths.nvqLevel2, label: msg`NVQ level 2` },
];

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'nav-link active' : 'nav-link';
}

export function Navbar() {
  const { t } = useLingui();
  // How the phone menu opens and closes is in site-navigation.ts (the home page, sent without
  // React, attaches the same).
  const nav = useDisclosure<HTMLElement>(attachMenu);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <LanguageBar />
      <nav
        ref={nav}
        className="navbar"
        aria-label={t({ message: 'Main', comment: 'Name of the main navigation' })}
      >
        <Link to={paths.home} className="brand">
          <SiteLogo />
          <span>{SITE_NAME}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded="false"
          aria-controls="main-menu"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d={MENU_ICON_CLOSED} stroke="currentColor" strokeWidth="2" />
          </svg>
          <Trans>Menu</Trans>
        </button>
        <ul id="main-menu" className="nav-list">
          <li>
            <NavLink to={paths.bookTest} className={linkClass}>
              <Trans>CITB Test</Trans>
            </NavLink>
          </li>
          <NavDropdown label={t`CSCS Cards`} items={CARD_LINKS} />
          <NavDropdown label={t`Construction Courses`} items={COURSE_LINKS} />
          <li>
            <NavLink to={paths.groupBook} className={linkClass}>
              <Trans>Group Booking</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.booking} className={linkClass}>
              <Trans>Find my booking</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.contact} className={linkClass}>
              <Trans>Contact Us</Trans>
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
