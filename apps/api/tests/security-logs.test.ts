import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { buildApp } from '../src/app';
import { readEnv } from '../src/config/env';
import { serializeError, serializeRequest } from '../src/log-redaction';
import { BASIC, openTestDatabase } from './helper';

describe('logs', () => {
  it('never write personal data, across a whole booking journey', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({
      env: readEnv({ LOG_LEVEL: 'trace' }),
      database,
      logger: { level: 'trace', stream },
    });
    const call = (method: 'POST' | 'GET' | 'PATCH', url: string, payload?: object) =>
      app.inject({ method, url: `/api/v2${url}`, payload, headers: { authorization: BASIC } });
    const candidate = buildCandidate({
      nationalInsuranceNumber: 'AB654321A',
      email: 'secret.person@example.com',
    });
    const { userId } = (await call('POST', '/candidate', candidate)).json().data;
    const { orderId } = (await call('POST', '/test', buildTestBooking({ userId }))).json().data;
    await call('PATCH', `/order/${orderId}`, { testingId: 'CITB998877', NI: 'AB654321A' });
    await call('POST', '/payment', { orderId });
    await call('GET', `/order/${orderId}`);
    await call('POST', '/candidate', { ...candidate, postcode: 'nope' });
    await call('GET', `/address/postcode/${encodeURIComponent(candidate.postcode)}`);
    await call('GET', `/address/suggest?postcode=${encodeURIComponent(candidate.postcode)}`);
    await call('POST', '/candidate', { ...candidate, address: `${candidate.address}\u0000` });
    await app.close();
    await database.close();

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      'AB654321A',
      candidate.dateOfBirth,
      'secret.person',
      candidate.address,
      candidate.phoneNumber,
      'SW1A 1AA',
      'SW1A%201AA',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('logged errors', () => {
  it('keep a failed query without its parameters, which are personal data', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'AB123456C',
    });
    const error = new DrizzleQueryError(
      'insert into "people" ("id", "national_insurance_number") values ($1, $2)',
      ['5f0c7c1e-8a43-4d0e-9a55-1f7f2f0f6d11', 'AB123456C'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('AB123456C');
  });

  it('keep an order id (its booking reference) out of a logged path', () => {
    const id = '1b809efd-d6a2-4c1e-9f3a-0e4d2c6b7a10';
    for (const url of [
      `/api/admin/orders/${id}`,
      `/api/admin/orders/${id}/confirmed`,
      `/api/v2/order/${id.toUpperCase()}`,
      `/success/${id.replace(/-/g, '')}`,
    ]) {
      const logged = JSON.stringify(serializeRequest({ method: 'GET', url }));
      expect(logged, url).not.toMatch(/1b809efd/i);
      expect(logged, url).toContain('[id]');
    }
  });

  it('keep a request without its query string or postcode', () => {
    expect(
      serializeRequest({ method: 'GET', url: '/api/v2/address/postcode/SW1A1AA', ip: '::1' }),
    ).toEqual({ method: 'GET', url: '/api/v2/address/postcode/[redacted]', remoteAddress: '::1' });
    expect(
      serializeRequest({ method: 'GET', url: '/api/admin/orders?q=jane%40example.com' }),
    ).toEqual({
      method: 'GET',
      url: '/api/admin/orders?[redacted]',
      remoteAddress: undefined,
    });
  });
});
