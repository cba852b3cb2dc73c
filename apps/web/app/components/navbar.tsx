import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from '../i18n/link';
import { LanguageBar } from '../i18n/language-bar';
import { cardPaths, paths } from '../config/paths';
import { SITE_NAME } from '../config/site';
import { NavDropdown, type NavItem } from './nav-dropdown';
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
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { t } = useLingui();

  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <LanguageBar />
      <nav
        className="navbar"
        aria-label={t({ message: 'Main', comment: 'Name of the main navigation' })}
      >
        <Link to={paths.home} className="brand">
          <SiteLogo />
          <span>{SITE_NAME}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d={menuOpen ? 'M4 4l12 12M16 4L4 16' : 'M3 5h14M3 10h14M3 15h14'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          <Trans>Menu</Trans>
        </button>
        <ul
          id="main-menu"
          className={menuOpen ? 'nav-list open' : 'nav-list'}
          onKeyDown={(event) => {
            // Escape inside the open phone menu closes it, unless a dropdown took it first.
            if (event.key !== 'Escape' || !menuOpen || event.defaultPrevented) return;
            setMenuOpen(false);
            toggleRef.current?.focus();
          }}
        >
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
