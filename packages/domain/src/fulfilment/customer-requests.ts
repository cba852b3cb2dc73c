import type { Stage } from './steps';

/*
 * What a customer may ask for from the booking's status page (issue 19). Staff decide what
 * happens; these say only which requests the page offers and the API accepts.
 */

export type RequestKind = 'change' | 'cancel';
export type OrderKind = 'test' | 'card' | 'course-online' | 'course-offline';

/** Paid and not yet finished, cancelled or refunded. */
const OPEN_STAGES: ReadonlySet<Stage> = new Set<Stage>(['paid', 'submitted', 'confirmed']);

/**
 * A change of date is for bookings with a date (a test or a classroom course). A cancellation
 * is for any open booking, except a card application already sent to CSCS: it has been
 * provided in full (the terms). Only one request is open at a time.
 */
export function requestsAllowed(
  kind: OrderKind,
  stage: Stage,
  hasOpenRequest: boolean,
): Record<RequestKind, boolean> {
  const open = OPEN_STAGES.has(stage) && !hasOpenRequest;
  return {
    change: open && (kind === 'test' || kind === 'course-offline'),
    cancel: open && !(kind === 'card' && stage !== 'paid'),
  };
}
