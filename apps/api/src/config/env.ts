import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_API_BASIC_AUTH } from '@site/domain/schemas';

/**
 * Configuration comes from environment variables only, each with a default that makes
 * `npm start` work on a fresh machine (README, Configuration).
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections this instance keeps to PostgreSQL (PgBouncer: keep the sum under its pool). */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(20),
  /**
   * 'false' behind PgBouncer in transaction mode without prepared statement support (before
   * 1.21, or max_prepared_statements=0): no statement is then prepared by name.
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * 'false' when migrations run as a release step (`npm run db:migrate`) instead: /ready then
   * answers 503 until they are done.
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** After SIGTERM, /ready answers 503 this long before new connections are refused. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(5_000),
  /** After SIGTERM, the process exits 1 if it has not finished by then. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  /** Prometheus metrics on their own port; unset, none. Never the public port (readEnv). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * A relative folder means one in the folder npm was started from (INIT_CWD), so `npm start`,
   * `npm run dev` (which npm runs in apps/api) and the account command all open the same one.
   */
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((dir) => resolve(process.env.INIT_CWD ?? process.cwd(), dir)),
  /** Must be set when PUBLIC_BASE_URL is https (see readEnv): the sandbox takes test cards. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** 'remote' is the name getaddress had before, kept so that old settings still work. */
  ADDRESS_PROVIDER: z
    .enum(['embedded', 'getaddress', 'remote', 'postcodes-io'])
    .default('embedded')
    .transform((value) => (value === 'remote' ? 'getaddress' : value)),
  ADDRESS_API_KEY: z.string().optional(),
  /** When unset, the provider's own service (address/select-lookup.ts). */
  ADDRESS_API_URL: z.string().url().optional(),
  /** smtp:// or smtps:// URL; when unset, emails are written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().default('SafeSite Bookings <bookings@safesite-bookings.co.uk>'),
  SUPPORT_EMAIL: z.string().email().default('support@safesite-bookings.co.uk'),
  /**
   * 'twilio' sends text messages through Twilio (decision 023); unset, each text is written as a
   * file into DATA_DIR/sms.
   */
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  /** Signs the API calls and checks the signature of Twilio's incoming message webhook. */
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sending number (E.164) or sender ID; or TWILIO_MESSAGING_SERVICE_SID instead. */
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  API_BASIC_AUTH: z
    .string()
    // Printable ASCII: it travels base64-encoded in a header, built the same way in the browser.
    .regex(/^[!-9;-~]+:[!-~]+$/, 'API_BASIC_AUTH must look like user:password')
    .default(DEFAULT_API_BASIC_AUTH),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_CLIENT_DIR: z.string().optional(),
  /**
   * Which proxies may name the client's address (X-Forwarded-For) and protocol: 'loopback' (a
   * proxy on this machine), 'false', 'true', or addresses and CIDRs, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string =>
      value === 'true' ? true : value === 'false' ? false : value,
    ),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_ORDER_READS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Postcode look-ups per minute from one address: a remote provider's calls may be paid. */
  RATE_LIMIT_ADDRESS_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Classroom seats one address may hold in an hour: holds need no candidate, so they are few. */
  RATE_LIMIT_SEAT_HOLDS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Enquiries (POST /contact) one address may send, counted in the database (issue 16). */
  RATE_LIMIT_ENQUIRIES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_ENQUIRIES_PER_DAY: z.coerce.number().int().positive().default(50),
  /** Booking look-ups (/booking, issue 19) one address may make in an hour, counted in the database. */
  RATE_LIMIT_BOOKING_LOOKUPS_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Wrong dates of birth tried against one booking reference in an hour, from anywhere. */
  BOOKING_WRONG_TRIES_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Back office (issue 7): sign-in attempts per minute from one address. */
  ADMIN_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Personal data of closed orders is erased this many months after they closed. */
  RETENTION_MONTHS: z.coerce.number().int().positive().default(24),
  /**
   * The business's identity (issue 18 point 4), shown in emails here and baked into the web
   * build from the same variables; unset, each is an example that says so (businessIdentity).
   */
  COMPANY_NAME: z.string().optional(),
  COMPANY_NUMBER: z.string().optional(),
  REGISTERED_ADDRESS: z.string().optional(),
  VAT_NUMBER: z.string().optional(),
  ICO_REGISTRATION_NUMBER: z.string().optional(),
  SUPPORT_PHONE: z.string().optional(),
  /**
   * A Valkey or Redis server (redis:// or rediss://) that the per-minute request limits count in,
   * so they hold across every instance (decision 020). When unset, each instance counts in memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /** Put before every key the limits write, so that several sites (or tests) can share a server. */
  REDIS_KEY_PREFIX: z.string().default('safesite:'),
});

export type Env = z.infer<typeof envSchema>;

/** Every setting's name: .env.example must list each (tests/container-files.test.ts). */
export const ENV_SETTINGS: readonly string[] = Object.keys(envSchema.shape);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function readEnv(given: NodeJS.ProcessEnv = process.env): Env {
  // An empty setting is an unset one: compose files and .env files write `SMTP_URL=` for "none".
  const source = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const publicUrl = parsed.data.PUBLIC_BASE_URL ? new URL(parsed.data.PUBLIC_BASE_URL) : undefined;
  // Why the server is public, if it is: a public site with the default sandbox would take the
  // published test card as payment.
  const publicBecause =
    publicUrl?.protocol === 'https:'
      ? 'PUBLIC_BASE_URL is https'
      : publicUrl && !LOOPBACK_HOSTS.has(publicUrl.hostname)
        ? `PUBLIC_BASE_URL is ${publicUrl.origin}`
        : !LOOPBACK_HOSTS.has(parsed.data.HOST)
          ? `HOST is ${parsed.data.HOST}`
          : undefined;
  if (publicBecause && !source.PAYMENT_PROVIDER) {
    throw new Error(
      `Invalid configuration:\n  PAYMENT_PROVIDER: required when ${publicBecause}. ` +
        'Set PAYMENT_PROVIDER=stripe to take real payments, or PAYMENT_PROVIDER=sandbox to ' +
        'run a test site where the test cards pay and no money moves.',
    );
  }
  if (parsed.data.PAYMENT_PROVIDER === 'stripe' && !parsed.data.STRIPE_SECRET_KEY) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe',
    );
  }
  if (parsed.data.PAYMENT_PROVIDER === 'stripe' && !parsed.data.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe',
    );
  }
  if (parsed.data.TRUST_PROXY === true) {
    // Any client could then write its own X-Forwarded-For, and get fresh limits each request:
    // even behind a proxy on this machine, the left-most entry is the client's own words.
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY: true trusts every client to name its own address; ' +
        "set it to the proxy's addresses or CIDRs instead (see README, Behind a proxy or load balancer)",
    );
  }
  if (parsed.data.METRICS_PORT !== undefined && parsed.data.METRICS_PORT === parsed.data.PORT) {
    throw new Error(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT; metrics are never served ' +
        'on the public port',
    );
  }
  if (parsed.data.SMS_PROVIDER === 'twilio') {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'].filter((name) => !source[name]);
    if (!source.TWILIO_FROM && !source.TWILIO_MESSAGING_SERVICE_SID) {
      missing.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    }
    if (missing.length) {
      throw new Error(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required when SMS_PROVIDER=twilio`).join('\n')}`,
      );
    }
  }
  if (parsed.data.ADDRESS_PROVIDER === 'getaddress' && !parsed.data.ADDRESS_API_KEY) {
    throw new Error(
      `Invalid configuration:\n  ADDRESS_API_KEY: required when ADDRESS_PROVIDER=${String(source.ADDRESS_PROVIDER)}`,
    );
  }
  return parsed.data;
}
