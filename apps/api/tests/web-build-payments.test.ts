import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webBuildPaysWith } from '../src/plugins/app/web-build-payments';

/** Issue 23 point 3: the footer names the provider the server takes payments with. */

const dirs: string[] = [];
function buildFooter(footer: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-build-'));
  dirs.push(dir);
  if (footer !== undefined) {
    writeFileSync(join(dir, 'index.html'), `<!doctype html><footer>${footer}</footer>`);
  }
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the web build and the server agree on the payment provider', () => {
  it('accepts a build made for the same provider', () => {
    const stripe = buildFooter('<p data-payment-provider="stripe">Payments powered by Stripe.</p>');
    expect(webBuildPaysWith(stripe, 'stripe')).toBe(true);
    const sandbox = buildFooter('<p data-payment-provider="sandbox">This is a test checkout</p>');
    expect(webBuildPaysWith(sandbox, 'sandbox')).toBe(true);
  });

  it('refuses a sandbox build served with Stripe, and the other way round', () => {
    const sandbox = buildFooter('<p data-payment-provider="sandbox">This is a test checkout</p>');
    expect(webBuildPaysWith(sandbox, 'stripe')).toBe(false);
    const stripe = buildFooter('<p data-payment-provider="stripe">Payments powered by Stripe.</p>');
    expect(webBuildPaysWith(stripe, 'sandbox')).toBe(false);
  });

  it('has nothing to check without a built home page', () => {
    expect(webBuildPaysWith(buildFooter(undefined), 'stripe')).toBe(true);
  });
});
