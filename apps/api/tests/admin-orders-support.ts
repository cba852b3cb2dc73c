import { expect } from 'vitest';
import type { FulfilmentStep, Stage } from '@site/domain/fulfilment';
import { buildConfirmation } from '@site/domain/test-support';
import { createSandboxProvider } from '../src/payments/sandbox-provider';
import { admin, paidTestOrder, useAdminApp, useSignedInStaff } from './admin-support';

/**
 * The app of the back-office order tests, with staff signed in: its provider is the sandbox,
 * recording refunds and slow to make them; and the helpers those tests share.
 */
export function useAdminOrdersApp() {
  const sandbox = createSandboxProvider();
  const refundCalls: { sessionId: string; amountPence: number }[] = [];
  const provider = {
    ...sandbox,
    async refund(sessionId: string, amountPence: number, refundedBeforePence?: number) {
      refundCalls.push({ sessionId, amountPence });
      // Slow enough that concurrent requests overlap.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return sandbox.refund(sessionId, amountPence, refundedBeforePence);
    },
  };

  const ctx = useAdminApp({ paymentProvider: provider });
  const staff = useSignedInStaff(ctx);

  const move = (orderId: string, to: FulfilmentStep, extra: Record<string, unknown> = {}) =>
    admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to,
      note: `Moved to ${to}`,
      ...(to === 'submitted' ? { reference: 'CITB-778812' } : {}),
      // The fixture's slot is at Leeds and the booking asked for Aberdeen: far, and meant.
      ...(to === 'confirmed' ? { ...buildConfirmation('test'), confirmFar: true } : {}),
      ...extra,
    });

  const detail = async (orderId: string) => {
    const res = await admin(ctx, staff, 'GET', `/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.order;
  };

  /** Brings a fresh paid order to `stage` along allowed steps. */
  async function orderAt(stage: Stage): Promise<string> {
    const orderId = await paidTestOrder(ctx);
    const path: Record<string, FulfilmentStep[]> = {
      paid: [],
      submitted: ['submitted'],
      confirmed: ['submitted', 'confirmed'],
      completed: ['submitted', 'confirmed', 'completed'],
      cancelled: ['cancelled'],
      refunded: ['refunded'],
    };
    for (const step of path[stage]!) expect((await move(orderId, step)).statusCode).toBe(200);
    return orderId;
  }

  return { ctx, staff, refundCalls, move, detail, orderAt };
}
