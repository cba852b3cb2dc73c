import { cleanup, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LastingWarning, WARNING_ADVICE } from '../../components/lasting-warning';
import { paymentProblem, startPayment } from './payment';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DOWN =
  'Payments are not available just now. Nothing has been taken. Please try again in a few minutes.';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'json' } }),
  );
}

async function failedStart(): Promise<unknown> {
  return startPayment('0b6f8a52-63c4-4c53-9f5e-2f0a3a8f6d11').then(
    () => Promise.reject(new Error('expected a refusal')),
    (error: unknown) => error,
  );
}

/** What the check pages show beside the pay button after a payment failed to start. */
function Shown({ error }: { error: unknown }) {
  const problem = paymentProblem(error);
  return (
    <LastingWarning
      message={problem.text}
      ownAdvice={problem.ownAdvice}
      advice={WARNING_ADVICE.payment}
    />
  );
}

describe('a payment that cannot start', () => {
  it("shows the server's words, alone, when the payment provider is down (503)", async () => {
    answer(503, { status: 503, code: 'PAYMENTS_UNAVAILABLE', message: DOWN });
    render(<Shown error={await failedStart()} />);
    expect(screen.getByText(DOWN).textContent).toBe(DOWN);
  });

  it("still says 'Failed', with what to do, for an unexpected error", async () => {
    answer(500, { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side.' });
    render(<Shown error={await failedStart()} />);
    expect(screen.getByText(`Failed. ${WARNING_ADVICE.payment.message}`)).toBeTruthy();
  });
});
