import { useEffect, useSyncExternalStore } from 'react';

/**
 * Work a visitor is waiting for that is not a route change (a journey's Continue or pay press
 * calling the API): the progress bar shows it as it shows React Router's navigation state
 * (decision 021). A count, so two pieces of work at once end when both have.
 * Module state, like the page: one shell, one progress bar.
 */
let working = 0;
let navigating = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Counts this component's work while `busy` is true. */
export function useReportWork(busy: boolean): void {
  useEffect(() => {
    if (!busy) return;
    working += 1;
    emit();
    return () => {
      working -= 1;
      emit();
    };
  }, [busy]);
}

/** Whether any component is working now. */
export function useWorkInProgress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => working > 0,
    () => false,
  );
}

/**
 * React Router's navigation state, passed on by the shell's progress bar (the one place in the
 * data router), so that a form knows the page its press asked for is loading.
 */
export function reportNavigating(now: boolean): void {
  if (now === navigating) return;
  navigating = now;
  emit();
}

/** Whether a page is loading now. */
export function useNavigating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigating,
    () => false,
  );
}
