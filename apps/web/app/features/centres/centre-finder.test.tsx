import { cleanup, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { TestCentre } from '@site/domain/catalogue';
import { CentreFinder } from './centre-finder';
import { filterCentres } from './filter-centres';

const centre = (overrides: Partial<TestCentre>): TestCentre => ({
  id: 1,
  slug: 'aberdeen',
  name: 'Aberdeen (Scotland) Test Centre',
  shortName: 'Aberdeen',
  address: ['Migvie House', '23 North Silver Street', 'Aberdeen'],
  postcode: 'AB10 1RJ',
  latitude: 57.1,
  longitude: -2.1,
  ...overrides,
});

const centres = [
  centre({}),
  centre({
    id: 2,
    slug: 'leeds',
    name: 'Leeds Test Centre',
    shortName: 'Leeds',
    address: ['1 Park Row', 'Leeds'],
    postcode: 'LS1 5HD',
  }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('filterCentres', () => {
  it('keeps every centre when the query is blank', () => {
    expect(filterCentres(centres, '  ')).toHaveLength(2);
  });

  it('finds a centre by town, ignoring case', () => {
    expect(filterCentres(centres, 'leeds').map((c) => c.slug)).toEqual(['leeds']);
  });

  it('finds a centre by postcode written without its space', () => {
    expect(filterCentres(centres, 'ab101').map((c) => c.slug)).toEqual(['aberdeen']);
  });

  it('finds a centre by a street in its address', () => {
    expect(filterCentres(centres, 'park row').map((c) => c.slug)).toEqual(['leeds']);
  });

  it('reads past punctuation, as people write place names', () => {
    const stoke = centre({
      id: 3,
      slug: 'stoke',
      name: 'Stoke on Trent Test Centre',
      shortName: 'Stoke on Trent',
      address: ["King's Court", 'Stoke on Trent'],
      postcode: 'ST1 5BQ',
    });
    for (const query of ['Stoke-on-Trent', 'stoke on trent.', 'Kings Court', "king's"]) {
      expect(
        filterCentres([...centres, stoke], query).map((c) => c.slug),
        query,
      ).toEqual(['stoke']);
    }
  });

  it('matches a postcode from its start only: W1 is not inside KW15', () => {
    const kirkwall = centre({
      id: 4,
      slug: 'kirkwall',
      shortName: 'Kirkwall',
      postcode: 'KW15 1GR',
    });
    const withKirkwall = [...centres, kirkwall];
    expect(filterCentres(withKirkwall, 'W1')).toEqual([]);
    expect(filterCentres(withKirkwall, 'kw1').map((c) => c.slug)).toEqual(['kirkwall']);
  });
});

describe('CentreFinder', () => {
  it('narrows the list as you type and links each centre to its booking page', async () => {
    render(
      <MemoryRouter>
        <CentreFinder />
      </MemoryRouter>,
    );
    const all = screen.getAllByRole('heading', { level: 2 }).length;
    expect(all).toBeGreaterThan(100);

    await userEvent.type(screen.getByLabelText('Search by name, town or postcode'), 'Aberdeen');

    const link = await screen.findByRole('link', { name: 'Book a test at Aberdeen' });
    expect(link.getAttribute('href')).toMatch(/^\/book-citb-test\/\d+$/);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeLessThan(all);
    expect(screen.getByRole('status').textContent).toMatch(/of \d+ test centres match/);
  });

  it('lists the nearest centres to the first part of a postcode', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const body = {
        data: {
          postcode: 'LS6',
          latitude: 53.8,
          longitude: -1.6,
          centres: [
            {
              centre: {
                id: 2,
                name: 'Leeds Test Centre',
                shortName: 'Leeds',
                postcode: 'LS1 5HD',
                address: ['1 Park Row', 'Leeds'],
              },
              miles: 1.9,
            },
          ],
        },
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    render(
      <MemoryRouter>
        <CentreFinder />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Search by name, town or postcode'), 'ls6');
    expect(
      await screen.findByText('1 test centre within 15 miles of LS6, nearest first'),
    ).toBeTruthy();
    expect(screen.getByText('1.9 miles away')).toBeTruthy();
    expect(asked.at(-1)).toMatch(/\/address\/postcode\/LS6$/);
  });

  it('says so when nothing matches', async () => {
    render(
      <MemoryRouter>
        <CentreFinder />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Search by name, town or postcode'), 'zzzz');
    expect(await screen.findByText(/No test centre matches that search/)).toBeTruthy();
  });
});
