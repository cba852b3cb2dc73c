import { useNavigate } from '../../i18n/link';
import type { Journey, JourneyAnswers } from './define-journey';
import { useJourneyStep } from './use-journey-step';
import { useJourneyAnswers } from './use-answers';

/**
 * One journey's plumbing, from its definition (`defineJourney`): its answers
 * (useJourneyAnswers), its steps as the answers make them, the step guard (useJourneyStep: the
 * step in `?step=`, never ahead of the first step still unanswered), Back to the step before,
 * and `save`: merge a step's answers, then go where the journey's `next` rule says. `common` is
 * what every question step is given; `details` is the shared details step's wiring. Which
 * component each step shows stays in the journey.
 */
export function useJourney<A extends JourneyAnswers, S extends string, E extends string>(
  journey: Journey<A, S, E>,
  {
    initial,
    firstIncomplete = journey.firstIncomplete,
    caption: captionOf,
  }: {
    initial: () => A;
    /** The journey's rule with what only the page knows (the course's locations, say). */
    firstIncomplete?: (answers: A) => S | E;
    caption: (at: { index: number; steps: readonly S[]; answers: A }) => string;
  },
) {
  const navigate = useNavigate();
  const [answers, update] = useJourneyAnswers(journey.store, initial);
  const steps = journey.stepsFor(answers);
  const incomplete = firstIncomplete(answers);
  // An end that is a page of its own (the test checkout) lets the guard go up to the last step.
  const limit = steps.includes(incomplete as S) ? (incomplete as S) : (steps.at(-1) as S);
  const { step, index, goTo, returnTo } = useJourneyStep<S>(steps, limit);
  const previous = steps[index - 1];
  const onBack = previous ? () => goTo(previous) : undefined;
  const caption = captionOf({ index, steps, answers });

  /** Saves a step's answers and moves on, as the journey's `next` rule says. */
  const save = (patch: Partial<A>) => {
    const next = update(patch);
    const to = journey.next(next, { step, index, returnTo }, firstIncomplete(next));
    if ('page' in to) return void navigate(to.page);
    goTo(to.step, { returnTo: to.returnTo });
  };
  /** From the check step: change one answer, then come back. */
  const change = (to: S) => goTo(to, { returnTo: journey.end });
  const common = { answers, caption, onBack, onDone: save };
  const details = {
    caption,
    onBack,
    sentBackFromCheck: returnTo === journey.end,
    onDone: () => save({ detailsDone: true } as Partial<A>),
  };
  return {
    answers,
    update,
    steps,
    step,
    index,
    goTo,
    returnTo,
    onBack,
    save,
    change,
    common,
    details,
  };
}
