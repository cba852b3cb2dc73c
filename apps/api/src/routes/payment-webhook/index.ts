import type { FastifyPluginAsync } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { AppError, notFound } from '../../errors';
import { WebhookSignatureError } from '../../payments/payment-provider';

/**
 * POST /api/v2/payment/webhook: the provider's events (issue 5). It is registered outside the
 * Basic-auth scope, since the provider cannot send that header; the signature is the only
 * thing trusted. The body is kept as raw bytes here alone, because the signature covers them.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
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
      const outcome = await app.payments.applyEvent(result.event);
      if (outcome === 'unknown-session') {
        request.log.warn(
          { sessionId: result.event.sessionId },
          'payment webhook for unknown session',
        );
      }
      return reply.code(200).send({ received: true, outcome });
    },
  );
};
