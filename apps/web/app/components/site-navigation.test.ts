import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachLanguageLinks, attachMenu, offerLanguage } from './site-navigation';

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function menu() {
  document.body.innerHTML =
    '<nav class="navbar"><button class="menu-toggle" aria-expanded="false" aria-controls="main-menu">' +
    '<svg><path d="M3 5h14M3 10h14M3 15h14"></path></svg>Menu</button>' +
    '<ul id="main-menu" class="nav-list"><li><a href="/booking">Find my booking</a></li></ul></nav>';
  const nav = document.querySelector<HTMLElement>('nav')!;
  return {
    attached: attachMenu(nav),
    button: nav.querySelector('button')!,
    list: nav.querySelector('ul')!,
  };
}

describe('attachMenu', () => {
  it('opens and closes the phone menu, with its icon', () => {
    const { button, list } = menu();
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.classList.contains('open')).toBe(true);
    expect(button.querySelector('path')!.getAttribute('d')).toBe('M4 4l12 12M16 4L4 16');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.classList.contains('open')).toBe(false);
  });

  it('closes on Escape inside the list and gives focus back to the button', () => {
    const { button, list } = menu();
    button.click();
    list.querySelector('a')!.focus();
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('stops listening once detached', () => {
    const { attached, button } = menu();
    attached.detach();
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

function languageBar() {
  document.body.innerHTML =
    '<div class="language-bar"><details><ul>' +
    '<li><a href="/pl/centers" data-locale="pl">Polski</a></li></ul></details></div>';
  return document.querySelector<HTMLElement>('.language-bar')!;
}

describe('attachLanguageLinks', () => {
  it('remembers the language chosen', () => {
    const bar = languageBar();
    attachLanguageLinks(bar);
    const link = bar.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(window.localStorage.getItem('site-language')).toBe('pl');
  });
});

describe('offerLanguage', () => {
  it('offers the language chosen before, in that language, on a page in another', async () => {
    window.localStorage.setItem('site-language', 'pl');
    const bar = languageBar();
    offerLanguage(bar, 'en', '/centers');
    await vi.waitFor(() => expect(bar.querySelector('.language-offer')).not.toBeNull());
    const offer = bar.querySelector('.language-offer a')!;
    expect(offer.textContent).toBe('Przeczytaj tę stronę po polsku');
    expect(offer.getAttribute('href')).toBe('/pl/centers');
    expect(bar.firstElementChild?.getAttribute('lang')).toBe('pl');
  });

  it('keeps the offer on the next page, with its address changed, so nothing flashes', async () => {
    window.localStorage.setItem('site-language', 'pl');
    const bar = languageBar();
    offerLanguage(bar, 'en', '/centers');
    await vi.waitFor(() => expect(bar.querySelector('.language-offer')).not.toBeNull());
    const offer = bar.querySelector('.language-offer');
    offerLanguage(bar, 'en', '/plan');
    expect(bar.querySelector('.language-offer')).toBe(offer);
    expect(offer?.querySelector('a')?.getAttribute('href')).toBe('/pl/plan');
  });

  it('offers nothing on a page already in that language', async () => {
    window.localStorage.setItem('site-language', 'pl');
    const bar = languageBar();
    offerLanguage(bar, 'pl', '/centers');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bar.querySelector('.language-offer')).toBeNull();
  });
});
