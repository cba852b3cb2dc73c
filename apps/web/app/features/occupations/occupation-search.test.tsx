import { cleanup, screen, within } from '@testing-library/react';
import { render } from '../../i18n/testing';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Occupation } from '@site/domain/catalogue';
import { filterOccupations } from './filter-occupations';
import { OccupationSearch } from './occupation-search';

const occupations: Occupation[] = [
  {
    id: 1,
    name: 'Bricklayer',
    testType: 'operative',
    cards: ['Blue Skilled Worker', 'Gold Advanced Craft'],
    withdrawn: false,
  },
  {
    id: 2,
    name: 'Aerial Rescue',
    testType: 'operative',
    cards: ['WITHDRAWN: CRO'],
    withdrawn: true,
  },
  { id: 3, name: 'Scaffolder', cards: [null], withdrawn: false },
];

afterEach(cleanup);

function renderSearch() {
  render(
    <MemoryRouter>
      <OccupationSearch occupations={occupations} />
    </MemoryRouter>,
  );
}

describe('filterOccupations', () => {
  it('matches every word of the query in any order', () => {
    const list: Occupation[] = [
      { id: 1, name: 'Wall and Floor Tiler', cards: [], withdrawn: false },
      { id: 2, name: 'Floor Layer', cards: [], withdrawn: false },
    ];
    expect(filterOccupations(list, 'tiler floor').map((o) => o.id)).toEqual([1]);
  });
});

describe('OccupationSearch', () => {
  it('shows each occupation with its test type and links to its cards', () => {
    renderSearch();
    const row = screen.getByRole('row', { name: /Bricklayer/ });
    expect(within(row).getByText('Operative')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Blue Skilled Worker' }).getAttribute('href'),
    ).toBe('/cscs-blue-card');
    expect(
      within(row).getByRole('link', { name: 'Book this test for Bricklayer' }).getAttribute('href'),
    ).toBe('/book-citb-test?t=operative');
  });

  it('marks withdrawn occupations as withdrawn', () => {
    renderSearch();
    const row = screen.getByRole('row', { name: /Aerial Rescue/ });
    expect(within(row).getByText('Withdrawn')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('filters as you type', async () => {
    renderSearch();
    await userEvent.type(screen.getByLabelText('Search for your occupation'), 'scaff');
    expect(await screen.findByText('1 of 3 occupations match')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Bricklayer/ })).toBeNull();
    expect(screen.getByRole('row', { name: /Scaffolder/ })).toBeTruthy();
  });
});
