import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildCandidate, buildTestBooking, openEverywhereFrom } from '@site/domain/test-support';
import { MESSAGES, addDays, todayInLondon } from '@site/domain/validators';
import { orders, people } from '../src/db/schema';
import { expectFieldError } from './helper';
import { paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

// Issue 21 point 3: the photo ID a candidate will bring, kept with the order for staff only.
const { ctx, detail } = useAdminOrdersApp();

const SITE = { publicBaseUrl: 'https://b.example', supportEmail: 'help@b.example' };
const inDays = (n: number) => addDays(todayInLondon(), n);
// Open days (the centres refuse Sundays and bank holidays), a week or more apart.
const first = openEverywhereFrom(inDays(21));
const dates = { date: first, alternateDate: openEverywhereFrom(addDays(first, 7)) };
const photoId = { photoIdDocument: 'driving-licence', photoIdExpiresOn: inDays(400) };

async function storedPhotoId(orderId: string) {
  const result = await ctx.database.db.execute(
    sql`select photo_id_document, photo_id_expires_on from orders where id = ${orderId}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

describe('the photo ID of a test booking', () => {
  it('is stored with the order and shown to staff, never by GET /order', async () => {
    const orderId = await paidTestOrder(ctx, {}, { ...dates, ...photoId });
    expect(await storedPhotoId(orderId)).toEqual({
      photo_id_document: 'driving-licence',
      photo_id_expires_on: photoId.photoIdExpiresOn,
    });
    expect((await detail(orderId)).photoId).toEqual({
      document: 'driving-licence',
      expiresOn: photoId.photoIdExpiresOn,
    });
    const publicView = await ctx.call('GET', `/order/${orderId}`);
    expect(publicView.statusCode).toBe(200);
    expect(publicView.body).not.toMatch(/photoId|driving-licence/);
    expect(publicView.body).not.toContain(photoId.photoIdExpiresOn);
  });

  it('refuses an ID that runs out before the second-choice date, and stores nothing', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const before = await ctx.countRows('orders');
    const res = await ctx.call(
      'POST',
      '/test',
      buildTestBooking({
        userId,
        ...dates,
        ...photoId,
        photoIdExpiresOn: addDays(dates.alternateDate, -1),
      }),
    );
    expectFieldError(res, 'photoIdExpiresOn', MESSAGES.photoIdExpiresBeforeTest);
    expect(await ctx.countRows('orders')).toBe(before);
  });

  it('refuses a document it does not know and an expiry without a document', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const unknown = buildTestBooking({ userId, ...dates, ...photoId, photoIdDocument: 'library' });
    expectFieldError(
      await ctx.call('POST', '/test', unknown),
      'photoIdDocument',
      MESSAGES.photoIdDocument,
    );
    const noDocument = buildTestBooking({ userId, ...dates, photoIdExpiresOn: inDays(400) });
    expectFieldError(
      await ctx.call('POST', '/test', noDocument),
      'photoIdDocument',
      MESSAGES.required,
    );
  });

  it('refuses a biometric residence permit for a new booking, saying why, and stores nothing', async () => {
    const { userId } = (await ctx.call('POST', '/candidate', buildCandidate())).json().data;
    const before = await ctx.countRows('orders');
    const brp = buildTestBooking({
      userId,
      ...dates,
      ...photoId,
      photoIdDocument: 'residence-permit',
    });
    expectFieldError(
      await ctx.call('POST', '/test', brp),
      'photoIdDocument',
      'Biometric residence permits stopped being valid on 31 December 2024, so the test centre will not accept one. Choose another ID',
    );
    const euCard = { ...brp, photoIdDocument: 'eu-identity-card' };
    expectFieldError(
      await ctx.call('POST', '/test', euCard),
      'photoIdDocument',
      MESSAGES.photoIdEuCardAlone,
    );
    expect(await ctx.countRows('orders')).toBe(before);
  });

  it('still shows an order made with a residence permit, to staff and in its email', async () => {
    const orderId = await paidTestOrder(ctx, {}, { ...dates, ...photoId });
    const { db } = ctx.database;
    await db
      .update(orders)
      .set({ photoIdDocument: 'residence-permit' })
      .where(eq(orders.id, orderId));
    expect((await detail(orderId)).photoId).toEqual({
      document: 'residence-permit',
      expiresOn: photoId.photoIdExpiresOn,
    });
    const { renderConfirmation } = await import('../src/email/confirmation-email');
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [person] = await db.select().from(people).where(eq(people.id, order!.personId));
    const email = renderConfirmation({ order: order!, person: person!, card: null, ...SITE });
    expect(email.text).toContain('Photo ID to bring: UK biometric residence permit');
  });

  it("books the spec's payload without one; staff then see none", async () => {
    const orderId = await paidTestOrder(ctx, {}, dates);
    expect((await detail(orderId)).photoId).toBeNull();
  });

  it('names the document in the confirmation email, in the order’s language', async () => {
    const { renderConfirmation } = await import('../src/email/confirmation-email');
    const orderId = await paidTestOrder(ctx, {}, { ...dates, ...photoId });
    const { db } = ctx.database;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [person] = await db.select().from(people).where(eq(people.id, order!.personId));
    const input = { order: order!, person: person!, card: null, ...SITE };
    expect(renderConfirmation(input).text).toContain(
      'Photo ID to bring: UK or European photocard driving licence',
    );
    const polish = renderConfirmation({ ...input, order: { ...order!, locale: 'pl' } });
    expect(polish.text).toContain('Brytyjskie lub europejskie prawo jazdy ze zdjęciem (photocard)');
    // The document only: its expiry date stays out of the email.
    expect(polish.text).not.toContain(photoId.photoIdExpiresOn);
  });
});
