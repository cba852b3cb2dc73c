import { join } from 'node:path';
import { businessIdentityFrom } from '@site/domain/schemas';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { changeRequestRenderers } from './change-request-email';
import { fulfilmentRenderers } from './fulfilment-email';
import { createEmailWorker } from './email-worker';
import { reminderRenderers } from './reminder-email';
import type { EmailWorkerOptions } from './email-worker';
import { createFileMailer, createSmtpMailer } from './mailer';

/** SMTP_URL sends through that server; without it, messages are .eml files in DATA_DIR/outbox. */
export function emailWorkerFromEnv(env: Env, db: Db, log?: EmailWorkerOptions['log']) {
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL)
    : createFileMailer(join(env.DATA_DIR, 'outbox'));
  return createEmailWorker({
    db,
    mailer,
    from: env.EMAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    business: businessIdentityFrom(env),
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    // The back office's fulfilment emails (issue 7); customers' requests and reminders (19).
    renderers: { ...fulfilmentRenderers, ...changeRequestRenderers, ...reminderRenderers },
    log,
  });
}
