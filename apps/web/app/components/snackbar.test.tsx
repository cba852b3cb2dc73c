import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../i18n/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarProvider, useSnackbar } from './snackbar';

afterEach(cleanup);

function Warns() {
  const { warn } = useSnackbar();
  return (
    <button type="button" onClick={() => warn('Postcode not found')}>
      Find
    </button>
  );
}

describe('SnackbarProvider', () => {
  it('puts the warning away on Escape, wherever focus is', () => {
    render(
      <SnackbarProvider>
        <Warns />
      </SnackbarProvider>,
    );
    const find = screen.getByRole('button', { name: 'Find' });
    find.focus();
    act(() => find.click());
    expect(screen.getByRole('alert').textContent).toContain('Postcode not found');
    fireEvent.keyDown(find, { key: 'Escape' });
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(document.activeElement).toBe(find);
  });
});
