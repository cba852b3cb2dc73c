import { eq } from 'drizzle-orm';
import { reminderSkipReason } from '@site/domain/fulfilment';
import { businessIdentityFrom } from '@site/domain/schemas';
import type { BusinessIdentity } from '@site/domain/schemas';
import type { Db } from '../db/client';
import { langOf } from '../i18n';
import type { Lang } from '../i18n';
import { cards, courseLocations, enquiries, orders, people } from '../db/schema';
import { changeRequestById } from '../repositories/change-requests-repository';
import type { CourseDetails } from '../repositories/order-view';
import { bookingStatusUrl, withBookingLink } from './booking-link';
import { withBusinessFooter } from './business-footer';
import { renderConfirmation } from './confirmation-email';
import { renderGroupEnquiryReceived } from './enquiry-email';
import type { ConfirmationInput, RenderedEmail } from './confirmation-email';
import type { Mailer } from './mailer';
import { createOutbox } from './outbox';
import { outboxRunner } from './outbox-runner';
import type { EmailKind, OutboxOptions, OutboxRow } from './outbox';

/** Builds the message of one outbox kind from the order it is about. */
export type EmailRenderer = (input: ConfirmationInput, row: OutboxRow) => RenderedEmail;

export interface EmailWorkerOptions extends OutboxOptions {
  db: Db;
  mailer: Mailer;
  from: string;
  supportEmail: string;
  publicBaseUrl: string;
  /** Message-ID domain. */
  domain?: string;
  batchSize?: number;
  /** Who runs the site, in the footer of every email; examples when not configured. */
  business?: BusinessIdentity;
  /** Renderers for kinds other than the order confirmation, which is built in. */
  renderers?: Partial<Record<EmailKind, EmailRenderer>>;
  log?: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export interface RunResult {
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * Sends what the outbox holds. Each run claims due rows (never a row another worker holds),
 * sends each, and marks it sent, or schedules a retry with exponential backoff on failure.
 */
export function createEmailWorker(options: EmailWorkerOptions) {
  const outbox = createOutbox(options.db, options);
  const domain = options.domain ?? 'safesite-bookings.co.uk';

  async function send(row: OutboxRow, to: string, about: string, email: RenderedEmail, lang: Lang) {
    // One Message-ID per message: a kind sent for several occasions (a reminder 6 months and 1
    // month before) names its occasion, in the characters a Message-ID allows (RFC 5322).
    const occasion = row.occasion ? `.${row.occasion.replace(/[^A-Za-z0-9-]/g, '-')}` : '';
    const messageId = `<${row.kind}.${about}${occasion}@${domain}>`;
    await options.mailer.send({
      to,
      from: options.from,
      replyTo: options.supportEmail,
      messageId,
      ...withBusinessFooter(email, options.business ?? businessIdentityFrom({}), lang),
    });
    await outbox.markSent(row.id, messageId);
  }

  /** An email about an enquiry: today only a group booking's acknowledgement. */
  async function deliverEnquiryEmail(row: OutboxRow, enquiryId: string) {
    const [found] = await options.db
      .select({ enquiry: enquiries, person: people })
      .from(enquiries)
      .innerJoin(people, eq(people.id, enquiries.personId))
      .where(eq(enquiries.id, enquiryId));
    if (!found?.person.email) {
      await outbox.markSkipped(row.id, found ? 'No email address on file' : 'No such enquiry');
      return 'skipped' as const;
    }
    if (row.kind !== 'group-enquiry-received') throw new Error(`No email renderer for ${row.kind}`);
    const email = renderGroupEnquiryReceived({ ...found, supportEmail: options.supportEmail });
    await send(row, found.person.email, enquiryId, email, langOf(found.enquiry.locale));
    return 'sent' as const;
  }

  async function deliver(row: OutboxRow): Promise<'sent' | 'skipped'> {
    if (row.enquiryId) return deliverEnquiryEmail(row, row.enquiryId);
    if (!row.orderId) {
      await outbox.markSkipped(row.id, 'The email is about nothing');
      return 'skipped';
    }
    const orderId = row.orderId;
    const [found] = await options.db
      .select({ order: orders, person: people, card: cards })
      .from(orders)
      .innerJoin(people, eq(people.id, orders.personId))
      .leftJoin(cards, eq(cards.orderId, orders.id))
      .where(eq(orders.id, orderId));
    if (!found) {
      await outbox.markSkipped(row.id, 'The order no longer exists');
      return 'skipped';
    }
    // A reminder follows the order as it is now: moved, cancelled or reminders off (issue 19).
    const stale = reminderSkipReason(found, row);
    if (stale) {
      await outbox.markSkipped(row.id, stale);
      return 'skipped';
    }
    if (!found.person.email) {
      await outbox.markSkipped(row.id, 'No email address on file');
      return 'skipped';
    }
    let courseAddress: string | undefined;
    if (found.order.kind === 'course-offline') {
      const { locationName, locationAddress } = found.order.details as CourseDetails;
      // Orders now carry the venue's address; older ones are looked up by the venue's name.
      courseAddress = locationAddress;
      if (locationName && !courseAddress) {
        const [location] = await options.db
          .select({ address: courseLocations.address, postcode: courseLocations.postcode })
          .from(courseLocations)
          .where(eq(courseLocations.name, locationName));
        if (location) courseAddress = `${location.address}, ${location.postcode}`;
      }
    }
    // A message about a customer's request says what they asked and what became of it.
    const changeRequest =
      row.kind.startsWith('change-request-') && row.occasion
        ? await changeRequestById(options.db, row.occasion)
        : undefined;
    const render =
      options.renderers?.[row.kind] ??
      (row.kind === 'order-confirmation' ? renderConfirmation : undefined);
    // A kind nobody can render is retried (and in the end left failed), never sent wrongly.
    if (!render) throw new Error(`No email renderer for ${row.kind}`);
    const rendered = render(
      {
        ...found,
        courseAddress,
        changeRequest,
        publicBaseUrl: options.publicBaseUrl,
        supportEmail: options.supportEmail,
      },
      row,
    );
    // Every email about an order is in the order's language (issue 20), its links too.
    const lang = langOf(found.order.locale);
    await send(
      row,
      found.person.email,
      orderId,
      withBookingLink(
        rendered,
        bookingStatusUrl(options.publicBaseUrl, orderId, lang.locale),
        lang,
      ),
      lang,
    );
    return 'sent';
  }

  async function runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0, skipped: 0 };
    const rows = await outbox.claimDue(options.batchSize ?? 10);
    for (const row of rows) {
      try {
        result[(await deliver(row)) === 'sent' ? 'sent' : 'skipped'] += 1;
      } catch (error) {
        result.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        options.log?.error(
          { outboxId: row.id, attempts: row.attempts, err: message },
          'email failed',
        );
        await outbox.markFailed(row, message).catch(() => undefined);
      }
    }
    return result;
  }

  const runner = outboxRunner(runOnce, (err) =>
    options.log?.error({ err }, 'email outbox run failed'),
  );
  const worker = {
    outbox,
    runOnce: runner.runOnce,
    start: runner.start,
    async stop(): Promise<void> {
      await runner.stop();
      options.mailer.close();
    },
  };
  return worker;
}

export type EmailWorker = ReturnType<typeof createEmailWorker>;
