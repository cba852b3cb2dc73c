import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether the web build in `clientDir` was made for this payment provider. The build bakes in
 * PAYMENT_PROVIDER (apps/web/vite.config.ts) and its footer says which (`data-payment-provider`
 * on every prerendered page): a Stripe server serving a build that calls itself a test checkout,
 * or the other way round, would tell visitors something untrue, so it refuses to start.
 */
export function webBuildPaysWith(clientDir: string, provider: 'stripe' | 'sandbox'): boolean {
  const home = join(clientDir, 'index.html');
  if (!existsSync(home)) return true;
  const named = /data-payment-provider="(\w+)"/.exec(readFileSync(home, 'utf8'))?.[1];
  return named === undefined || named === provider;
}
