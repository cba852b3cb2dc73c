/**
 * Decision 022: the prerendered first question is the very DOM the live journey shows a new
 * visitor. Until the browser has taken over, a journey renders its first step as the build did;
 * once live, its step element keeps the same type and key when the answers are still the first
 * step's own, so React keeps the painted nodes (and any choice already made on them). A visitor
 * whose answers differ (saved in this tab, or chosen by a link) gets a fresh step that shows them.
 */
export function firstStepKey(step: string, answers: object, firstAnswers: object): string {
  // JSON drops unset answers, so an unset answer and a missing one compare alike.
  return JSON.stringify(answers) === JSON.stringify(firstAnswers) ? step : `${step}:resumed`;
}
