import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutgoingEmail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message, such as a booking's calendar file. */
  attachments?: EmailAttachment[];
  /** Fixed per message, so that a resend after a crash is recognisable as the same one. */
  messageId: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): void;
}

/** Sends through an SMTP server (SMTP_URL), e.g. smtp://user:pass@smtp.example.com:587. */
export function createSmtpMailer(url: string): Mailer {
  // Timeouts well inside the outbox lease, so a hung server never outlasts a worker's claim.
  const options: SMTPTransport.Options = {
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
  const transport: Transporter = nodemailer.createTransport(options);
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail(email);
      return { messageId: email.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * The default without SMTP_URL: each message is built by nodemailer exactly as it would be
 * sent, but with Unix line ends, and written as an .eml file into `dir`, which any mail program
 * opens. The file name is fixed per message, so sending it again replaces it rather than adding
 * a second one.
 */
export function createFileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(email) {
      const info = await transport.sendMail(email);
      await mkdir(dir, { recursive: true });
      const name = email.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]+/g, '_');
      const target = join(dir, `${name}.eml`);
      const partial = `${target}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, target);
      return { messageId: email.messageId };
    },
    close: () => transport.close(),
  };
}
