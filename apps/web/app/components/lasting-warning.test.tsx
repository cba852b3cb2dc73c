import { act, cleanup, screen } from '@testing-library/react';
import { render } from '../i18n/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LastingWarning, useLastingWarning } from './lasting-warning';
import { SNACKBAR_DURATION_MS, SnackbarProvider } from './snackbar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Action() {
  const warning = useLastingWarning();
  return (
    <>
      <button type="button" onClick={() => warning.show('Failed')}>
        Pay
      </button>
      <button type="button" onClick={warning.clear}>
        Again
      </button>
      <LastingWarning message={warning.message} advice="Please try again." />
    </>
  );
}

describe('useLastingWarning', () => {
  it('warns in the snackbar for its 5 seconds and keeps the text by the action until cleared', () => {
    vi.useFakeTimers();
    render(
      <SnackbarProvider>
        <Action />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Pay' }).click());
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByText('Failed. Please try again.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS + 10));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByText('Failed. Please try again.')).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Again' }).click());
    expect(screen.queryByText('Failed. Please try again.')).toBeNull();
  });
});
