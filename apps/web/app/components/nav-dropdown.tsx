import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { NavLink } from '../i18n/link';
import { normalizePath } from '../lib/path';

export interface NavItem {
  to: string;
  /** A name kept as it is (a card's own name), or words shown in the page's language. */
  label: string | MessageDescriptor;
}

/**
 * A disclosure dropdown for site navigation (WAI-ARIA "disclosure navigation" pattern, not a
 * menu role): the button toggles a list of links. Arrow keys move between the links, Home and
 * End jump, Escape closes and returns focus to the button, Tab leaves and closes it.
 */
export function NavDropdown({ label, items }: { label: string; items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  const listId = useId();
  const wrapperRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = items.some((item) => item.to === normalizePath(pathname));

  useEffect(() => setOpen(false), [pathname]);

  // A press elsewhere on the page closes the list at once. A press on another part of the
  // navigation closes it only with its click: in the phone menu the lists stand one above the
  // other, and closing this one at pointerdown, or at the blur that comes with it, moved the
  // next dropdown's button from under the finger before the tap landed on it. Focus that
  // leaves any other way (the keyboard, a screen reader) closes it in onBlur below.
  const pointerPressed = useRef(false);
  useEffect(() => {
    const pressed = () => (pointerPressed.current = true);
    // After the blur that the press caused has been handled.
    const settled = () => (pointerPressed.current = false);
    document.addEventListener('pointerdown', pressed, true);
    document.addEventListener('focusin', settled);
    document.addEventListener('keydown', settled, true);
    return () => {
      document.removeEventListener('pointerdown', pressed, true);
      document.removeEventListener('focusin', settled);
      document.removeEventListener('keydown', settled, true);
    };
  }, []);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => !wrapperRef.current?.contains(event.target as Node);
    const inNavigation = (event: Event) =>
      Boolean((event.target as Element | null)?.closest?.('nav'));
    function onPointerDown(event: PointerEvent) {
      if (outside(event) && !inNavigation(event)) setOpen(false);
    }
    function onClick(event: MouseEvent) {
      if (outside(event)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  function links(): HTMLAnchorElement[] {
    return Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);
  }

  function focusLink(index: number) {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  }

  function openAndFocus(index: number) {
    setOpen(true);
    // The list is rendered hidden; focus once it is shown.
    requestAnimationFrame(() => focusLink(index));
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusLink(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusLink(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusLink(0);
        break;
      case 'End':
        event.preventDefault();
        focusLink(-1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
    }
  }

  return (
    <li
      ref={wrapperRef}
      className="nav-dropdown"
      onBlur={(event) => {
        if (pointerPressed.current) return;
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={active ? 'nav-link nav-button active' : 'nav-link nav-button'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className="chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="nav-submenu" hidden={!open} onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end onClick={() => setOpen(false)}>
              {typeof item.label === 'string' ? item.label : i18n._(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
