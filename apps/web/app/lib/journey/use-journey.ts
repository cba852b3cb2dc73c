import { useJourneyStep } from './use-journey-step';
import type { SessionStore } from './session-store';
import { useJourneyAnswers } from './use-answers';

/**
 * One paid journey's plumbing: its answers (useJourneyAnswers), its steps as the answers make
 * them, the step guard (useJourneyStep: the step in `?step=`, never ahead of the first step
 * still unanswered) and Back to the step before. What the journey does when a step is done, and
 * which component each step shows, stay in the journey.
 */
export function useJourney<A extends object, S extends string>({
  store,
  initial,
  steps,
  firstIncomplete,
}: {
  store: SessionStore<A>;
  initial: () => A;
  steps: (answers: A) => readonly S[];
  /** The step a visitor who skips ahead is sent to. */
  firstIncomplete: (answers: A) => S;
}) {
  const [answers, update] = useJourneyAnswers(store, initial);
  const journeySteps = steps(answers);
  const { step, index, goTo, returnTo } = useJourneyStep<S>(journeySteps, firstIncomplete(answers));
  const previous = journeySteps[index - 1];
  const onBack = previous ? () => goTo(previous) : undefined;
  return { answers, update, steps: journeySteps, step, index, goTo, returnTo, onBack };
}
