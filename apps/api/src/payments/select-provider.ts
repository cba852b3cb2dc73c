import type { Env } from '../config/env';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** PAYMENT_PROVIDER picks the provider; the sandbox needs no key. */
export function paymentProviderFromEnv(env: Env): PaymentProvider {
  if (env.PAYMENT_PROVIDER !== 'stripe') return createSandboxProvider();
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
  });
}
