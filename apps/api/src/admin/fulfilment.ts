import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';
import { AppError, notFound } from '../errors';

type OrderRow = typeof orders.$inferSelect;

export const FULFILMENT_STEPS = [
  'submitted',
  'confirmed',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/** Where an order stands: its payment status until it is paid, then its fulfilment step. */
export const STAGES = [
  'pending',
  'failed',
  'expired',
  'paid',
  'submitted',
  'confirmed',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type Stage = (typeof STAGES)[number];

/**
 * paid → submitted (to CITB or CSCS, with their reference) → confirmed → completed; any paid
 * order that is not completed can be cancelled or refunded, and a cancelled one refunded.
 */
export const ALLOWED: Record<Stage, readonly FulfilmentStep[]> = {
  pending: [],
  failed: [],
  expired: [],
  paid: ['submitted', 'cancelled', 'refunded'],
  submitted: ['confirmed', 'cancelled', 'refunded'],
  confirmed: ['completed', 'cancelled', 'refunded'],
  completed: [],
  cancelled: ['refunded'],
  refunded: [],
};

/** Stages after which the retention clock runs. */
export const CLOSED_STAGES: readonly FulfilmentStep[] = ['completed', 'cancelled', 'refunded'];

export function stageOf(order: Pick<OrderRow, 'status' | 'fulfilmentStatus'>): Stage {
  return order.fulfilmentStatus ?? order.status;
}

export function canMove(from: Stage, to: FulfilmentStep): boolean {
  return ALLOWED[from].includes(to);
}

/** A step the order's stage does not allow, or one already taken by someone else. */
export class TransitionRefused extends AppError {
  constructor(message: string) {
    super(409, 'TRANSITION_NOT_ALLOWED', message);
  }
}

/**
 * Holds an order's row for a change by staff, so that two people changing it at once get one
 * change and one refusal; an order whose personal data was erased is closed to every change.
 */
export async function lockOrderForChange(tx: Executor, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('The order');
  if (order.personalDataErasedAt) {
    throw new TransitionRefused('This order is closed and its personal data was erased.');
  }
  return order;
}
