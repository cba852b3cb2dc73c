import type { FastifyPluginAsync } from 'fastify';
import twilio from 'twilio';
import { ERROR_CODES } from '@site/domain/schemas';
import { phoneForStorage } from '@site/domain/sms';
import { AppError, notFound } from '../../errors';
import type { SmsOptOuts } from '../../repositories/sms-opt-outs-repository';

export interface SmsInboundOptions {
  /** Twilio's auth token; unset (no SMS provider), the route answers 404. */
  authToken?: string;
  /** The URL Twilio is configured to call, as it signs it: PUBLIC_BASE_URL + /api/sms/inbound. */
  webhookUrl: string;
  optOuts: SmsOptOuts;
}

/**
 * Twilio's opt-out and opt-in keywords. Twilio itself answers them and, after a STOP, refuses
 * every text to that number; this keeps our side in step, so the worker skips the number's
 * texts instead of failing them (decision 023).
 */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
]);
const START_WORDS = new Set(['START', 'UNSTOP']);

/** Twilio's keywords are the whole message, in any case, with spaces or a full stop around. */
const keywordOf = (body: string) =>
  body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();

/** TwiML that sends nothing back: Twilio's own STOP and START answers are enough. */
const EMPTY_TWIML = new twilio.twiml.MessagingResponse().toString();

/**
 * POST /api/sms/inbound: Twilio's incoming message webhook (issue 19). Outside /api/v2, since
 * Twilio cannot send the web client's Basic header: the X-Twilio-Signature, made with the auth
 * token over the URL and the form's fields, is the only thing trusted.
 */
export const smsInboundRoutes: FastifyPluginAsync<SmsInboundOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  // Twilio posts a form; anything else is read as one too, and then fails the signature.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post<{ Body: Record<string, string> | undefined }>(
    '/inbound',
    { bodyLimit: 64 * 1024 },
    async (request, reply) => {
      if (!options.authToken) throw notFound('The text message webhook');
      const signature = request.headers['x-twilio-signature'];
      const params = request.body ?? {};
      const valid =
        typeof signature === 'string' &&
        twilio.validateRequest(options.authToken, signature, options.webhookUrl, params);
      if (!valid) {
        request.log.warn('text message webhook refused: no valid signature');
        throw new AppError(403, ERROR_CODES.forbidden, 'The request signature did not verify.');
      }
      const from = typeof params.From === 'string' ? phoneForStorage(params.From) : '';
      const keyword = keywordOf(typeof params.Body === 'string' ? params.Body : '');
      if (from && STOP_WORDS.has(keyword)) {
        const skipped = await options.optOuts.stop(from);
        request.log.info({ skippedReminders: skipped }, 'a number replied STOP');
      } else if (from && START_WORDS.has(keyword)) {
        await options.optOuts.start(from);
        request.log.info('a number replied START');
      }
      return reply.code(200).type('text/xml').send(EMPTY_TWIML);
    },
  );
};
