/**
 * A test type's name as a phrase about the test: 'Operative' becomes 'Operative test', while
 * 'Supervisors Test' already says it and is left alone (never 'Supervisors Test test').
 */
export function testNamePhrase(name: string): string {
  const trimmed = name.trim();
  return /\btest$/i.test(trimmed) ? trimmed : `${trimmed} test`;
}
