import { cleanup, fireEvent, screen } from '@testing-library/react';
import { render } from '../../i18n/testing';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAttemptStore } from './attempt';
import { stepAfter } from './define-journey';
import type { Journey } from './define-journey';
import type { SessionStore } from './session-store';
import { useJourney } from './use-journey';

afterEach(cleanup);

type Answers = { kind?: 'short' | 'long'; extra?: string; detailsDone?: boolean };
type Step = 'kind' | 'extra' | 'done';

function memoryStore(initial?: Answers): SessionStore<Answers> & { saved?: Answers } {
  const store = {
    saved: initial,
    read: () => store.saved,
    write: (value: Answers) => {
      store.saved = value;
    },
    clear: () => {
      store.saved = undefined;
    },
  };
  return store;
}

function Journey({ store }: { store: SessionStore<Answers> }) {
  const journey: Journey<Answers, Step, 'done'> = {
    name: 'test-journey',
    steps: ['kind', 'extra', 'done'],
    stepsFor: (a) => (a.kind === 'long' ? ['kind', 'extra', 'done'] : ['kind', 'done']),
    end: 'done',
    firstIncomplete: (a) => (!a.kind ? 'kind' : a.kind === 'long' && !a.extra ? 'extra' : 'done'),
    next: (a, { step }, incomplete) => ({
      step: stepAfter(journey.stepsFor(a), step, incomplete, 'done'),
    }),
    schema: z.object({ kind: z.enum(['short', 'long']).optional(), extra: z.string().optional() }),
    store,
    attempts: createAttemptStore('test-journey'),
  };
  const { answers, update, steps, step, goTo, onBack, save, common, details } = useJourney(
    journey,
    {
      initial: () => store.read() ?? {},
      caption: ({ index }) => `step ${index + 1}`,
    },
  );
  const location = useLocation();
  return (
    <>
      <p>
        {step} of {steps.join(',')} at {location.search} with {JSON.stringify(answers)}
      </p>
      <button onClick={() => goTo(update({ kind: 'long' }).kind === 'long' ? 'extra' : 'done')}>
        long
      </button>
      {onBack ? <button onClick={onBack}>back</button> : null}
      <button onClick={() => save({ extra: 'more' })}>save extra</button>
      <button onClick={details.onDone}>details done</button>
      <p>
        {common.caption}; sent back: {String(details.sentBackFromCheck)}
      </p>
    </>
  );
}

const at = (entry: string, store: SessionStore<Answers>) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Journey store={store} />
    </MemoryRouter>,
  );

describe('useJourney', () => {
  it('keeps a visitor who skips ahead at the first step still unanswered, with no Back', () => {
    at('/book?step=done', memoryStore());
    expect(screen.getByText('kind of kind,done at ?step=kind with {}')).toBeTruthy();
    expect(screen.queryByText('back')).toBeNull();
  });

  it('saves an answer to the page and the store, and the steps follow the answers', () => {
    const store = memoryStore();
    at('/book', store);
    fireEvent.click(screen.getByText('long'));
    expect(store.saved).toEqual({ kind: 'long' });
    expect(
      screen.getByText('extra of kind,extra,done at ?step=extra with {"kind":"long"}'),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('back'));
    expect(
      screen.getByText('kind of kind,extra,done at ?step=kind with {"kind":"long"}'),
    ).toBeTruthy();
  });

  it('starts from the saved answers', () => {
    at('/book?step=done', memoryStore({ kind: 'short' }));
    expect(screen.getByText('done of kind,done at ?step=done with {"kind":"short"}')).toBeTruthy();
  });

  it("saves a step's answers and goes where the journey's rule says", () => {
    const store = memoryStore({ kind: 'long' });
    at('/book?step=extra', store);
    expect(screen.getByText('step 2; sent back: false')).toBeTruthy();
    fireEvent.click(screen.getByText('save extra'));
    expect(store.saved).toEqual({ kind: 'long', extra: 'more' });
    expect(
      screen.getByText('done of kind,extra,done at ?step=done with {"kind":"long","extra":"more"}'),
    ).toBeTruthy();
  });

  it('marks the details done, and knows a visitor sent back from the end', () => {
    const store = memoryStore({ kind: 'short' });
    at('/book?step=kind&return=done', store);
    expect(screen.getByText('step 1; sent back: true')).toBeTruthy();
    fireEvent.click(screen.getByText('details done'));
    expect(store.saved).toEqual({ kind: 'short', detailsDone: true });
  });
});
