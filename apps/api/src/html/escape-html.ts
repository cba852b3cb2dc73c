/**
 * Escapes text for an HTML element or a quoted attribute: the one escaper of every page and
 * email the API writes as a string (decision 011). Each of & < > " ' becomes a numeric
 * character reference.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
