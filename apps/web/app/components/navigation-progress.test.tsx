import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../i18n/testing';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './navigation-progress';
import { PROGRESS_DELAY_MS } from './site-navigation';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A site whose second page takes as long to load as `release` lets it. */
function renderSite() {
  let release: () => void = () => {};
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <Link to="/slow">Slow page</Link>
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <h1>Home</h1> },
        {
          path: 'slow',
          loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
          element: <h1>Slow</h1>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { release: () => release() };
}

describe('NavigationProgress', () => {
  it('marks the link at once, shows the bar after its delay and says Loading… once', async () => {
    vi.useFakeTimers();
    const site = renderSite();
    const link = screen.getByRole('link', { name: 'Slow page' });
    const bar = document.querySelector('.progress-bar');
    const live = document.querySelector('[aria-live="polite"]');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(bar?.classList.contains('shown')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    });
    expect(bar?.classList.contains('shown')).toBe(true);
    expect(live?.textContent).toBe('Loading…');

    await act(async () => {
      site.release();
    });
    expect(screen.getByRole('heading', { name: 'Slow' })).toBeTruthy();
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(bar?.classList.contains('shown')).toBe(false);
    expect(live?.textContent).toBe('');
  });

  it('shows nothing for a change that ends before the delay', async () => {
    vi.useFakeTimers();
    const site = renderSite();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    });
    await act(async () => {
      vi.advanceTimersByTime(PROGRESS_DELAY_MS - 50);
      site.release();
    });
    await act(async () => {
      vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    });
    expect(document.querySelector('.progress-bar.shown')).toBeNull();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });
});
