import type { OrderStatus } from '../schemas/order';

/** The back office's steps for a paid order (issue 7), in the order staff take them. */
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
] as const satisfies readonly (OrderStatus | FulfilmentStep)[];
export type Stage = (typeof STAGES)[number];

/**
 * paid → submitted (to CITB or CSCS, with their reference) → confirmed → completed; any paid
 * order that is not completed can be cancelled or refunded, and a cancelled one refunded.
 */
export const ALLOWED: Readonly<Record<Stage, readonly FulfilmentStep[]>> = {
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

export function stageOf(order: {
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStep | null;
}): Stage {
  return order.fulfilmentStatus ?? order.status;
}

export function canMove(from: Stage, to: FulfilmentStep): boolean {
  return ALLOWED[from].includes(to);
}
