import { describe, expect, it } from 'vitest';
import { buildContact } from '@site/domain/test-support';
import { referenceOf } from '../src/repositories/order-view';
import { admin, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';
import { capturingEmailWorker } from './email-support';

/** Issue 19: every email about an order links to the booking's status page, once. */
const { ctx, staff } = useAdminOrdersApp();

describe('the status page link in emails', () => {
  it('ends every email about an order with the link to its status page, and no other email', async () => {
    const orderId = await paidTestOrder(ctx);
    const submitted = await admin(ctx, staff, 'POST', `/orders/${orderId}/transitions`, {
      to: 'submitted',
      note: 'Booked with CITB',
      reference: 'CITB-778812',
      emailCandidate: true,
    });
    expect(submitted.statusCode).toBe(200);
    const enquiry = await ctx.call('POST', '/contact', {
      ...buildContact(),
      kind: 'group-booking',
      groupSize: 8,
    });
    expect(enquiry.statusCode).toBe(201);

    const { worker, sent } = capturingEmailWorker(ctx.database.db);
    await worker.runOnce();
    await worker.stop();
    const url = `http://localhost:3000/booking?reference=${referenceOf(orderId)}`;
    const aboutOrder = sent.filter((email) => email.messageId.includes(`.${orderId}@`));
    expect(aboutOrder.map((email) => email.messageId.split('.')[0])).toEqual([
      '<order-confirmation',
      '<order-submitted',
    ]);
    for (const email of aboutOrder) {
      expect(email.text.split(`See where your booking stands: ${url}\n`)).toHaveLength(2);
      // Before the business footer, which stays last.
      expect(email.text.indexOf(url)).toBeLessThan(email.text.indexOf('\n--\n'));
      expect(email.html).toContain(
        `<p>See where your booking stands: <a href="${url}">${url}</a></p>`,
      );
    }
    const others = sent.filter((email) => !email.messageId.includes(`.${orderId}@`));
    expect(others.length).toBeGreaterThan(0);
    for (const email of others) expect(email.text).not.toContain('See where your booking stands');
  });
});
