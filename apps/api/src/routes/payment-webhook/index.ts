import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { AppError, notFound } from '../../errors';
import { WebhookSignatureError } from '../../payments/payment-provider';

/**
 * POST /api/v2/payment/webhook: the provider's events (issue 5). It is registered outside the
 * Basic-auth scope, since the provider cannot send that header; the signature is the only
 * thing trusted. The body is kept as raw bytes here alone, because the signature covers them.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  /** Best-effort work a delivery leaves for after its answer; it can never fail the delivery. */
  const afterReply = new WeakMap<FastifyRequest, () => Promise<void>>();
  app.addHook('onResponse', async (request) => {
    const work = afterReply.get(request);
    if (!work) return;
    afterReply.delete(request);
    await work().catch((err: unknown) =>
      request.log.warn({ err }, 'payment webhook follow-up failed'),
    );
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post<{ Body: Buffer | undefined }>(
    '/payment/webhook',
    { bodyLimit: 512 * 1024 },
    async (request, reply) => {
      const { provider } = app.payments;
      if (!provider.parseWebhook) throw notFound('A payment webhook');
      const header = request.headers['stripe-signature'];
      let result;
      try {
        result = provider.parseWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          Array.isArray(header) ? header[0] : header,
        );
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'payment webhook refused');
        throw new AppError(400, ERROR_CODES.badRequest, 'The webhook signature did not verify.');
      }
      if (result.kind === 'ignored') {
        request.log.debug({ type: result.type }, 'payment webhook ignored');
        return reply.code(200).send({ received: true, outcome: 'ignored' });
      }
      if (result.kind === 'after-payment') {
        // Finding the order may ask the provider; if it cannot be reached, this answers 500
        // and the provider sends the event again later, so nothing is lost.
        const outcome = await app.payments.recordAfterPayment(result.event);
        if (outcome === 'unknown-payment') {
          request.log.warn({ type: result.event.type }, 'payment webhook for unknown payment');
        }
        return reply.code(200).send({ received: true, outcome });
      }
      const { outcome, toClose } = await app.payments.settleEvent(result.event);
      if (outcome === 'unknown-session') {
        request.log.warn(
          { sessionId: result.event.sessionId },
          'payment webhook for unknown session',
        );
      }
      // Stripe asks for a 2xx before any slow work: closing the order's other sessions at the
      // provider is best effort, so it runs once this answer has gone (onResponse below).
      if (toClose.length > 0) {
        afterReply.set(request, () => app.payments.closeAtProvider(toClose));
      }
      return reply.code(200).send({ received: true, outcome });
    },
  );
};
