/**
 * How the site's header behaves, in plain DOM code: the phone menu, the navigation dropdowns,
 * the language links and the offer of the visitor's language. The React header (navbar.tsx,
 * nav-dropdown.tsx, i18n/language-bar.tsx) renders the markup and attaches these; the home page,
 * which is sent without React (decision 032), attaches the same ones to its prerendered HTML.
 * This file and what it imports stay out of the shared `app` chunk (vite.config.ts), so the
 * home page loads them without React.
 */
import { HTML_LANG, isLocale, localeOfPath, localizePath, type Locale } from '@site/domain/i18n';
import { normalizePath } from '../lib/path';
import { languageToOffer, rememberLanguage, rememberedLanguage } from '../i18n/language-choice';

export interface Disclosure {
  close(): void;
  /** Removes every listener it added. */
  detach(): void;
}

const BARS = 'M3 5h14M3 10h14M3 15h14';
const CROSS = 'M4 4l12 12M16 4L4 16';
/** The menu toggle's icon as React renders it closed. */
export const MENU_ICON_CLOSED = BARS;

/** Adds listeners and gives back one function that removes them all. */
function listeners() {
  const removers: (() => void)[] = [];
  function on<K extends keyof DocumentEventMap>(
    target: Document | HTMLElement,
    type: K,
    handler: (event: DocumentEventMap[K]) => void,
    capture = false,
  ) {
    target.addEventListener(type, handler as EventListener, capture);
    removers.push(() => target.removeEventListener(type, handler as EventListener, capture));
  }
  return { on, removeAll: () => removers.forEach((remove) => remove()) };
}

/**
 * The phone menu: `.menu-toggle` shows and hides the list it controls. Escape on the button, or
 * inside the open list (unless a dropdown took it first), closes it and keeps focus on the button.
 */
export function attachMenu(nav: HTMLElement): Disclosure {
  const button = nav.querySelector<HTMLButtonElement>('.menu-toggle');
  const list = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !list) return { close() {}, detach() {} };
  const icon = button.querySelector('path');
  let open = false;
  const set = (value: boolean) => {
    open = value;
    button.setAttribute('aria-expanded', String(value));
    list.classList.toggle('open', value);
    icon?.setAttribute('d', value ? CROSS : BARS);
  };
  const { on, removeAll } = listeners();
  on(button, 'click', () => set(!open));
  on(button, 'keydown', (event) => {
    if (event.key === 'Escape') set(false);
  });
  on(list, 'keydown', (event) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    set(false);
    button.focus();
  });
  return { close: () => set(false), detach: removeAll };
}

/**
 * A disclosure dropdown for site navigation (WAI-ARIA "disclosure navigation" pattern, not a
 * menu role): its button toggles a list of links. Arrow keys move between the links, Home and
 * End jump, Escape closes and returns focus to the button, Tab leaves and closes it, and a
 * chosen link closes it.
 */
export function attachDropdown(item: HTMLElement): Disclosure {
  const button = item.querySelector<HTMLButtonElement>('button');
  const list = item.querySelector<HTMLUListElement>('ul');
  if (!button || !list) return { close() {}, detach() {} };
  let open = false;
  const set = (value: boolean) => {
    open = value;
    button.setAttribute('aria-expanded', String(value));
    list.hidden = !value;
  };
  const links = () => Array.from(list.querySelectorAll<HTMLAnchorElement>('a'));
  const focusLink = (index: number) => {
    const all = links();
    if (all.length > 0) all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    set(true);
    // The list was hidden; focus once it is shown.
    requestAnimationFrame(() => focusLink(index));
  };

  const { on, removeAll } = listeners();
  on(button, 'click', () => set(!open));
  on(button, 'keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      set(false);
    }
  });
  on(list, 'keydown', (event) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusLink(current + 1),
      ArrowUp: () => focusLink(current - 1),
      Home: () => focusLink(0),
      End: () => focusLink(-1),
      Escape: () => {
        set(false);
        button.focus();
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  });
  on(list, 'click', (event) => {
    if ((event.target as Element).closest('a')) set(false);
  });

  // A press elsewhere on the page closes the list at once. A press on another part of the
  // navigation closes it only with its click: in the phone menu the lists stand one above the
  // other, and closing this one at pointerdown, or at the blur that comes with it, moved the
  // next dropdown's button from under the finger before the tap landed on it. Focus that
  // leaves any other way (the keyboard, a screen reader) closes it at focusout.
  let pointerPressed = false;
  const outside = (event: Event) => !item.contains(event.target as Node);
  on(document, 'pointerdown', () => (pointerPressed = true), true);
  // After the blur that the press caused has been handled.
  on(document, 'focusin', () => (pointerPressed = false));
  on(document, 'keydown', () => (pointerPressed = false), true);
  on(document, 'pointerdown', (event) => {
    const inNavigation = Boolean((event.target as Element | null)?.closest?.('nav'));
    if (open && outside(event) && !inNavigation) set(false);
  });
  on(document, 'click', (event) => {
    if (open && outside(event)) set(false);
  });
  on(item, 'focusout', (event) => {
    if (pointerPressed) return;
    if (!item.contains(event.relatedTarget as Node | null)) set(false);
  });
  return { close: () => set(false), detach: removeAll };
}

/**
 * A language link (`a[data-locale]`, the switcher's or the offer's) remembers the choice and
 * keeps the visitor's query (a journey step, a booking reference) on the same page in the other
 * language. The prerendered href has no query, so it hydrates without a mismatch.
 */
export function attachLanguageLinks(bar: HTMLElement): () => void {
  const { on, removeAll } = listeners();
  on(bar, 'click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-locale]');
    const locale = link?.dataset.locale;
    if (!link || !isLocale(locale)) return;
    rememberLanguage(locale);
    const { search, hash } = window.location;
    if (!search && !hash) return;
    event.preventDefault();
    window.location.assign(`${link.pathname}${search}${hash}`);
  });
  return removeAll;
}

/**
 * Offers, never forces, the language chosen before (or the browser's first language the site
 * has) when the page is in another one: a link at the start of the language bar, in that
 * language. Gives back a function that stops an offer still loading its words.
 */
export function offerLanguage(bar: HTMLElement, current: Locale, path: string): () => void {
  const shown = bar.querySelector('.language-offer');
  const wanted = languageToOffer(current, rememberedLanguage(), navigator.languages ?? []);
  const shownLink = shown?.querySelector('a');
  if (wanted && shownLink?.dataset.locale === wanted) {
    // The same offer on the next page: only its address changes, so nothing flashes.
    shownLink.href = localizePath(path, wanted);
    return () => {};
  }
  shown?.remove();
  if (!wanted) return () => {};
  let live = true;
  // The offer's words in all 14 languages load only on the pages that offer one.
  void import('../i18n/language-words').then(({ READ_IN }) => {
    if (!live) return;
    const offer = document.createElement('p');
    offer.className = 'language-offer';
    offer.lang = HTML_LANG[wanted];
    const link = document.createElement('a');
    link.href = localizePath(path, wanted);
    link.hreflang = HTML_LANG[wanted];
    link.dataset.locale = wanted;
    link.textContent = READ_IN[wanted];
    offer.append(link);
    bar.querySelector('.language-offer')?.remove();
    bar.prepend(offer);
  });
  return () => {
    live = false;
  };
}

/** Fast changes finish before this and show no bar, so nothing flashes (decision 021). */
export const PROGRESS_DELAY_MS = 150;

/**
 * On a page sent without React, a link to another page loads that page's HTML: as the React
 * shell's progress (navigation-progress.tsx) does, the link pressed says it is working at once,
 * and after a short delay the bar shows and the polite status says "Loading…" (its words are
 * prerendered in the page's language, in `data-loading`). Gives back a function that shows the
 * page idle again.
 */
function showProgressOnLeave(): () => void {
  const bar = document.querySelector('.progress-bar');
  const status = document.querySelector<HTMLElement>('.progress-status');
  let pressed: HTMLAnchorElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    clearTimeout(timer);
    pressed?.removeAttribute('aria-busy');
    pressed = null;
    bar?.classList.remove('shown');
    if (status) status.textContent = '';
  };
  // Capture: a language link with a query goes on by script and stops the click's default.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!link || modified || link.target || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname)
        return;
      idle();
      pressed = link;
      link.setAttribute('aria-busy', 'true');
      timer = setTimeout(() => {
        bar?.classList.add('shown');
        if (status) status.textContent = status.dataset.loading ?? '';
      }, PROGRESS_DELAY_MS);
    },
    true,
  );
  return idle;
}

/** The attribute on <html> of a page sent without React (lib/static-page.ts). */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';

/**
 * Gives a page sent without React its header's behaviour. Back to this page from the next one
 * (kept in the browser's back-forward cache) shows it as it was first shown: menu and dropdowns
 * closed, no link busy.
 */
export function enhanceStaticPage(): void {
  const bar = document.querySelector<HTMLElement>('.language-bar');
  const { pathname } = window.location;
  if (bar) {
    attachLanguageLinks(bar);
    offerLanguage(bar, localeOfPath(pathname), normalizePath(pathname));
  }
  const disclosures: Disclosure[] = [];
  const nav = document.querySelector<HTMLElement>('nav.navbar');
  if (nav) {
    disclosures.push(attachMenu(nav));
    nav
      .querySelectorAll<HTMLElement>('.nav-dropdown')
      .forEach((item) => disclosures.push(attachDropdown(item)));
  }
  const idle = showProgressOnLeave();
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    idle();
    disclosures.forEach((disclosure) => disclosure.close());
  });
  // The chunk guard (chunk-guard-script.js) reports a page whose scripts never started.
  (window as Window & { __appReady?: boolean }).__appReady = true;
}

if (
  typeof document !== 'undefined' &&
  document.documentElement.hasAttribute(STATIC_PAGE_ATTRIBUTE)
) {
  enhanceStaticPage();
}
