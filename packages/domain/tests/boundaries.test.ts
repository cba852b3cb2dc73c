/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web app imports @site/domain/catalogue in the browser; the 115 kB outcode table must
// only come in through @site/domain/geo.
describe('catalogue bundle boundary', () => {
  it('never imports the outcode table or the geo module', () => {
    const dir = fileURLToPath(new URL('../src/catalogue/', import.meta.url));
    for (const file of readdirSync(dir)) {
      const source = readFileSync(dir + file, 'utf8');
      expect(source, file).not.toMatch(/outcodes|from '\.\.\/geo/);
    }
  });
});
