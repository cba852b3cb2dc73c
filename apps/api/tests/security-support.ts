import { buildTestApp, useTestApp } from './helper';
import type { TestContext } from './helper';

/** The app of the security tests: low write and order-read limits, so a test can reach them. */
export function useSecurityApp(): TestContext {
  return useTestApp(() =>
    buildTestApp({
      RATE_LIMIT_WRITES_PER_MINUTE: '5',
      RATE_LIMIT_ORDER_READS_PER_MINUTE: '3',
    }),
  );
}
