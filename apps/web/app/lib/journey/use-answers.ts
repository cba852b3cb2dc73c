import { useState } from 'react';
import type { SessionStore } from './session-store';

/**
 * A journey's answers: kept in state for the page and in the session store for a reload.
 * `update` merges a patch into both and answers the merged answers.
 */
export function useJourneyAnswers<A extends object>(store: SessionStore<A>, initial: () => A) {
  const [answers, setAnswers] = useState(initial);
  const update = (patch: Partial<A>): A => {
    const next = { ...answers, ...patch };
    setAnswers(next);
    store.write(next);
    return next;
  };
  return [answers, update] as const;
}
