import twilio from 'twilio';
import type { SmsSender } from './sms-sender';
import { SmsRefusedError } from './sms-sender';

export interface TwilioSenderOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender ID; or else a Messaging Service. */
  from?: string;
  messagingServiceSid?: string;
  /**
   * The SDK's documented override for its HTTP calls (a RequestClient): tests point it at a
   * local stub server. Unset in use: the SDK's own client, to api.twilio.com.
   */
  httpClient?: InstanceType<typeof twilio.RequestClient>;
}

/**
 * Twilio's error codes that no retry can change: an invalid 'To' number (21211), a number that
 * replied STOP to this sender (21610), a landline or other number that cannot take texts
 * (21614), and a country the account may not send to (21408).
 */
const REFUSED_FOR_GOOD = new Set([21211, 21408, 21610, 21614]);

/** Sends through Twilio's Messages API with the official SDK (decision 023). */
export function createTwilioSender(options: TwilioSenderOptions): SmsSender {
  // The outbox retries with backoff itself, and its lease outlasts this timeout.
  const client = twilio(options.accountSid, options.authToken, {
    httpClient: options.httpClient,
    timeout: 30_000,
    autoRetry: false,
  });
  const sender = options.messagingServiceSid
    ? { messagingServiceSid: options.messagingServiceSid }
    : { from: options.from };
  return {
    kind: 'twilio',
    async send({ to, body }) {
      try {
        const message = await client.messages.create({ to, body, ...sender });
        return { messageId: message.sid };
      } catch (error) {
        if (error instanceof twilio.RestException && REFUSED_FOR_GOOD.has(error.code ?? 0)) {
          throw new SmsRefusedError(`Twilio refused the number (error ${error.code})`);
        }
        throw error;
      }
    },
  };
}
