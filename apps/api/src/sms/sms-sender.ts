export interface OutgoingSms {
  /** E.164, a UK mobile. */
  to: string;
  body: string;
  /** Fixed per message (the outbox row), so that a resend is recognisable as the same one. */
  idempotencyKey: string;
}

/** Where text messages go: files in DATA_DIR/sms, or a provider (SMS_PROVIDER). */
export interface SmsSender {
  readonly kind: 'file' | 'twilio';
  send(sms: OutgoingSms): Promise<{ messageId: string }>;
}

/**
 * The provider will never take this message (the number cannot get texts, or replied STOP to
 * the provider): trying again later would change nothing, so the outbox row is skipped.
 */
export class SmsRefusedError extends Error {
  override name = 'SmsRefusedError';
}
