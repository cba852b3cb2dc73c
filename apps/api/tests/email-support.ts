import type { Db } from '../src/db/client';
import { createEmailWorker } from '../src/email/email-worker';
import { changeRequestRenderers } from '../src/email/change-request-email';
import { fulfilmentRenderers } from '../src/email/fulfilment-email';
import { reminderRenderers } from '../src/email/reminder-email';
import type { Mailer, OutgoingEmail } from '../src/email/mailer';

/** A mailer that keeps what it is given to send, for tests to read. */
export function capturingMailer(): { mailer: Mailer; sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = {
    kind: 'file',
    async send(email) {
      sent.push(email);
      return { messageId: email.messageId };
    },
    close() {},
  };
  return { mailer, sent };
}

/**
 * An outbox worker with every renderer the server uses, whose mailer keeps each message in
 * `sent` instead of sending it, so a test reads what the candidate would receive.
 */
export function capturingEmailWorker(db: Db) {
  const { mailer, sent } = capturingMailer();
  const worker = createEmailWorker({
    db,
    mailer,
    from: 'SafeSite Bookings <bookings@example.com>',
    supportEmail: 'support@example.com',
    publicBaseUrl: 'http://localhost:3000',
    // The back office's fulfilment emails (issue 7); customers' requests and reminders (19).
    renderers: { ...fulfilmentRenderers, ...changeRequestRenderers, ...reminderRenderers },
  });
  return { worker, sent };
}
