import { cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAttemptStore } from '../../lib/journey/attempt';
import { personalDetailsStore } from '../../lib/journey/session-store';
import { SnackbarProvider } from '../snackbar';
import { SamePersonGate, useStartAgain } from './same-person-gate';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Stands for a journey: what it would show from what is saved, and its "This is not me". */
function Journey() {
  const startAgain = useStartAgain();
  return (
    <div>
      <h1>First question</h1>
      <p>Saved NI: {personalDetailsStore.read()?.NI ?? 'none'}</p>
      <button type="button" onClick={startAgain}>
        This is not me
      </button>
    </div>
  );
}

function renderGate(entry = '/book-citb-test') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <SnackbarProvider>
        <main id="main" tabIndex={-1}>
          <SamePersonGate caption="Book a CITB test">{() => <Journey />}</SamePersonGate>
        </main>
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

function saveJamesWalker() {
  personalDetailsStore.write({
    firstName: 'James',
    lastName: 'Walker',
    NI: 'QQ123456C',
    dobYear: '1990',
    postCode: 'LS1 4AP',
  });
  createAttemptStore('card-application').write({
    key: 'abcdefgh12',
    fingerprint: 'f',
    cardId: 'card-1',
  });
}

describe('SamePersonGate', () => {
  it('starts a journey at once when nobody is saved', () => {
    renderGate();
    expect(screen.getByRole('heading', { name: 'First question' })).toBeTruthy();
  });

  it('asks about the saved person by name only, in a form with a legend', () => {
    saveJamesWalker();
    renderGate();
    const group = screen.getByRole('group', { name: 'Are you booking for James Walker again?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.queryByText('First question')).toBeNull();
    const shown = document.body.textContent ?? '';
    for (const detail of ['QQ123456C', '1990', 'LS1 4AP', 'card-1']) {
      expect(shown).not.toContain(detail);
    }
  });

  it('asks for an answer before going on', () => {
    saveJamesWalker();
    renderGate();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // In the error summary and by the question.
    expect(screen.getAllByText(/Select yes or no/)).toHaveLength(2);
  });

  it('Yes goes on with what is saved', () => {
    saveJamesWalker();
    renderGate();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, I am James Walker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Saved NI: QQ123456C')).toBeTruthy();
  });

  it('No forgets everything saved in the tab, card references too', () => {
    saveJamesWalker();
    renderGate();
    fireEvent.click(screen.getByRole('radio', { name: 'No, I am someone else' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Saved NI: none')).toBeTruthy();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('does not ask in a journey already under way in this tab (a step in the address)', () => {
    saveJamesWalker();
    renderGate('/book-citb-test?step=details');
    expect(screen.getByText('Saved NI: QQ123456C')).toBeTruthy();
  });

  it('"This is not me" forgets everything, starts again and says so', () => {
    saveJamesWalker();
    renderGate('/book-citb-test?step=details');
    fireEvent.click(screen.getByRole('button', { name: 'This is not me' }));
    expect(screen.getByText('Saved NI: none')).toBeTruthy();
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('cleared from this browser tab');
  });
});
