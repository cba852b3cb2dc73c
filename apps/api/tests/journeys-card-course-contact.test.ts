import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '@site/domain/test-support';
import { addMonths, todayInLondon } from '@site/domain/validators';
import { useJourneyApp } from './journey-support';
import { fieldError } from './helper';

const { ctx, createCandidate, payOnSandbox, getOrder } = useJourneyApp();

describe('card journey', () => {
  it('applies for a card with initiate_pay, adds references with 200, and pays', async () => {
    const userId = await createCandidate();
    const res = await ctx.call('POST', '/card?initiate_pay=true', {
      userId,
      type: 'Black Manager',
      applicationType: 'Renew Card',
      trait: 'Building Control Officer',
      requirements: ['management-nvq', 'hse-test'],
      // Within CSCS's renewal window, which opens 6 months before the expiry.
      cardExpiresOn: addMonths(todayInLondon(), 4),
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
    expect(res.json().errors).toContainEqual(
      fieldError('applicationType', 'Select an application type this card allows'),
    );
  });

  it('refuses a card whose qualification the applicant has not confirmed, and makes no order', async () => {
    const userId = await createCandidate();
    const res = await ctx.call('POST', '/card?initiate_pay=true', {
      userId,
      type: 'Green Labourer',
      applicationType: 'New Card',
      trait: 'Labourer, General Construction Operative',
      requirements: ['hse-test'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      fieldError(
        'requirements',
        'This card needs a qualification and a CITB HS&E test passed in the last 2 years: you cannot apply without them',
      ),
    ]);
  });

  it('replaces a lost card without its number or any requirement', async () => {
    const userId = await createCandidate();
    const res = await ctx.call('POST', '/card?initiate_pay=true', {
      userId,
      type: 'Green Labourer',
      applicationType: 'Lost/Stolen Card',
      trait: 'Labourer, General Construction Operative',
    });
    expect(res.statusCode, res.body).toBe(201);
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
