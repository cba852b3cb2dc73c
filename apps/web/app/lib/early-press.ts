/**
 * Decision 022: a press on a journey's prerendered first question before the journey has taken
 * over must count. Without this, the form would post to its own page (which answers 303 back to
 * it), and the visitor would land on the same question with their choice gone.
 *
 * The build writes EARLY_PRESS_SCRIPT into every prerendered page (lib/boot-after-paint.ts): a
 * capture listener that, while a journey area is not yet taken over (no `data-taken-over`), stops
 * the form's submit and marks the form (a property). The journey area, once live, sends the marked form again
 * (components/journey-area.tsx); the choice itself is on the page's radios, which hydration leaves
 * as the visitor set them (components/form/choice-step.tsx reads them back).
 */
/** Set on the form as a property, not an attribute: hydration checks attributes, not these. */
export const EARLY_PRESS = '__earlyPress';

type PressedForm = HTMLFormElement & { [EARLY_PRESS]?: boolean };

/** Whether the form was sent before its journey was live; it then forgets it. */
export function takeEarlyPress(form: HTMLFormElement): boolean {
  const pressed = (form as PressedForm)[EARLY_PRESS] === true;
  delete (form as PressedForm)[EARLY_PRESS];
  return pressed;
}

/** What the early-press listener does to a form sent too early. */
export function markEarlyPress(form: HTMLFormElement): void {
  (form as PressedForm)[EARLY_PRESS] = true;
}

/** Plain JavaScript, run as an inline classic script before any chunk. */
export const EARLY_PRESS_SCRIPT = `document.addEventListener('submit', function (event) {
  var area = event.target.closest && event.target.closest('.journey-area');
  if (!area || area.hasAttribute('data-taken-over')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  event.target.${EARLY_PRESS} = true;
}, true);`;
