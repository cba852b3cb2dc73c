import { eq } from 'drizzle-orm';
import {
  REMINDER_KINDS,
  cardExpiryReminderTimes,
  slotReminderTime,
  testPassReminderTime,
} from '@site/domain/fulfilment';
import type { FulfilmentStep, ReminderKind, ReminderTime } from '@site/domain/fulfilment';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { confirmedOf } from '../repositories/order-view';
import { requeueSkippedReminder, skipWaitingReminders } from '../repositories/reminder-rows';

type OrderRow = typeof orders.$inferSelect;

/**
 * Queues one reminder for its time, in the caller's transaction: the email and its text twin
 * (enqueueEmail), or the rows already there for this occasion, waiting again if they had been
 * skipped. Returns whether anything now waits.
 */
async function queueReminder(
  executor: Executor,
  orderId: string,
  kind: ReminderKind,
  reminder: ReminderTime,
): Promise<boolean> {
  const queued = await enqueueEmail(executor, orderId, kind, reminder);
  const requeued = await requeueSkippedReminder(
    executor,
    orderId,
    kind,
    reminder.occasion,
    reminder.sendAfter,
  );
  return queued || requeued > 0;
}

/**
 * The reminder the day before a test or classroom course, for the slot the order has now. A
 * reminder waiting for another slot (the booking moved) is skipped; none is queued for a slot
 * that has started, for an order without one, or while the customer has reminders off.
 */
export async function scheduleSlotReminder(
  executor: Executor,
  order: Pick<OrderRow, 'id' | 'confirmedDetails' | 'remindersOffAt'>,
  now = new Date(),
): Promise<boolean> {
  const details = confirmedOf(order.confirmedDetails);
  const reminder =
    details && (details.kind === 'test' || details.kind === 'course-offline')
      ? slotReminderTime(details.date, details.time, now)
      : null;
  const current = reminder ? [reminder.occasion] : [];
  await skipWaitingReminders(executor, order.id, ['slot-reminder'], 'The booking moved', current);
  if (!reminder || order.remindersOffAt) return false;
  return queueReminder(executor, order.id, 'slot-reminder', reminder);
}

/**
 * The card expiry reminders, 6 months and 1 month before `expiresOn` (those still ahead); the
 * ones waiting for another date are skipped. A null date only skips.
 */
export async function scheduleCardExpiryReminders(
  executor: Executor,
  orderId: string,
  expiresOn: string | null,
  now = new Date(),
): Promise<number> {
  const reminders = expiresOn ? cardExpiryReminderTimes(expiresOn, now) : [];
  await skipWaitingReminders(
    executor,
    orderId,
    ['card-expiry-reminder'],
    'The card expiry date changed',
    reminders.map((reminder) => reminder.occasion),
  );
  const [order] = await executor
    .select({ remindersOffAt: orders.remindersOffAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.remindersOffAt) return 0;
  let queued = 0;
  for (const reminder of reminders) {
    if (await queueReminder(executor, orderId, 'card-expiry-reminder', reminder)) queued += 1;
  }
  return queued;
}

/** The reminder before a test pass runs out, for a test order marked completed. */
export async function scheduleTestPassReminder(
  executor: Executor,
  order: Pick<OrderRow, 'id' | 'kind' | 'confirmedDetails' | 'remindersOffAt'>,
  now = new Date(),
): Promise<boolean> {
  const details = confirmedOf(order.confirmedDetails);
  if (order.kind !== 'test' || details?.kind !== 'test' || order.remindersOffAt) return false;
  const reminder = testPassReminderTime(details.date, now);
  return reminder
    ? queueReminder(executor, order.id, 'test-pass-expiry-reminder', reminder)
    : false;
}

/** Every waiting reminder of an order skipped: it was cancelled or refunded. */
export async function cancelReminders(
  executor: Executor,
  orderId: string,
  reason = 'The order was cancelled',
): Promise<number> {
  return skipWaitingReminders(executor, orderId, [...REMINDER_KINDS], reason);
}

/**
 * What a fulfilment step means for the order's reminders, called in the step's transaction once
 * the step is stored: the slot reminder when it is confirmed (and again whenever a new slot is
 * recorded), the pass reminder when a test is done, none once it is cancelled or refunded.
 */
export async function remindersAfterStep(
  executor: Executor,
  orderId: string,
  step: FulfilmentStep,
): Promise<void> {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  switch (step) {
    case 'confirmed':
      await scheduleSlotReminder(executor, order);
      return;
    case 'completed':
      await skipWaitingReminders(executor, orderId, ['slot-reminder'], 'The booking is complete');
      await scheduleTestPassReminder(executor, order);
      return;
    case 'cancelled':
      await cancelReminders(executor, orderId);
      return;
    case 'refunded':
      await cancelReminders(executor, orderId, 'The order was refunded');
      return;
    case 'submitted':
      return;
  }
}
