import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { webClientCredential } from './plugins/app/basic-auth';
import { appServices } from './plugins/app/app-services';
import { clientErrors, frameworkErrors, registerErrorHandler } from './error-handler';
import { rateLimits } from './plugins/app/rate-limits';
import { sharedLimits } from './plugins/app/shared-limits';
import { createClientCounts } from './repositories/client-counts';
import { sameOriginOnly, securityHeaders } from './plugins/app/security';
import type { PaymentProvider } from './payments/payment-provider';
import { paymentProviderFromEnv } from './payments/select-provider';
import type { AddressLookup } from './address/address-lookup';
import { addressLookupFromEnv } from './address/select-lookup';
import { apiV2Routes } from './routes/api/v2';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { smsInboundRoutes } from './routes/sms-inbound';
import { createSmsOptOuts } from './repositories/sms-opt-outs-repository';
import { adminRoutes } from './routes/admin';
import { LOG_REDACT_PATHS, serializeError, serializeRequest } from './log-redaction';
import { refuseUnstorableText } from './plugins/app/text-guard';
import { responseSerializer } from './plugins/app/response-serializer';
import { staffSession } from './plugins/app/staff-session';
import { openApi } from './plugins/app/openapi';
import { createChangeRequestsAdmin } from './fulfilment/change-requests';
import { createEnquiriesAdmin } from './fulfilment/enquiries';
import { createOrdersAdmin } from './fulfilment/orders-admin';
import { createStaffAccess } from './staff/staff-access';
import { requestIdGenerator } from './plugins/app/request-id';
import { readiness } from './plugins/app/readiness';
import { requestMetrics } from './plugins/app/request-metrics';
import type { Metrics } from './metrics/metrics';
import { healthRoutes } from './routes/health';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface AppOptions {
  env: Env;
  database: Database;
  paymentProvider?: PaymentProvider;
  addressLookup?: AddressLookup;
  /** false for none; otherwise where and from which level to log (default: stdout, LOG_LEVEL). */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  /** The built web app to serve; omitted in API tests. */
  webClientDir?: string;
  /** Prometheus metrics (METRICS_PORT set): requests and payments are counted into them. */
  metrics?: Metrics;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Redaction and the safe serializers hold for every logger, a test's included.
    logger: options.logger !== false && {
      level: options.env.LOG_LEVEL,
      ...options.logger,
      redact: LOG_REDACT_PATHS,
      serializers: { err: serializeError, req: serializeRequest },
    },
    // At 'silent' nothing is ever written: a child logger per request would be built for nothing.
    childLoggerFactory: (logger, bindings, childOptions) =>
      logger.level === 'silent' ? logger : logger.child(bindings, childOptions),
    bodyLimit: 64 * 1024,
    // Only a proxy we run may name the client's address: rate limits and the audit key on it.
    trustProxy: options.env.TRUST_PROXY,
    // X-Request-Id from that same proxy only, else a random UUID (decision 019).
    requestIdHeader: false,
    genReqId: requestIdGenerator(options.env.TRUST_PROXY),
    // Ids travel in paths; a long path is never one of ours.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandler(app);
  await app.register(securityHeaders);
  await app.register(refuseUnstorableText);
  // Only when metrics are on: otherwise no hook is added to any call (decision 007).
  if (options.metrics) await app.register(requestMetrics, { metrics: options.metrics });

  // Sees every /api/v2 route registered after it, for the API's OpenAPI document.
  const apiDocument = openApi('/api/v2');
  await app.register(apiDocument.collect);

  const { db } = options.database;
  await app.register(appServices, {
    db,
    paymentProvider: options.paymentProvider ?? paymentProviderFromEnv(options.env),
    addressLookup: options.addressLookup ?? addressLookupFromEnv(options.env),
    onPaymentApplied: options.metrics?.paymentApplied,
    namedStatements: options.env.DATABASE_PREPARED_STATEMENTS,
    bookingWrongTriesPerHour: options.env.BOOKING_WRONG_TRIES_PER_HOUR,
  });
  // /health and /ready: outside /api/v2, so no credential and no rate limit.
  await app.register(readiness, { database: options.database });
  await app.register(healthRoutes);

  await app.register(
    async (api) => {
      await api.register(sameOriginOnly, { publicBaseUrl: options.env.PUBLIC_BASE_URL });
      await api.register(webClientCredential, { credential: options.env.API_BASIC_AUTH });
      await api.register(rateLimits, {
        writesPerMinute: options.env.RATE_LIMIT_WRITES_PER_MINUTE,
        orderReadsPerMinute: options.env.RATE_LIMIT_ORDER_READS_PER_MINUTE,
        addressLookupsPerMinute: options.env.RATE_LIMIT_ADDRESS_LOOKUPS_PER_MINUTE,
        sharedStore: options.env.REDIS_URL
          ? { url: options.env.REDIS_URL, keyPrefix: options.env.REDIS_KEY_PREFIX }
          : undefined,
      });
      await api.register(sharedLimits, {
        counts: createClientCounts(db),
        limits: {
          // A hold names no one and takes a seat off sale: few an hour from one client.
          'seat-holds': [{ max: options.env.RATE_LIMIT_SEAT_HOLDS_PER_HOUR, windowMs: HOUR_MS }],
          // Every enquiry is stored until staff answer it: a person sends a few, not thousands.
          enquiries: [
            { max: options.env.RATE_LIMIT_ENQUIRIES_PER_MINUTE, windowMs: MINUTE_MS },
            { max: options.env.RATE_LIMIT_ENQUIRIES_PER_DAY, windowMs: 24 * HOUR_MS },
          ],
          // Each look-up of a booking (issue 19) tries a reference and a date of birth.
          'booking-lookups': [
            { max: options.env.RATE_LIMIT_BOOKING_LOOKUPS_PER_HOUR, windowMs: HOUR_MS },
          ],
        },
      });
      await api.register(apiV2Routes);
      await api.register(apiDocument.serve);
    },
    { prefix: '/api/v2' },
  );
  // The provider's webhook cannot carry the Basic header: a sibling scope, trusted by signature.
  await app.register(paymentWebhookRoutes, { prefix: '/api/v2' });
  // Replies to our texts (STOP, START), from Twilio: trusted by its signature, like the webhook.
  await app.register(smsInboundRoutes, {
    prefix: '/api/sms',
    authToken: options.env.SMS_PROVIDER === 'twilio' ? options.env.TWILIO_AUTH_TOKEN : undefined,
    webhookUrl: `${(options.env.PUBLIC_BASE_URL ?? `http://localhost:${options.env.PORT}`).replace(/\/+$/, '')}/api/sms/inbound`,
    optOuts: createSmsOptOuts(db),
  });
  // The back office (issue 7): its own session sign-in, outside the web client's Basic scope.
  await app.register(staffSession, { db });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    ordersAdmin: createOrdersAdmin(db, app.payments.provider),
    enquiriesAdmin: createEnquiriesAdmin(db),
    changeRequestsAdmin: createChangeRequestsAdmin(db, app.payments.provider),
    staffAccess: createStaffAccess(db),
    publicBaseUrl: options.env.PUBLIC_BASE_URL,
    signInPerMinute: options.env.ADMIN_SIGN_IN_PER_MINUTE,
  });
  if (app.payments.provider.name === 'sandbox') await app.register(sandboxCheckoutRoutes);
  if (options.webClientDir && existsSync(options.webClientDir)) {
    // Loaded only when there is a build to serve, so API tests never need the web app.
    const { webApp } = await import('./plugins/app/web-app');
    await app.register(webApp, { clientDir: options.webClientDir });
  }
  return app;
}
