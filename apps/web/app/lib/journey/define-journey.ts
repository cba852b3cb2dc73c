import type { z } from 'zod';
import { createAttemptStore } from './attempt';
import type { Attempt } from './attempt';
import { createSessionStore } from './session-store';
import type { SessionStore } from './session-store';

/** What every journey's answers hold: the shared details step marks itself done. */
export interface JourneyAnswers {
  detailsDone?: boolean;
}

/** Where a visitor is when a step is done. */
export interface JourneyPosition<S extends string> {
  step: S;
  index: number;
  /** `?return=`: the page the visitor came from to change one answer. */
  returnTo: string | null;
}

/** Where a saved answer leads: a step of the journey (with `?return=` kept or not), or a page. */
export type JourneyDestination<S extends string> =
  { step: S; returnTo?: string } | { page: string };

export interface Journey<A extends JourneyAnswers, S extends string, E extends string> {
  /** The session store's name (`safesite:<name>`), and its attempt's (`<name>:attempt`). */
  name: string;
  /** Every step, in order; `stepsFor` answers the ones these answers go through. */
  steps: readonly S[];
  stepsFor: (answers: A) => readonly S[];
  /** What `firstIncomplete` answers once nothing is left: the check step, or a page of its own. */
  end: E;
  /** The first question still unanswered (or answered with something no longer offered). */
  firstIncomplete: (answers: A) => S | E;
  /** The journey's own rule for where a saved answer leads (`incomplete` as it now stands). */
  next: (answers: A, at: JourneyPosition<S>, incomplete: S | E) => JourneyDestination<S>;
  schema: z.ZodType<A>;
  /** The answers, kept for the tab (decision 012). */
  store: SessionStore<A>;
  /** The attempt to order: its Idempotency-Key, candidate and order (`attempt.ts`). */
  attempts: SessionStore<Attempt>;
}

/**
 * One journey, declared once: its steps (`as const`), its answers' schema, where it ends, its
 * first unanswered step and where a saved answer leads. The session store of its answers and the
 * store of its attempt to order are made here, under the journey's name.
 */
export function defineJourney<
  A extends JourneyAnswers,
  const S extends string,
  const E extends string,
>(definition: {
  name: string;
  steps: readonly S[];
  stepsFor?: (answers: A) => readonly S[];
  end: E;
  answers: z.ZodType<A>;
  firstIncomplete: (answers: A) => S | E;
  next: Journey<A, S, E>['next'];
}): Journey<A, S, E> {
  const { name, steps, end, answers: schema, firstIncomplete, next } = definition;
  return {
    name,
    steps,
    stepsFor: definition.stepsFor ?? (() => steps),
    end,
    firstIncomplete,
    next,
    schema,
    store: createSessionStore(name, schema),
    attempts: createAttemptStore(name),
  };
}

/**
 * The step after this one in `steps`, never beyond the first one still unanswered (the end of
 * the journey when none is).
 */
export function stepAfter<S extends string>(
  steps: readonly S[],
  step: S,
  incomplete: string,
  end: S,
): S {
  return steps[Math.min(steps.indexOf(step) + 1, steps.indexOf(incomplete as S))] ?? end;
}
