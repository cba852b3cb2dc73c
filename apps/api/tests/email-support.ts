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
