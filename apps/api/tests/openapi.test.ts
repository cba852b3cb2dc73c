import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp, buildTestApp } from './helper';

/** Issue 22 point 6: the OpenAPI 3.1 document of /api/v2, checked against the routes. */

const ctx = useTestApp(() => buildTestApp());

/**
 * Every method and path the app has registered under `prefix`, read from Fastify's own route
 * tree (printRoutes), not from the hook that writes the document: each line is a path segment,
 * indented four characters under its parent's.
 */
function registeredRoutes(tree: string, prefix: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─ ]*?)(?:[├└]── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (!path.startsWith(`${prefix}/`)) continue;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // Fastify answers HEAD for every GET by itself: the document lists the GET.
      if (method !== 'HEAD') routes.push(`${method} ${path.slice(prefix.length)}`);
    }
  }
  return routes.sort();
}

function documentedRoutes(document: { paths: Record<string, Record<string, unknown>> }) {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    )
    .sort();
}

describe('GET /api/v2/openapi.json', () => {
  it('names every /api/v2 route and no other', async () => {
    const res = await ctx.call('GET', '/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const registered = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false }), '/api/v2');
    // The calls of spec §7, as a floor: the tree was read right.
    expect(registered).toEqual(
      expect.arrayContaining([
        'POST /contact',
        'PATCH /candidate/:userId',
        'POST /candidate',
        'POST /test',
        'POST /card',
        'PATCH /card/:cardId',
        'POST /course/offline/seat',
        'POST /course/offline/book/:seatId',
        'POST /course/online',
        'GET /course/offline/location/all',
        'POST /payment',
        'GET /order/:orderId',
        'PATCH /order/:orderId',
        'POST /payment/webhook',
        'POST /bookings/lookup',
        'POST /bookings/reminders',
      ]),
    );
    expect(documentedRoutes(res.json())).toEqual(registered);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = (await ctx.call('GET', '/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes each call with the schemas its route validates with', async () => {
    const { paths } = (await ctx.call('GET', '/openapi.json')).json();
    const hold = paths['/course/offline/seat'].post;
    expect(Object.keys(hold.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['locationId', 'seatCount', 'datetime', 'name', 'provider']),
    );
    expect(hold.responses['201'].content['application/json'].schema.required).toEqual(['data']);
    const card = paths['/card'].post;
    expect(card.parameters).toContainEqual(
      expect.objectContaining({ name: 'initiate_pay', in: 'query', required: false }),
    );
    expect(paths['/order/{orderId}'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'orderId', in: 'path', required: true }),
    );
    // The provider's webhook is the one call without the web client's Basic header.
    expect(paths['/payment/webhook'].post.security).toEqual([]);
    expect(paths['/order/{orderId}'].get.security).toBeUndefined();
  });

  it('needs the web client’s Basic header, like every other /api/v2 call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This call needs the web client authorisation header.');
  });
});
