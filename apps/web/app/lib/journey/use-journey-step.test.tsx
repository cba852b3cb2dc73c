import { cleanup, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useJourneyStep } from './use-journey-step';

afterEach(cleanup);

const STEPS = ['type', 'date', 'details'] as const;

function Journey({ firstIncomplete }: { firstIncomplete: (typeof STEPS)[number] }) {
  const { step } = useJourneyStep(STEPS, firstIncomplete);
  const location = useLocation();
  return (
    <p>
      {step} at {location.search}
    </p>
  );
}

const at = (entry: string, firstIncomplete: (typeof STEPS)[number]) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Journey firstIncomplete={firstIncomplete} />
    </MemoryRouter>,
  );

describe('useJourneyStep', () => {
  it('shows a step already reached at its own address', () => {
    at('/book?step=date&return=checkout', 'details');
    expect(screen.getByText('date at ?step=date&return=checkout')).toBeTruthy();
  });

  it('replaces the address of a step asked for ahead of the answers with the step shown', () => {
    at('/book?step=details&return=checkout', 'type');
    expect(screen.getByText('type at ?step=type&return=checkout')).toBeTruthy();
  });

  it('replaces an unknown step with the first', () => {
    at('/book?step=nonsense', 'details');
    expect(screen.getByText('type at ?step=type')).toBeTruthy();
  });
});
