import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectFieldError } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/v2/address/postcode/{postcode}', () => {
  it('places a full postcode and lists at most 10 centres under 15 miles, nearest first', async () => {
    const res = await ctx.call('GET', '/address/postcode/SW1A%201AA');
    expect(res.statusCode).toBe(200);
    const { postcode, centres } = res.json().data;
    expect(postcode).toBe('SW1A 1AA');
    expect(centres.length).toBeGreaterThan(0);
    expect(centres.length).toBeLessThanOrEqual(10);
    const miles = centres.map((c: { miles: number }) => c.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThan(15);
  });

  it('accepts a district on its own, written as typed', async () => {
    const res = await ctx.call('GET', '/address/postcode/M1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.centres[0].centre.shortName).toMatch(/Manchester/);
    const london = await ctx.call('GET', '/address/postcode/sw1a');
    expect(london.json().data.postcode).toBe('SW1A');
  });

  it("finds a test centre from its own postcode, even far from its district's centre", async () => {
    // Tongue is 20 miles from the middle of IV27, beyond the 15-mile search.
    const res = await ctx.call('GET', '/address/postcode/IV27%204XD');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.centres[0]).toMatchObject({
      centre: { postcode: 'IV27 4XD' },
      miles: 0,
    });
  });

  it("answers 404 'Postcode not found' for a well-formed postcode nobody uses", async () => {
    const res = await ctx.call('GET', '/address/postcode/ZZ9%209ZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Postcode not found');
  });

  it('answers 400 with the postcode message for something that is not a postcode', async () => {
    expectFieldError(
      await ctx.call('GET', '/address/postcode/hello!'),
      'postcode',
      'Please enter a valid UK Postcode.',
    );
  });

  it('suggests districts for a partial postcode', async () => {
    const res = await ctx.call('GET', '/address/suggest?q=SW1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.suggestions).toContain('SW1A');
  });

  it.each(['/address/suggest', '/address/suggest?q=SW1&q=LS1', '/address/suggest?q='])(
    "answers %s with the postcode message, not the validator's words",
    async (url) => {
      expectFieldError(await ctx.call('GET', url), 'q', 'Please enter a valid UK Postcode.');
    },
  );
});
