import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getCentreById } from '@site/domain/catalogue';
import { buildTestBooking } from '@site/domain/test-support';
import { orders } from '../src/db/schema';
import { useJourneyApp } from './journey-support';

const { ctx, createCandidate, postCardForm, payOnSandbox, getOrder } = useJourneyApp();

describe('test journey', () => {
  it('books a test, pays on the sandbox page and GET /order shows it paid', async () => {
    const userId = await createCandidate();
    const booked = await ctx.call('POST', '/test', buildTestBooking({ userId }));
    expect(booked.statusCode).toBe(201);
    const { orderId } = booked.json().data;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getOrder(orderId)).status).toBe('pending');

    const payment = await ctx.call('POST', '/payment', { orderId });
    expect(payment.statusCode).toBe(201);
    const { session_id, url } = payment.json().data;
    expect(session_id).toMatch(/^cs_sandbox_/);

    const paid = await payOnSandbox(url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success/${orderId}`);

    const order = await getOrder(orderId);
    expect(order).toMatchObject({ id: orderId, kind: 'test', status: 'paid' });
    expect(order.price).toEqual({ officialFee: 2350, serviceFee: 1250, total: 3600 });
    expect(order.User.nationalInsuranceNumber).toBe('******56C');
    expect(JSON.stringify(order)).not.toContain('AB123456C');
    expect(JSON.stringify(order)).not.toContain('1990-04-15');
    expect(JSON.stringify(order)).not.toContain('Downing');
    expect(order.test).toMatchObject({ testType: 'operative', language: 'English', retake: false });
    const centre = getCentreById(buildTestBooking().location)!;
    expect(order.test).toMatchObject({ location: centre.id, centreName: centre.name });
    const [stored] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    // Centre numbers follow the data file's order; the stored slug keeps naming the same centre.
    expect(stored!.details).toMatchObject({ centreSlug: centre.slug });
  });

  it('answers a refused card form on the sandbox page with its errors, keeping what was typed', async () => {
    const userId = await createCandidate();
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const { url } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    const page = await ctx.app.inject({ method: 'GET', url });
    // Cancel goes where a real provider's cancel URL does; the plain page needs no script.
    expect(page.body).toContain(`href="/failed/${orderId}"`);
    expect(page.body).not.toContain('<script');

    const refused = await postCardForm(url, { cardNumber: '4242 4242 4242 4241', expiry: '01/20' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('There is a problem');
    expect(refused.body).toContain('Enter an expiry date in the future');
    expect(refused.body).toContain('value="James Wilson"');
    expect(refused.body).not.toContain('value="123"'); // the security code is never sent back
    // Its history entry is made a plain visit, so Back to it after paying is not a resubmission.
    expect(refused.body).toContain('<script src="/sandbox-checkout/assets/checkout.js" defer>');
    const script = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox-checkout/assets/checkout.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('history.replaceState');
    expect((await getOrder(orderId)).status).toBe('pending');
  });

  it('changes the retake flag with 204 before payment, and refuses it after', async () => {
    const userId = await createCandidate();
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const patched = await ctx.call('PATCH', `/order/${orderId}`, { retake: true });
    expect(patched.statusCode).toBe(204);
    expect((await getOrder(orderId)).test.retake).toBe(true);

    const { url } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    await payOnSandbox(url);
    const refused = await ctx.call('PATCH', `/order/${orderId}`, { retake: false });
    expect(refused.statusCode).toBe(409);
    expect((await getOrder(orderId)).test.retake).toBe(true);
  });

  it('adds the CITB testing ID and NI number after payment with 204, never echoing the NI whole', async () => {
    const userId = await createCandidate();
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const res = await ctx.call('PATCH', `/order/${orderId}`, {
      testingId: 'CITB123456',
      NI: 'AB 12 34 56 D',
    });
    expect(res.statusCode).toBe(204);
    const order = await getOrder(orderId);
    expect(order.Cards[0].testingId).toBe('CITB123456');
    expect(order.User.nationalInsuranceNumber).toBe('******56D');
  });

  it('adds a missing reference to a paid order, but never replaces one it has', async () => {
    const userId = await createCandidate();
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const { url } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    await payOnSandbox(url);

    const added = await ctx.call('PATCH', `/order/${orderId}`, { testingId: 'CITB123456' });
    expect(added.statusCode).toBe(204);
    expect(
      (await ctx.call('PATCH', `/order/${orderId}`, { testingId: 'CITB123456' })).statusCode,
    ).toBe(204);
    const replaced = await ctx.call('PATCH', `/order/${orderId}`, { testingId: 'CITB999999' });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().message).toBe(
      'This order is paid and already has a CITB testing ID. To change it, contact us and quote your reference.',
    );
    // The candidate gave an NI number when booking: it is the order's too.
    const ni = await ctx.call('PATCH', `/order/${orderId}`, { NI: 'AB999999D' });
    expect(ni.statusCode).toBe(409);
    const order = await getOrder(orderId);
    expect(order.Cards[0].testingId).toBe('CITB123456');
    expect(order.User.nationalInsuranceNumber).not.toMatch(/99D$/);
  });

  it('a declined card marks the order failed, and paying again for the same order succeeds', async () => {
    const userId = await createCandidate();
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const first = (await ctx.call('POST', '/payment', { orderId })).json().data;
    const declined = await payOnSandbox(first.url, '4000 0000 0000 0002');
    expect(declined.headers.location).toBe(`/failed/${orderId}`);
    expect((await getOrder(orderId)).status).toBe('failed');

    const second = (await ctx.call('POST', '/payment', { orderId })).json().data;
    expect(second.session_id).not.toBe(first.session_id);
    await payOnSandbox(second.url);
    expect((await getOrder(orderId)).status).toBe('paid');
    const again = await ctx.call('POST', '/payment', { orderId });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a card that is not a test card, and changes nothing', async () => {
    const userId = await createCandidate();
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const { url } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    const res = await payOnSandbox(url, '5555 5555 5555 4444');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This is a test checkout');
    expect((await getOrder(orderId)).status).toBe('pending');
  });
});

describe('the sandbox checkout page', () => {
  /** What every sandbox page must say first, so nobody takes it for a real payment. */
  function expectTestNotice(page: { body: string }) {
    expect(page.body).toMatch(/<title>[^<]*test payment/i);
    expect(page.body).toContain('<div class="test-notice" role="note">');
    expect(page.body).toContain('This is a test payment. No money moves.');
    expect(page.body).toContain('No card is charged and nothing is paid to anyone.');
  }

  it('says plainly on every page that it is a test payment and no money moves', async () => {
    const userId = await createCandidate();
    const { orderId } = (await ctx.call('POST', '/test', buildTestBooking({ userId }))).json().data;
    const { url } = (await ctx.call('POST', '/payment', { orderId })).json().data;
    const open = await ctx.app.inject({ method: 'GET', url });
    expect(open.statusCode).toBe(200);
    expectTestNotice(open);
    expect(open.body).toContain('Use a test card, never a real one');
    expect(open.body).toMatch(/<button type="submit" class="button">Pay £36\.00 \(test only\)/);

    const refused = await postCardForm(url, { cardNumber: '1234 5678 9012 3456' });
    expect(refused.statusCode).toBe(400);
    expectTestNotice(refused);

    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/sandbox-checkout/cs_sandbox_${'0'.repeat(32)}`,
    });
    expect(missing.statusCode).toBe(404);
    expectTestNotice(missing);

    expect((await ctx.call('POST', `/order/${orderId}/abandon`)).statusCode).toBe(204);
    const closed = await ctx.app.inject({ method: 'GET', url });
    expect(closed.statusCode).toBe(410);
    expectTestNotice(closed);
  });
});
