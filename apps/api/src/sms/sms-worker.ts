import { eq } from 'drizzle-orm';
import { reminderSkipReason } from '@site/domain/fulfilment';
import { countSmsSegments, isUkMobile } from '@site/domain/sms';
import type { Db } from '../db/client';
import { changeRequests, orders, people } from '../db/schema';
import { bookingStatusUrl } from '../email/booking-link';
import { langOf } from '../i18n';
import { createOutbox } from '../email/outbox';
import type { OutboxOptions, OutboxRow } from '../email/outbox';
import { outboxRunner } from '../email/outbox-runner';
import type { SmsSender } from './sms-sender';
import { SmsRefusedError } from './sms-sender';
import { STOPPED_REASON, createSmsOptOuts } from '../repositories/sms-opt-outs-repository';
import { SMS_TEXTS } from './sms-texts';
import type { TextedKind } from './sms-texts';

/** What a text row is about, as the worker found it. */
export interface SmsFacts {
  order: typeof orders.$inferSelect;
  person: typeof people.$inferSelect;
  /** The number the text would go to, in E.164. */
  phoneNumber: string;
}

export interface SmsWorkerOptions extends OutboxOptions {
  db: Db;
  sender: SmsSender;
  publicBaseUrl: string;
  batchSize?: number;
  log?: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export interface SmsRunResult {
  sent: number;
  failed: number;
  skipped: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A provider's error may quote the number it refused: never into the log or the outbox. */
const withoutNumbers = (message: string) => message.replace(/\+?\d[\d\s-]{6,}\d/g, '[number]');

/**
 * Sends the outbox's text messages ('sms' rows, queued beside their emails), as the email
 * worker sends the emails: each run claims due rows no other worker holds, sends each, and
 * marks it sent, skipped with its reason, or failed with a retry after an exponential backoff.
 */
export function createSmsWorker(options: SmsWorkerOptions) {
  const outbox = createOutbox(options.db, options);
  const optOuts = createSmsOptOuts(options.db);

  /** Why this row is not sent, or the facts to send it with. */
  async function look(row: OutboxRow): Promise<{ skip: string } | { found: SmsFacts }> {
    if (!row.orderId) return { skip: 'A text is only ever about an order' };
    const [found] = await options.db
      .select({ order: orders, person: people })
      .from(orders)
      .innerJoin(people, eq(people.id, orders.personId))
      .where(eq(orders.id, row.orderId));
    if (!found) return { skip: 'The order no longer exists' };
    const phoneNumber = found.person.phoneNumber;
    if (!phoneNumber) return { skip: 'No phone number on file' };
    if (!isUkMobile(phoneNumber)) return { skip: 'The phone number is not a UK mobile' };
    // A reminder follows the order as it is now, by the email's own rule: moved, cancelled or
    // reminders off (issue 19).
    const stale = reminderSkipReason(found, row);
    if (stale) return { skip: stale };
    // Twilio refuses every message to a number that replied STOP, so no kind is sent to one.
    if (await optOuts.isStopped(phoneNumber)) return { skip: STOPPED_REASON };
    return { found: { ...found, phoneNumber } };
  }

  async function deliver(row: OutboxRow): Promise<'sent' | 'skipped'> {
    const looked = await look(row);
    if ('skip' in looked) {
      await outbox.markSkipped(row.id, looked.skip);
      options.log?.info({ outboxId: row.id, kind: row.kind, reason: looked.skip }, 'text skipped');
      return 'skipped';
    }
    const { order, phoneNumber } = looked.found;
    const render = SMS_TEXTS[row.kind as TextedKind];
    // A kind with no text is retried (and in the end left failed), never sent wrongly.
    if (!render) throw new Error(`No text for ${row.kind}`);
    const changeRequest = row.kind.startsWith('change-request-')
      ? await findChangeRequest(row.occasion, order.id)
      : null;
    const body = render({
      order,
      row,
      // In the order's language (issue 20): '/pl/booking?reference=…'.
      statusUrl: bookingStatusUrl(options.publicBaseUrl, order.id, langOf(order.locale).locale),
      publicBaseUrl: options.publicBaseUrl,
      changeRequest,
    });
    try {
      const { messageId } = await options.sender.send({
        to: phoneNumber,
        body,
        idempotencyKey: row.id,
      });
      await outbox.markSent(row.id, messageId);
    } catch (error) {
      if (!(error instanceof SmsRefusedError)) throw error;
      await outbox.markSkipped(row.id, error.message);
      options.log?.info(
        { outboxId: row.id, kind: row.kind, reason: error.message },
        'text refused',
      );
      return 'skipped';
    }
    const { segments, encoding } = countSmsSegments(body);
    options.log?.info({ outboxId: row.id, kind: row.kind, segments, encoding }, 'text sent');
    return 'sent';
  }

  async function findChangeRequest(id: string, orderId: string) {
    if (!UUID.test(id)) return null;
    const [request] = await options.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.id, id));
    return request?.orderId === orderId ? request : null;
  }

  async function runOnce(): Promise<SmsRunResult> {
    const result: SmsRunResult = { sent: 0, failed: 0, skipped: 0 };
    const rows = await outbox.claimDue(options.batchSize ?? 10, 'sms');
    for (const row of rows) {
      try {
        result[await deliver(row)] += 1;
      } catch (error) {
        result.failed += 1;
        const message = withoutNumbers(error instanceof Error ? error.message : String(error));
        options.log?.error(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message },
          'text failed',
        );
        await outbox.markFailed(row, message).catch(() => undefined);
      }
    }
    return result;
  }

  const runner = outboxRunner(runOnce, (err) =>
    options.log?.error({ err }, 'text outbox run failed'),
  );
  const worker = { outbox, ...runner };
  return worker;
}

export type SmsWorker = ReturnType<typeof createSmsWorker>;
