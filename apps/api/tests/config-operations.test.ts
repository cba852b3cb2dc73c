import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/config/env';

describe('the operations settings (decision 019)', () => {
  it('default to one instance that migrates at start, drains for 5 s and has no metrics', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      DATABASE_POOL_SIZE: 20,
      DATABASE_PREPARED_STATEMENTS: true,
      MIGRATE_ON_START: true,
      SHUTDOWN_GRACE_MS: 5_000,
      SHUTDOWN_TIMEOUT_MS: 25_000,
      METRICS_HOST: '127.0.0.1',
    });
    expect(env.METRICS_PORT).toBeUndefined();
  });

  it('read a release-step deployment behind PgBouncer', () => {
    const env = readEnv({
      DATABASE_POOL_SIZE: '5',
      DATABASE_PREPARED_STATEMENTS: 'false',
      MIGRATE_ON_START: 'false',
      METRICS_PORT: '9100',
    });
    expect(env).toMatchObject({
      DATABASE_POOL_SIZE: 5,
      DATABASE_PREPARED_STATEMENTS: false,
      MIGRATE_ON_START: false,
      METRICS_PORT: 9100,
    });
  });

  it('never serve the metrics on the public port', () => {
    expect(() => readEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });

  it('take an empty value as unset, as compose and a copied .env.example write it', () => {
    const env = readEnv({ SMTP_URL: '', METRICS_PORT: '', DATABASE_URL: '', PORT: '' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('refuse a setting that is not a yes or no', () => {
    expect(() => readEnv({ MIGRATE_ON_START: 'yes' })).toThrow(/MIGRATE_ON_START/);
  });
});
