import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getCentreById } from '@site/domain/catalogue';
import { buildCandidate, buildTestBooking } from '@site/domain/test-support';
import { orders } from '../src/db/schema';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

async function createCandidate(): Promise<string> {
  const res = await ctx.call('POST', '/candidate', buildCandidate());
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body.status).toBe(201);
  return body.data.userId;
}

/** Posts the sandbox page's card form as a browser would. */
function postCardForm(url: string, card: { cardNumber: string; expiry?: string }) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'James Wilson',
      cardNumber: card.cardNumber,
      expiry: card.expiry ?? '12/30',
      cvc: '123',
    }).toString(),
  });
}

/** Pays on the sandbox's hosted page as a browser would: open it, then post the card form. */
async function payOnSandbox(url: string, cardNumber = '4242 4242 4242 4242') {
  const page = await ctx.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Card number');
  return postCardForm(url, { cardNumber });
}

async function getOrder(orderId: string) {
  const res = await ctx.call('GET', `/order/${orderId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.order;
}

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
    expect(JSON.stringify(order)).not.toContain('QQ123456C');
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
    const ni = await ctx.call('PATCH', `/order/${orderId}`, { NI: 'AB999999Z' });
    expect(ni.statusCode).toBe(409);
    const order = await getOrder(orderId);
    expect(order.Cards[0].testingId).toBe('CITB123456');
    expect(order.User.nationalInsuranceNumber).not.toMatch(/99Z$/);
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

describe('card journey', () => {
  it('applies for a card with initiate_pay, adds references with 200, and pays', async () => {
    const userId = await createCandidate();
    const res = await ctx.call('POST', '/card?initiate_pay=true', {
      userId,
      type: 'Black Manager',
      applicationType: 'Renew Card',
      trait: 'Building Control Officer',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, cardId, session_id, url } = res.json().data;
    expect(session_id).toMatch(/^cs_sandbox_/);

    const patched = await ctx.call('PATCH', `/card/${cardId}`, {
      testingId: 'CITB1234567',
      registrationNumber: 'CSCS123456',
    });
    expect(patched.statusCode).toBe(200);

    await payOnSandbox(url);
    const order = await getOrder(orderId);
    expect(order).toMatchObject({ kind: 'card', status: 'paid' });
    expect(order.card).toEqual({
      type: 'Black Manager',
      applicationType: 'Renew Card',
      trait: 'Building Control Officer',
    });
    expect(order.Cards[0]).toMatchObject({ id: cardId, testingId: 'CITB1234567' });
    expect(order.price.officialFee).toBe(3600);

    // Paid: the references it has stay as they are.
    const replaced = await ctx.call('PATCH', `/card/${cardId}`, {
      registrationNumber: 'CSCS999999',
    });
    expect(replaced.statusCode).toBe(409);
    expect((await getOrder(orderId)).Cards[0].registrationNumber).toBe('CSCS123456');
  });

  it('refuses an application type the card does not allow', async () => {
    const userId = await createCandidate();
    const res = await ctx.call('POST', '/card?initiate_pay=true', {
      userId,
      type: 'White Professionally Qualified Person',
      applicationType: 'Renew Card',
      trait: 'Architect',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'applicationType',
      message: 'Select an application type this card allows',
    });
  });
});

describe('course journeys', () => {
  it('holds a classroom seat, books it and pays', async () => {
    const userId = await createCandidate();
    const locations = (await ctx.call('GET', '/course/offline/location/all')).json().data.locations;
    expect(locations.length).toBeGreaterThan(0);
    const location = locations[0];
    const date = location.dates[0];
    const held = await ctx.call('POST', '/course/offline/seat', {
      locationId: location.id,
      seatCount: 1,
      datetime: date.datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    });
    expect(held.statusCode, held.body).toBe(201);
    const [seatId] = held.json().data.seatIds;

    const after = (await ctx.call('GET', '/course/offline/location/all')).json().data.locations;
    expect(after[0].dates[0].seatsLeft).toBe(date.seatsLeft - 1);

    const booked = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { orderId, url } = booked.json().data;
    // A retry that names the candidate in capitals is the same booking.
    const again = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId: userId.toUpperCase(),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.orderId).toBe(orderId);
    expect(again.json().data.url).toBe(url);

    await payOnSandbox(url);
    const order = await getOrder(orderId);
    expect(order).toMatchObject({ kind: 'course-offline', status: 'paid' });
    expect(order.course).toMatchObject({
      type: 'Offline',
      name: 'Level 1 Award in Health and Safety',
      locationName: location.name,
    });
    // Where to go: the venue's address and postcode travel with the order.
    expect(order.course.locationAddress).toMatch(/, [A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
  });

  it('books the online course and pays', async () => {
    const userId = await createCandidate();
    const res = await ctx.call('POST', '/course/online?initiate_pay=true', {
      userId,
      type: 'Online',
      date: buildTestBooking().date,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, url } = res.json().data;
    await payOnSandbox(url);
    const order = await getOrder(orderId);
    expect(order).toMatchObject({ kind: 'course-online', status: 'paid' });
    expect(order.course).toMatchObject({ type: 'Online', name: 'Level 1 Award' });
    expect(order.price.total).toBe(9900);
  });
});

describe('contact', () => {
  it('takes a contact message with only the required fields, defaulting the title to Mr', async () => {
    const res = await ctx.call('POST', '/contact', {
      firstName: 'Amy',
      lastName: 'Jones',
      email: 'amy@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes a group booking with its size', async () => {
    const res = await ctx.call('POST', '/contact', {
      firstName: 'Amy',
      lastName: 'Jones',
      phoneNumber: '07700 900123',
      kind: 'group-booking',
      groupSize: 12,
      comment: 'Twelve operatives need the test next month.',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
