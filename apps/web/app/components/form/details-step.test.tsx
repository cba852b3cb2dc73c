import { cleanup, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { personalDetailsStore } from '../../lib/journey/session-store';
import { SnackbarProvider } from '../snackbar';
import { DetailsStep } from './details-step';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderStep(sentBackFromCheck: boolean) {
  render(
    <MemoryRouter>
      <SnackbarProvider>
        <DetailsStep
          caption="Step 5"
          onDone={() => undefined}
          sentBackFromCheck={sentBackFromCheck}
        />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

describe('DetailsStep', () => {
  it('says at once what is wrong with saved details the check page sent back', () => {
    personalDetailsStore.write({ firstName: 'Sam', lastName: 'Lewis', email: 'not-an-email' });
    renderStep(true);
    const summary = document.querySelector('.error-summary');
    expect(summary?.textContent).toContain('Please enter a valid email');
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('opens without errors otherwise', () => {
    personalDetailsStore.write({ firstName: 'Sam', email: 'not-an-email' });
    renderStep(false);
    expect(document.querySelector('.error-summary')).toBeNull();
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
  });
});
