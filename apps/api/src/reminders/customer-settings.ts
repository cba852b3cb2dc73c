import { eq, sql } from 'drizzle-orm';
import { REMINDER_KINDS } from '@site/domain/fulfilment';
import { ERROR_CODES } from '@site/domain/schemas';
import { cardExpiresOnSchema } from '@site/domain/validators';
import type { Db, Executor } from '../db/client';
import { orders } from '../db/schema';
import { AppError, notFound } from '../errors';
import { recordAudit } from '../repositories/audit-repository';
import { lockOrder } from '../repositories/fulfilment-repository';
import type { OrderRow } from '../repositories/fulfilment-repository';
import { skipWaitingReminders } from '../repositories/reminder-rows';
import {
  scheduleCardExpiryReminders,
  scheduleSlotReminder,
  scheduleTestPassReminder,
} from './schedule';

/** An order a customer may still change reminders on: paid, open, its data kept. */
async function lockOpenOrder(tx: Executor, orderId: string): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== 'paid') throw notFound('The booking');
  if (
    order.personalDataErasedAt ||
    order.fulfilmentStatus === 'cancelled' ||
    order.fulfilmentStatus === 'refunded'
  ) {
    throw new AppError(
      409,
      ERROR_CODES.orderClosed,
      'This booking is closed: it has no reminders.',
    );
  }
  return order;
}

/** Every reminder the order's state calls for now, queued again (reminders turned back on). */
async function scheduleAll(tx: Executor, order: OrderRow): Promise<void> {
  if (order.fulfilmentStatus === 'confirmed') await scheduleSlotReminder(tx, order);
  if (order.fulfilmentStatus === 'completed') await scheduleTestPassReminder(tx, order);
  if (order.cardExpiresOn) await scheduleCardExpiryReminders(tx, order.id, order.cardExpiresOn);
}

/**
 * The customer turns reminders off (or on again) for one booking from its status page: the
 * waiting reminders are skipped, or queued again for their times. Audited as the customer's act.
 */
export async function setRemindersOff(
  db: Db,
  orderId: string,
  off: boolean,
  /** The customer's address, as the route sees it, for the audit row. */
  ip?: string,
): Promise<{ remindersOff: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId);
    if (Boolean(order.remindersOffAt) === off) return { remindersOff: off, changed: false };
    const [updated] = await tx
      .update(orders)
      .set({ remindersOffAt: off ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    if (off) {
      await skipWaitingReminders(tx, orderId, [...REMINDER_KINDS], 'Reminders turned off');
    } else {
      await scheduleAll(tx, updated!);
    }
    await recordAudit(tx, {
      actor: 'customer',
      action: 'customer-reminders',
      orderId,
      detail: { remindersOff: off },
      ip: ip ?? null,
    });
    return { remindersOff: off, changed: true };
  });
}

/**
 * The customer gives (or corrects, or with null removes) their card's expiry date, from the
 * status page: the reminders 6 months and 1 month before it are queued in the same transaction,
 * and those for an earlier date skipped. A bad date is a field error that changes nothing.
 */
export async function setCardExpiry(
  db: Db,
  orderId: string,
  date: string | null,
  ip?: string,
): Promise<{ cardExpiresOn: string | null; changed: boolean }> {
  let expiresOn: string | null = null;
  if (date !== null) {
    const checked = cardExpiresOnSchema.safeParse(date);
    if (!checked.success) {
      throw new AppError(400, ERROR_CODES.validation, 'Validation failed', [
        {
          field: 'cardExpiresOn',
          message: checked.error.issues[0]?.message ?? 'Enter a real date',
        },
      ]);
    }
    expiresOn = checked.data;
  }
  return db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, orderId);
    if (order.cardExpiresOn === expiresOn) return { cardExpiresOn: expiresOn, changed: false };
    await tx
      .update(orders)
      .set({ cardExpiresOn: expiresOn, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await scheduleCardExpiryReminders(tx, orderId, expiresOn);
    await recordAudit(tx, {
      actor: 'customer',
      action: 'customer-card-expiry',
      orderId,
      detail: { before: order.cardExpiresOn, after: expiresOn },
      ip: ip ?? null,
    });
    return { cardExpiresOn: expiresOn, changed: true };
  });
}
