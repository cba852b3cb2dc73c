import { describe, expect, it } from 'vitest';
import { pageMeta } from '../lib/seo';
import { areasOfPath } from './catalogue-areas';
import { browserLanguage, languageToOffer } from './language-choice';
import { localizeTo } from './link';

describe('links in the page language', () => {
  it('prefixes the site paths, keeping the query and hash', () => {
    expect(localizeTo('/book-citb-test', 'pl')).toBe('/pl/book-citb-test');
    expect(localizeTo('/booking?reference=AB12#x', 'ro')).toBe('/ro/booking?reference=AB12#x');
    expect(localizeTo('/', 'pa')).toBe('/pa');
    expect(localizeTo({ pathname: '/centers', search: '?q=1' }, 'bg')).toEqual({
      pathname: '/bg/centers',
      search: '?q=1',
    });
  });

  it('leaves English, relative, outside and already-prefixed links alone', () => {
    expect(localizeTo('/book-citb-test', 'en')).toBe('/book-citb-test');
    expect(localizeTo('?step=2', 'pl')).toBe('?step=2');
    expect(localizeTo('https://www.citb.co.uk/', 'pl')).toBe('https://www.citb.co.uk/');
    expect(localizeTo('//evil.example/x', 'pl')).toBe('//evil.example/x');
    expect(localizeTo('/pl/booking', 'pl')).toBe('/pl/booking');
    expect(localizeTo({ search: '?step=2' }, 'pl')).toEqual({ search: '?step=2' });
  });
});

describe('areas of a page', () => {
  it('loads common everywhere and the area of the page', () => {
    expect(areasOfPath('/')).toEqual(['common', 'pages']);
    expect(areasOfPath('/pl')).toEqual(['common', 'pages']);
    expect(areasOfPath('/pl/book-citb-test/12/')).toEqual(['common', 'test']);
    expect(areasOfPath('/ro/success/abc')).toEqual(['common', 'status']);
    expect(areasOfPath('/cscs-green-card')).toEqual(['common', 'cards']);
    expect(areasOfPath('/citb-test-types')).toEqual(['common', 'pages', 'cards']);
    expect(areasOfPath('/contact-us')).toEqual(['common']);
    expect(areasOfPath('/nowhere')).toEqual(['common']);
  });
});

describe('the language offered, never forced', () => {
  it('offers the language chosen before, else the browser language the site has', () => {
    expect(languageToOffer('en', 'pl', ['en-GB'])).toBe('pl');
    expect(languageToOffer('en', undefined, ['ro-RO', 'en'])).toBe('ro');
    expect(languageToOffer('ro', undefined, ['ro-RO'])).toBeUndefined();
    expect(languageToOffer('pl', 'pl', ['en-GB'])).toBeUndefined();
    expect(languageToOffer('en', undefined, ['ja', 'zh-CN'])).toBeUndefined();
    expect(browserLanguage(['pa-IN'])).toBe('pa');
  });
});

describe('page tags in every language', () => {
  const tags = pageMeta({
    title: 'Rezerwacja',
    description: 'Opis',
    path: '/book-citb-test',
    locale: 'pl',
  });
  const links = tags.filter((tag) => 'tagName' in tag) as {
    rel: string;
    href: string;
    hrefLang?: string;
  }[];

  it('has its own canonical address and og:locale', () => {
    expect(links.find((link) => link.rel === 'canonical')?.href).toMatch(/\/pl\/book-citb-test$/);
    expect(tags).toContainEqual({ property: 'og:locale', content: 'pl_PL' });
  });

  it('names all 14 languages and x-default as alternates', () => {
    const alternates = links.filter((link) => link.rel === 'alternate');
    expect(alternates).toHaveLength(15);
    expect(alternates.find((link) => link.hrefLang === 'pa-Guru')?.href).toMatch(
      /\/pa\/book-citb-test$/,
    );
    expect(alternates.find((link) => link.hrefLang === 'x-default')?.href).toMatch(
      /[^/]\/book-citb-test$/,
    );
    expect(alternates.find((link) => link.hrefLang === 'en-GB')?.href).not.toMatch(/\/en\//);
  });

  it('keeps a noindex page out of the alternates', () => {
    const hidden = pageMeta({ title: 'x', description: 'y', path: '/success/1', noindex: true });
    expect(hidden.some((tag) => 'rel' in tag)).toBe(false);
  });
});
