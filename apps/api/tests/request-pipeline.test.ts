import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helper';

/** The hooks each route of a printRoutes tree runs, by route line ("/api/v2/test (POST)"). */
function hooksByRoute(tree: string): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  let route: string | undefined;
  for (const line of tree.split('\n')) {
    const hook = /• \((\w+)\) (\[.*\])/.exec(line);
    if (hook && route) routes.get(route)!.push(`${hook[1]} ${hook[2]}`);
    else if (!hook && /\(\w+(, \w+)*\)\s*$/.test(line)) {
      route = line.replace(/^[\s│├└─]+/, '').trim();
      routes.set(route, []);
    }
  }
  return routes;
}

// Decision 007 measured the public API's request pipeline hook by hook; the one floor plan
// (decision 014) made the hooks plugins without adding any. This pins the chain the benched
// calls run, so a hook added to every call is a visible change, never a silent cost.
describe('the public API request pipeline', () => {
  const ctx = useTestApp(() => buildTestApp());
  const PUBLIC_CHAIN = [
    'onRequest ["anonymous()","refuseCrossOrigin()","requireWebClient()","anonymous()"]',
    'preValidation ["anonymous()"]',
  ];

  it.each([
    '/api/v2/course/offline/location/all (GET)',
    '/api/v2/order/:orderId (GET, PATCH)',
    '/api/v2/candidate (POST)',
    '/api/v2/test (POST)',
  ])(
    '%s runs the security headers, same-origin, credential and limit hooks, and the text guard',
    (route) => {
      const routes = hooksByRoute(ctx.app.printRoutes({ includeHooks: true, commonPrefix: false }));
      expect(routes.get(route)).toEqual(PUBLIC_CHAIN);
    },
  );
});
