import { cleanup, screen } from '@testing-library/react';
import { render } from '../i18n/testing';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { NavDropdown } from './nav-dropdown';

const items = [
  { to: '/cscs-green-card', label: 'Green' },
  { to: '/cscs-blue-card', label: 'Blue' },
  { to: '/card-types', label: 'All cards' },
];

afterEach(cleanup);

function renderDropdown() {
  render(
    <MemoryRouter>
      <ul>
        <NavDropdown label="CSCS Cards" items={items} />
      </ul>
      <a href="#after">After</a>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'CSCS Cards' });
}

describe('NavDropdown', () => {
  it('opens and closes on click', async () => {
    const button = renderDropdown();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Green' })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Green' })).toBeTruthy();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with ArrowDown, moves with the arrow keys and wraps around', async () => {
    const button = renderDropdown();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('link', { name: 'Green' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.textContent).toBe('Green');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Blue');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('All cards');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Green');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const button = renderDropdown();
    await userEvent.click(button);
    screen.getByRole('link', { name: 'Blue' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when Tab moves focus out of it', async () => {
    const button = renderDropdown();
    await userEvent.click(button);
    screen.getByRole('link', { name: 'All cards' }).focus();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('After');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
