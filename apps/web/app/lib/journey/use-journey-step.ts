import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../i18n/link';

/**
 * The step of a multi-step journey lives in `?step=`, so Back in the browser goes to the
 * previous question. A visitor who skips ahead is sent to the first step still unanswered
 * (decision 012).
 */
export function useJourneyStep<S extends string>(steps: readonly S[], firstIncomplete: S) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('step') as S | null;
  const requestedIndex = requested ? steps.indexOf(requested) : 0;
  const limit = steps.indexOf(firstIncomplete);
  const index =
    requestedIndex < 0 ? 0 : Math.min(requestedIndex, limit < 0 ? steps.length - 1 : limit);
  const step = steps[index] as S;
  const returnTo = params.get('return');

  const goTo = useCallback(
    (next: S, options: { returnTo?: string } = {}) => {
      const query = new URLSearchParams({ step: next });
      if (options.returnTo) query.set('return', options.returnTo);
      navigate({ search: `?${query.toString()}` });
    },
    [navigate],
  );

  // The address names the step shown: one asked for ahead of the answers is replaced, so that
  // a reload or Back agrees with the page.
  useEffect(() => {
    if (!requested || requested === step) return;
    const query = new URLSearchParams(params);
    query.set('step', step);
    navigate({ search: `?${query.toString()}` }, { replace: true });
  }, [requested, step, params, navigate]);

  // A new step is a new page to the visitor: start at its top, with focus on the content.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (requested) document.getElementById('main')?.focus({ preventScroll: true });
  }, [step, requested]);

  return { step, index, count: steps.length, goTo, returnTo };
}
