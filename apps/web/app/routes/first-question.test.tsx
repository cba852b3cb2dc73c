import { act } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@site/domain/format';
import { cardPrice, coursePrice, testPrice } from '@site/domain/pricing';
import { SnackbarProvider } from '../components/snackbar';
import { I18nTestProvider } from '../i18n/testing';
import ApplyCscsCard from './apply-cscs-card';
import BookCitbTest from './book-citb-test';
import BookCitbTestLocation from './book-citb-test-location';
import ContactUs from './contact-us';
import CourseBook from './course-book';
import GroupBook from './group-book';
import Home from './home';
import Plan from './plan';
import { markEarlyPress } from '../lib/early-press';

/**
 * Decision 015: what each journey page renders at build time (no browser, nothing saved) is its
 * first question as a real form, and hydrating that HTML in a browser with nothing saved finds
 * the same markup.
 */
const JOURNEYS: {
  path: string;
  pattern: string;
  page: ComponentType;
  h1: string;
  fields: string[];
}[] = [
  {
    path: '/book-citb-test',
    pattern: '/book-citb-test',
    page: BookCitbTest,
    h1: 'Which test do you need?',
    fields: ['testType'],
  },
  {
    path: '/book-citb-test/1',
    pattern: '/book-citb-test/:locationId',
    page: BookCitbTestLocation,
    h1: 'Which test do you need?',
    fields: ['testType'],
  },
  {
    path: '/apply-cscs-card',
    pattern: '/apply-cscs-card',
    page: ApplyCscsCard,
    h1: 'Which card are you applying for?',
    fields: ['cardType'],
  },
  {
    path: '/course-book',
    pattern: '/course-book',
    page: CourseBook,
    h1: 'How do you want to take the Level 1 health and safety course?',
    fields: ['kind'],
  },
  {
    path: '/contact-us',
    pattern: '/contact-us',
    page: ContactUs,
    h1: 'Contact us',
    fields: ['firstName', 'lastName', 'email', 'comment'],
  },
  {
    path: '/group-book',
    pattern: '/group-book',
    page: GroupBook,
    h1: 'Group bookings',
    fields: ['firstName', 'lastName', 'groupSize', 'comment'],
  },
  {
    path: '/plan',
    pattern: '/plan',
    page: Plan,
    h1: 'Plan your start date',
    fields: ['start-day', 'card'],
  },
];

/** The page as a visitor meets it: its text, and each control with its state and label. */
function outline(container: HTMLElement) {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('noscript').forEach((element) => element.remove());
  return {
    text: copy.textContent,
    controls: [...copy.querySelectorAll<HTMLInputElement>('input, select, textarea, button')].map(
      (control) => ({
        tag: control.tagName,
        id: control.id,
        name: control.getAttribute('name'),
        type: control.getAttribute('type'),
        value: control.getAttribute('value'),
        checked: control.hasAttribute('checked') || control.checked,
        describedBy: control.getAttribute('aria-describedby'),
        label: copy.querySelector(`label[for="${control.id}"]`)?.textContent ?? null,
      }),
    ),
  };
}

function App({ path, pattern, page: Page }: (typeof JOURNEYS)[number]) {
  return (
    <I18nTestProvider>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </I18nTestProvider>
  );
}

// hydrateRoot is called by hand here, inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the first question of each journey', () => {
  for (const journey of JOURNEYS) {
    it(`${journey.path}: is a real form at build time, and hydrates without a mismatch`, async () => {
      const html = renderToString(<App {...journey} />);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);

      const form = container.querySelector('form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(container.querySelector('h1')?.textContent).toBe(journey.h1);
      for (const field of journey.fields) {
        const control = form?.querySelector(`[name="${field}"]`);
        expect(control, field).not.toBeNull();
        expect(form?.querySelector(`label[for="${control?.id}"]`), `${field} label`).not.toBeNull();
      }
      expect(form?.querySelector('button[type="submit"]')).not.toBeNull();
      const prerendered = outline(container);
      const painted = [...container.querySelectorAll('h1, form, input, label, .caption')];

      const errors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      await act(async () => {
        hydrateRoot(container, <App {...journey} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // With nothing saved, the journey that took over shows the same question.
      expect(container.querySelector('h1')?.textContent).toBe(journey.h1);
      expect(outline(container)).toEqual(prerendered);
      // …and keeps the very nodes that were painted (decision 022): nothing is swapped.
      expect(painted.filter((node) => !node.isConnected)).toEqual([]);
    });
  }
});

/**
 * Decision 022: a choice and a press made on the prerendered question before the journey is
 * live count: the early-press listener holds the press and marks the form, the radio stays as
 * the visitor set it, and the live journey takes both.
 */
describe('an answer given before the journey is live', () => {
  const EARLY: { journey: (typeof JOURNEYS)[number]; choose: string; next: string }[] = [
    { journey: JOURNEYS[0]!, choose: 'testType-2', next: 'Which language' },
    { journey: JOURNEYS[2]!, choose: 'cardType-3', next: 'What kind of CSCS Red' },
    // In a classroom: the journey fetches the course's locations next.
    { journey: JOURNEYS[3]!, choose: 'kind-2', next: 'Loading course locations' },
  ];
  for (const { journey, choose, next } of EARLY) {
    it(`${journey.path}: moves on with the choice made`, async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<App {...journey} />);
      document.body.append(container);
      const radio = container.querySelector<HTMLInputElement>(`#${choose}`)!;
      radio.checked = true;
      markEarlyPress(container.querySelector('form')!);

      await act(async () => {
        hydrateRoot(container, <App {...journey} />);
      });

      expect(container.textContent).toContain(next);
      expect(container.querySelector('h1')?.textContent).not.toBe(journey.h1);
    });
  }
});

/**
 * Issue 21 point 6: the prerendered first step shows the whole price before its question, as the
 * domain prices it; the home page's prices are the whole prices most people pay.
 */
function prerender(path: string, pattern: string, page: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <App path={path} pattern={pattern} page={page} h1="" fields={[]} />,
  );
  document.body.append(container);
  return container;
}

/** The whole price box and its table as text, row by row. */
function priceFirst(container: HTMLElement) {
  const region = container.querySelector<HTMLElement>(
    'section[aria-labelledby="price-first-title"]',
  );
  const rows = [...(region?.querySelectorAll('tr') ?? [])].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );
  return { region, rows };
}

describe('the whole price on the first step of each paid journey (issue 21 point 6)', () => {
  it('/book-citb-test: the CITB fee, our fee and the total, before the first question', () => {
    const page = prerender('/book-citb-test', '/book-citb-test', BookCitbTest);
    const { region, rows } = priceFirst(page);
    const price = testPrice();
    expect(rows).toEqual([
      ['CITB test fee', formatMoney(price.officialFee)],
      ['Our service fee', formatMoney(price.serviceFee)],
      ['Total to pay', formatMoney(price.total)],
    ]);
    expect(region?.textContent).toContain('Every test type costs the same.');
    // Before the question: the price is read before anything is answered.
    const h1 = page.querySelector('h1')!;
    expect(region!.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('/book-citb-test/{locationId}: the same price with the centre chosen', () => {
    const page = prerender(
      '/book-citb-test/1',
      '/book-citb-test/:locationId',
      BookCitbTestLocation,
    );
    expect(priceFirst(page).rows.at(-1)).toEqual(['Total to pay', formatMoney(testPrice().total)]);
  });

  it('/apply-cscs-card: a new card’s price, and the card CSCS issues free', () => {
    const { region, rows } = priceFirst(
      prerender('/apply-cscs-card', '/apply-cscs-card', ApplyCscsCard),
    );
    const price = cardPrice('New Card');
    expect(rows).toEqual([
      ['CSCS card fee', formatMoney(price.officialFee)],
      ['Our service fee', formatMoney(price.serviceFee)],
      ['Total to pay', formatMoney(price.total)],
    ]);
    const free = formatMoney(cardPrice('New Card', 'red-apprentice').total);
    expect(region?.textContent).toContain(
      `A new Red Apprentice card is free from CSCS, so it costs only our service fee: ${free}.`,
    );
  });

  it('/course-book: the online price, and the classroom’s', () => {
    const { region, rows } = priceFirst(prerender('/course-book', '/course-book', CourseBook));
    const online = formatMoney(coursePrice('Online').total);
    expect(rows).toEqual([
      ['Course fee', online],
      ['Total to pay', online],
    ]);
    const classroom = formatMoney(coursePrice('Offline').total);
    expect(region?.textContent).toContain(`In a classroom, the course costs ${classroom}.`);
  });
});

describe('the home page’s prices (issue 21 point 6)', () => {
  it('are the whole prices most people pay, not the cheapest rare card', () => {
    const text = prerender('/', '/', Home).textContent;
    const test = testPrice();
    const card = cardPrice('New Card');
    expect(text).toContain(
      `${formatMoney(test.total)} in total: ${formatMoney(test.officialFee)} CITB test fee and ${formatMoney(test.serviceFee)} our service fee`,
    );
    expect(text).toContain(
      `${formatMoney(card.total)} in total for most cards: ${formatMoney(card.officialFee)} CSCS card fee and ${formatMoney(card.serviceFee)} our service fee`,
    );
  });
});
