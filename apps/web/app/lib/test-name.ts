/**
 * Whether a test type's CITB name already says it is a test ('Supervisors Test', 'Working at
 * Height Test'), so that a sentence about it never calls it a 'test' twice. A sentence in any
 * language picks its message by this: 'Book the {name}' or 'Book the {name} test', the name
 * itself kept in English.
 */
export function namesTest(name: string): boolean {
  return /\btest$/i.test(name.trim());
}
