import { expect } from 'vitest';
import { buildCandidate, buildCardApplication, buildTestBooking } from '@site/domain/test-support';
import type { TestContext } from './helper';
import { paidTestOrder, payOnSandboxForm } from './admin-support';

export type OrderKind = 'test' | 'card' | 'course-online' | 'course-offline';

/** A paid order of each kind, booked and paid through the public API as the site does it. */
export async function paidOrderOf(ctx: TestContext, kind: OrderKind): Promise<string> {
  if (kind === 'test') return paidTestOrder(ctx);
  const userId = (await ctx.call('POST', '/candidate', buildCandidate())).json().data
    .userId as string;
  let booked;
  if (kind === 'card') {
    const { type, applicationType, trait, requirements } = buildCardApplication();
    booked = await ctx.call('POST', '/card?initiate_pay=true', {
      userId,
      type,
      applicationType,
      trait,
      requirements,
    });
  } else if (kind === 'course-online') {
    booked = await ctx.call('POST', '/course/online?initiate_pay=true', {
      userId,
      type: 'Online',
      date: buildTestBooking().date,
    });
  } else {
    const [location] = (await ctx.call('GET', '/course/offline/location/all')).json().data
      .locations;
    const held = await ctx.call('POST', '/course/offline/seat', {
      locationId: location.id,
      seatCount: 1,
      datetime: location.dates[0].datetime,
      name: 'Level 1 Award in Health and Safety',
      provider: 'SafeSite Training',
    });
    expect(held.statusCode, held.body).toBe(201);
    const [seatId] = held.json().data.seatIds;
    booked = await ctx.call('POST', `/course/offline/book/${seatId}?initiate_pay=true`, {
      userId,
    });
  }
  expect(booked.statusCode, booked.body).toBe(201);
  const { orderId, url } = booked.json().data as { orderId: string; url: string };
  await payOnSandboxForm(ctx, url);
  return orderId;
}
