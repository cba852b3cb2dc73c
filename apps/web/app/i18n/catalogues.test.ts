import { describe, expect, it } from 'vitest';
import { areasOfPath } from './catalogue-areas';

describe('areasOfPath', () => {
  it('gives the home page its own messages in every language', () => {
    for (const path of ['/', '/pl', '/pl/', '/pa', '/ru'])
      expect(areasOfPath(path), path).toEqual(['common', 'pages']);
  });

  it('gives the other content pages theirs', () => {
    expect(areasOfPath('/pl/centers')).toEqual(['common', 'pages']);
    expect(areasOfPath('/citb-test-types')).toEqual(['common', 'pages', 'cards']);
    expect(areasOfPath('/pl/plan')).toEqual(['common', 'plan']);
  });
});
