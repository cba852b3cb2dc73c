import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { BASIC, buildTestApp, countAll } from './helper';
import type { TestContext } from './helper';
import { useSecurityApp } from './security-support';

const ctx = useSecurityApp();

describe('text the database cannot store', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(async () => plain.close());

  it.each([
    [
      'a NUL in a body field',
      'POST',
      '/candidate',
      { address: '221B Baker\u0000 Street' },
      'address',
    ],
    ['a lone surrogate in a body field', 'POST', '/candidate', { town: 'Leeds\ud800' }, 'town'],
    ['a NUL in a contact comment', 'POST', '/contact', { comment: 'hi\u0000' }, 'comment'],
  ] as const)(
    'refuses %s with 400 on that field, writing nothing',
    async (_name, method, url, change, field) => {
      const before = await countAll(plain);
      const body =
        url === '/contact'
          ? { firstName: 'Amy', lastName: 'Jones', ...change }
          : { ...buildCandidate(), ...change };
      const res = await plain.call(method, url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field, message: 'Please check this field.' }],
      });
      expect(await countAll(plain)).toEqual(before);
    },
  );

  it('refuses a body nested deeper than any of ours with 400, not a stack overflow', async () => {
    const before = await countAll(plain);
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/v2/candidate',
      headers: { authorization: BASIC, 'content-type': 'application/json' },
      payload: `${'['.repeat(32_000)}${']'.repeat(32_000)}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await countAll(plain)).toEqual(before);
  });

  it('refuses a NUL in a query string or a path with 400', async () => {
    const query = await plain.call('GET', '/address/suggest?postcode=SW1A%00');
    expect(query.statusCode).toBe(400);
    const path = await plain.call('GET', '/order/%00');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('client addresses', () => {
  it('ignore X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const direct = await buildTestApp({
      TRUST_PROXY: 'false',
      RATE_LIMIT_ORDER_READS_PER_MINUTE: '2',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await direct.call(
          'GET',
          '/order/5f0c7c1e-8a43-4d0e-9a55-1f7f2f0f6d11',
          undefined,
          {
            'x-forwarded-for': `10.0.0.${i}`,
          },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(2)).toEqual([429, 429]);
    } finally {
      await direct.close();
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answer in the error shape, not the framework default', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/v2/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n' +
            'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        ),
      );
      let data = '';
      socket.on('data', (chunk) => (data += String(chunk)));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
  });
});

describe('a paid order', () => {
  it('keeps its candidate: PATCH /candidate answers 409 and changes nothing', async () => {
    const plain = await buildTestApp();
    try {
      const { userId } = (await plain.call('POST', '/candidate', buildCandidate())).json().data;
      const { orderId } = (await plain.call('POST', '/test', buildTestBooking({ userId }))).json()
        .data;
      const change = { email: 'someone.else@example.com' };
      expect((await plain.call('PATCH', `/candidate/${userId}`, change)).statusCode).toBe(200);
      await plain.database.db.execute(sql`update orders set status = 'paid' where id = ${orderId}`);
      const refused = await plain.call('PATCH', `/candidate/${userId}`, {
        email: 'third@example.com',
      });
      expect(refused.statusCode, refused.body).toBe(409);
      const rows = await plain.database.db.execute(
        sql`select email from people where id = ${userId}`,
      );
      expect(JSON.stringify(rows)).toContain('someone.else@example.com');
    } finally {
      await plain.close();
    }
  });
});
