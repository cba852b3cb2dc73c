import { useId } from 'react';
import { useLocation } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { NavLink } from '../i18n/link';
import { normalizePath } from '../lib/path';
import { attachDropdown } from './site-navigation';
import { useDisclosure } from './use-disclosure';

export interface NavItem {
  to: string;
  /** A name kept as it is (a card's own name), or words shown in the page's language. */
  label: string | MessageDescriptor;
}

/**
 * A disclosure dropdown for site navigation: the markup, rendered closed; how it opens, closes
 * and moves with the keyboard is in components/site-navigation.ts (the home page, sent without
 * React, attaches the same). A move to another page closes it.
 */
export function NavDropdown({ label, items }: { label: string; items: readonly NavItem[] }) {
  const { i18n } = useLingui();
  const listId = useId();
  const item = useDisclosure<HTMLLIElement>(attachDropdown);
  const { pathname } = useLocation();
  const active = items.some((entry) => entry.to === normalizePath(pathname));

  return (
    <li ref={item} className="nav-dropdown">
      <button
        type="button"
        className={active ? 'nav-link nav-button active' : 'nav-link nav-button'}
        aria-expanded="false"
        aria-controls={listId}
      >
        {label}
        <svg className="chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="nav-submenu" hidden>
        {items.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end>
              {typeof entry.label === 'string' ? entry.label : i18n._(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
