import { describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { buildContact } from '@site/domain/test-support';
import { emailOutbox } from '../src/db/schema';
import { buildTestApp, useTestApp } from './helper';
import { capturingEmailWorker } from './email-support';

/** Issue 18: a group booking enquiry is acknowledged by email; a contact message is not. */
const ctx = useTestApp(() => buildTestApp());

function outboxRows() {
  return ctx.database.db
    .select({ kind: emailOutbox.kind, orderId: emailOutbox.orderId })
    .from(emailOutbox)
    .where(isNotNull(emailOutbox.enquiryId));
}

describe('group enquiry acknowledgement', () => {
  it('queues one acknowledgement with the enquiry, sends it once, and none for a contact message', async () => {
    const { worker, sent } = capturingEmailWorker(ctx.database.db);
    await worker.runOnce();
    sent.length = 0;

    const contact = await ctx.call(
      'POST',
      '/contact',
      buildContact({ email: 'plain@example.com' }),
    );
    expect(contact.statusCode).toBe(201);
    const group = await ctx.call('POST', '/contact', {
      ...buildContact({ firstName: 'Łukasz', lastName: 'Wiśniewski', email: 'crew@example.com' }),
      kind: 'group-booking',
      groupSize: 12,
    });
    expect(group.statusCode).toBe(201);

    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'group-enquiry-received', orderId: null });

    expect(await worker.runOnce()).toMatchObject({ sent: 1, failed: 0 });
    expect(await worker.runOnce()).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(1);
    const email = sent[0]!;
    expect(email.to).toBe('crew@example.com');
    expect(email.subject).toBe('We have your group booking enquiry');
    expect(email.text).toContain('Dear Łukasz Wiśniewski,');
    expect(email.text).toContain('group booking enquiry for 12 people');
    expect(email.text).toContain('Nothing has been booked or charged yet.');
  });

  it('queues nothing for a group enquiry without an email address', async () => {
    const before = (await outboxRows()).length;
    const { email: _email, ...withoutEmail } = buildContact({ phoneNumber: '07700900123' });
    const group = await ctx.call('POST', '/contact', {
      ...withoutEmail,
      kind: 'group-booking',
      groupSize: 3,
    });
    expect(group.statusCode).toBe(201);
    expect((await outboxRows()).length).toBe(before);
  });
});
