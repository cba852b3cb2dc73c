// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../../../lingui.config';
import { CARD_PAGE_PATHS } from '../config/paths';
import { areasOfPath, type Area } from './catalogue-areas';

/**
 * A production page carries message ids only and reads their words from the catalogues of its
 * areas (decision 026). A component whose messages are in an area the page does not load would
 * show ids: so every file with messages that a page's route imports, directly or not, must be
 * in one of that page's areas.
 */
const APP = fileURLToPath(new URL('..', import.meta.url));
const ROOT = resolve(APP, '../../..');

/** Each area's source folders and files, from lingui.config.ts. */
const AREA_SOURCES: [Area, string[], string[]][] = (linguiConfig.catalogs ?? [])
  .filter((catalog) => catalog.path.includes('apps/web/locales'))
  .map((catalog) => [
    catalog.path.split('/').pop() as Area,
    catalog.include.map((path) => resolve(path.replace('<rootDir>', ROOT))),
    (catalog.exclude ?? []).filter((glob) => glob === '**/admin/**'),
  ]);

function areaOf(file: string): Area | undefined {
  for (const [area, sources] of AREA_SOURCES) {
    if (file.includes('/admin/')) return undefined;
    if (sources.some((source) => file === source || file.startsWith(`${source}/`))) return area;
  }
  return undefined;
}

const IMPORT = /(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g;
const USES_MESSAGES = /from\s+'@lingui\/(?:core|react)\/macro'/;

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
}

/** Every file of the app a module imports, transitively (relative imports only). */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? '');
    if (target?.startsWith(APP)) importsOf(target, seen);
  }
  return seen;
}

/** Each public route of routes.ts with a path that reaches it. */
function publicRoutes(): [string, string][] {
  const table = readFileSync(join(APP, 'routes.ts'), 'utf8');
  const routes: [string, string][] = [];
  for (const match of table.matchAll(/page\(\s*'([^']*)',\s*'([^']+)'/g)) {
    const path = `/${match[1] ?? ''}`.replace(/:[a-zA-Z]+/g, 'x');
    routes.push([path === '/' ? '/' : path, join(APP, match[2] ?? '')]);
  }
  routes.push([CARD_PAGE_PATHS[0] ?? '/cscs-green-card', join(APP, 'routes/card-page.tsx')]);
  routes.push(['/404', join(APP, 'routes/not-found.tsx')]);
  return routes;
}

describe('catalogue areas', () => {
  it('finds the areas of lingui.config.ts', () => {
    expect(AREA_SOURCES.map(([area]) => area)).toContain('common');
  });

  it.each(publicRoutes())('%s: every message it shows is in an area it loads', (path, file) => {
    const loaded = [...areasOfPath(path), 'common'];
    const root = [join(APP, 'root.tsx')];
    const outside: string[] = [];
    for (const imported of [...importsOf(file), ...importsOf(root[0] ?? '')]) {
      if (!USES_MESSAGES.test(readFileSync(imported, 'utf8'))) continue;
      const area = areaOf(imported);
      if (!area || !loaded.includes(area)) {
        outside.push(`${relative(APP, imported)} (${area ?? 'no area'})`);
      }
    }
    expect(outside).toEqual([]);
  });
});
