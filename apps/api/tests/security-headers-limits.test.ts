import { describe, expect, it } from 'vitest';
import { buildCandidate } from '@site/domain/test-support';
import { bookTestOrder, countAll, startPaymentFor } from './helper';
import { useSecurityApp } from './security-support';

const ctx = useSecurityApp();

describe('security headers', () => {
  it('sends a strict CSP, HSTS, frame-ancestors none and a referrer policy', async () => {
    const res = await ctx.call('GET', '/course/offline/location/all');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  const documentOnly = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('keeps the headers that only a displayed document reads off JSON answers', async () => {
    const res = await ctx.call('GET', '/course/offline/location/all');
    for (const header of documentOnly) expect(res.headers[header], header).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends them with an HTML page, beside the strict policy', async () => {
    const { session_id } = await startPaymentFor(ctx, await bookTestOrder(ctx));
    const res = await ctx.app.inject({ method: 'GET', url: `/sandbox-checkout/${session_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    for (const header of documentOnly) expect(res.headers[header], header).toBeDefined();
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('requests from other websites', () => {
  it('refuses a cross-origin write with 403 and writes nothing', async () => {
    const before = await countAll(ctx);
    const res = await ctx.call('POST', '/candidate', buildCandidate(), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Requests from other websites are not accepted.');
    expect(await countAll(ctx)).toEqual(before);
  });
});

describe('request size', () => {
  it('refuses a body over the limit with 413 in the error shape', async () => {
    const res = await ctx.call('POST', '/candidate', {
      ...buildCandidate(),
      comment: 'x'.repeat(70_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413 });
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message once a client exceeds its write limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 7; i += 1) {
      last = await ctx.call('POST', '/contact', {
        firstName: 'Amy',
        lastName: 'Jones',
        email: 'amy@example.com',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(last!.json().message).toMatch(/Too many requests. Please wait \d+ seconds/);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never counts catalogue reads', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await ctx.call('GET', '/course/offline/location/all')).statusCode).toBe(200);
    }
  });

  it('limits order look-ups, which are the only key to an order', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await ctx.call('GET', '/order/5f0c7c1e-8a43-4d0e-9a55-1f7f2f0f6d11')).statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});
