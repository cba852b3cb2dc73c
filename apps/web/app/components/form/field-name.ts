/**
 * The name of a field as the page shows it, so an error summary link can say which field it is
 * for (WCAG 2.4.4, 3.3.1). A control in a fieldset (radio groups, date parts) is named by the
 * legend, as its own label only says "Yes" or "Day"; any other control by its label. Hints,
 * "(optional)" (`optionalMark`, the page's own word for it) and the back office's "(required)"
 * are left out. '' for a lone checkbox, when there is no name, or on the server: errors only appear
 * after someone has used the form.
 */
export function fieldName(id: string, optionalMark = '(optional)'): string {
  if (typeof document === 'undefined') return '';
  const control = document.getElementById(id);
  if (!control) return '';
  const legend = control.closest('fieldset')?.querySelector(':scope > legend');
  // A lone checkbox's label is a whole sentence, and its message already says what to tick.
  if (!legend && (control as HTMLInputElement).type === 'checkbox') return '';
  const labels =
    'labels' in control ? (control.labels as NodeListOf<HTMLLabelElement> | null) : null;
  const label = legend ?? labels?.[0];
  if (!label) return '';
  const copy = label.cloneNode(true) as Element;
  copy.querySelectorAll('.hint').forEach((hint) => hint.remove());
  const name = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  for (const mark of new Set([optionalMark.trim(), '(optional)', '(required)'])) {
    if (mark && name.toLowerCase().endsWith(mark.toLowerCase()))
      return name.slice(0, name.length - mark.length).trim();
  }
  return name;
}

/** "First name: This field is required"; the message alone when it already names the field. */
export function errorLinkText(name: string, message: string): string {
  if (!name || words(message).includes(words(name))) return message;
  return /[?!.:]$/.test(name) ? `${name} ${message}` : `${name}: ${message}`;
}

// Letters of every script count: a Polish or Russian name is compared by its own words.
const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')} `;
