import { join } from 'node:path';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { createFileSmsSender } from './file-sender';
import type { SmsSender } from './sms-sender';
import { createSmsWorker } from './sms-worker';
import type { SmsWorkerOptions } from './sms-worker';
import { createTwilioSender } from './twilio-sender';

/** SMS_PROVIDER=twilio sends through Twilio; without it, texts are files in DATA_DIR/sms. */
export function smsSenderFromEnv(env: Env): SmsSender {
  if (env.SMS_PROVIDER !== 'twilio') return createFileSmsSender(join(env.DATA_DIR, 'sms'));
  // readEnv has checked that these are set.
  return createTwilioSender({
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
  });
}

export function smsWorkerFromEnv(env: Env, db: Db, log?: SmsWorkerOptions['log']) {
  return createSmsWorker({
    db,
    sender: smsSenderFromEnv(env),
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    log,
  });
}
