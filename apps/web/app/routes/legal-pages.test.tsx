import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@site/domain/i18n';
import type { DateWords } from '@site/domain/format';
import polishDateWords from '../../../../packages/domain/src/data/date-words/pl.json';
import { I18nTestProvider } from '../i18n/testing';
import Privacy from './privacy-policy';
import Terms from './terms-and-conditions';

/** A legal page as the root route serves it: the page's language and its date words. */
function renderPage(Page: ComponentType, locale: Locale, dateWords?: DateWords): string {
  const router = createMemoryRouter(
    [{ id: 'root', element: <Outlet />, children: [{ path: '/x', element: <Page /> }] }],
    { initialEntries: ['/x'], hydrationData: { loaderData: { root: { locale, dateWords } } } },
  );
  return renderToStaticMarkup(
    <I18nTestProvider locale={locale}>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  );
}

describe('terms and privacy policy (issue 20 point 7)', () => {
  it('say on a translated page that the English version governs, linking to it', () => {
    const terms = renderPage(Terms, 'pl', polishDateWords);
    expect(terms).toContain('<a href="/terms-and-conditions" hrefLang="en">');
    const privacy = renderPage(Privacy, 'pl', polishDateWords);
    expect(privacy).toContain('<a href="/privacy-policy" hrefLang="en">');
  });

  it('say nothing of the kind in English', () => {
    for (const Page of [Terms, Privacy]) {
      expect(renderPage(Page, 'en')).not.toContain('This is a translation');
    }
  });

  it("give the free-change example's dates in the page's language", () => {
    const english = renderPage(Terms, 'en');
    expect(english).toContain(
      'For example, for a test on Monday 14 December 2026, the last free day is Wednesday 9 December 2026.',
    );
    const polish = renderPage(Terms, 'pl', polishDateWords);
    expect(polish).toContain('poniedziałek, 14 grudnia 2026');
    expect(polish).toContain('środa, 9 grudnia 2026');
  });
});
