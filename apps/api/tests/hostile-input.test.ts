import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@site/domain/schemas';
import { buildCandidate } from '@site/domain/test-support';
import { BASIC, buildTestApp, countAll } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const UUID = '5f0c7c1e-8a43-4d0e-9a55-1f7f2f0f6d11';

/** Every endpoint a client can reach, with {id} standing for a path parameter. */
const ENDPOINTS: [Method, string][] = [
  ['POST', '/api/v2/contact'],
  ['POST', '/api/v2/candidate'],
  ['PATCH', '/api/v2/candidate/{id}'],
  ['POST', '/api/v2/test'],
  ['PATCH', '/api/v2/order/{id}'],
  ['GET', '/api/v2/order/{id}'],
  ['POST', '/api/v2/order/{id}/abandon'],
  ['POST', '/api/v2/card?initiate_pay=true'],
  ['PATCH', '/api/v2/card/{id}'],
  ['POST', '/api/v2/course/offline/seat'],
  ['POST', '/api/v2/course/offline/book/{id}?initiate_pay=true'],
  ['POST', '/api/v2/course/online?initiate_pay=true'],
  ['GET', '/api/v2/course/offline/location/all'],
  ['POST', '/api/v2/payment'],
  ['GET', '/api/v2/address/postcode/{id}'],
  ['GET', '/api/v2/address/suggest?q={id}'],
  ['POST', '/sandbox-checkout/{id}'],
  ['GET', '/sandbox-checkout/{id}'],
];

const FIELDS = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'nationalInsuranceNumber',
  'email',
  'address',
  'town',
  'postcode',
  'phoneNumber',
  'userId',
  'location',
  'date',
  'alternateDate',
  'testTime',
  'testType',
  'retake',
  'language',
  'type',
  'applicationType',
  'trait',
  'testingId',
  'registrationNumber',
  'NI',
  'locationId',
  'seatCount',
  'datetime',
  'name',
  'provider',
  'orderId',
  'kind',
  'groupSize',
  'comment',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    "'; DROP TABLE orders; --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '\u0000\u0001\uffff',
    '%00%2e%2e%2f',
    'x'.repeat(5000),
    '1e309',
    '-0',
    UUID,
    'NaN',
  ),
);

const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** Bodies shaped like ours, but with every value wrong, plus anything JSON can be. */
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 12 }),
  fc.record(
    Object.fromEntries(Object.entries(buildCandidate()).map(([key]) => [key, hostileValue])),
  ),
  fc.jsonValue({ maxDepth: 4 }),
);

const pathParam = fc.oneof(hostileString, fc.uuid(), fc.constant(UUID));

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
);

function expectErrorShape(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ status: res.statusCode });
    expect(typeof body.message).toBe('string');
    // One fixed set of codes a client can act on, never the framework's internal names.
    expect(Object.values(ERROR_CODES)).toContain(body.code);
  }
}

describe('hostile input never causes a 5xx and writes nothing', () => {
  it.each(ENDPOINTS)('%s %s', async (method, template) => {
    const before = await countAll(ctx);
    let successes = 0;
    await fc.assert(
      fc.asyncProperty(
        hostileBody,
        pathParam,
        contentType,
        fc.boolean(),
        async (body, param, type, raw) => {
          const url = template.replace('{id}', encodeURIComponent(param));
          const payload = raw
            ? JSON.stringify(body).slice(0, Math.max(1, JSON.stringify(body).length - 1))
            : JSON.stringify(body);
          const res = await ctx.app.inject({
            method,
            url,
            payload: method === 'GET' ? undefined : payload,
            headers: { authorization: BASIC, 'content-type': type },
          });
          if (res.statusCode < 300) successes += 1;
          expectErrorShape(res);
        },
      ),
      { numRuns: 250 },
    );
    if (method !== 'GET' && successes === 0) expect(await countAll(ctx)).toEqual(before);
  });

  it('survives hostile headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'authorization',
            'content-type',
            'content-length',
            'idempotency-key',
            'origin',
            'x-forwarded-for',
            'accept',
          ),
          fc.string({ maxLength: 200 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
        ),
        fc.constantFrom(...ENDPOINTS),
        async (headers, [method, template]) => {
          const res = await ctx.app.inject({
            method,
            url: template.replace('{id}', UUID),
            payload: method === 'GET' ? undefined : '{}',
            headers,
          });
          expectErrorShape(res);
        },
      ),
      { numRuns: 400 },
    );
  });
});
