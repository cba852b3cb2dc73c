import Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCandidateSchema, orderDetailSchema } from '@site/domain/schemas';
import { staffSession } from '../src/plugins/app/staff-session';
import { adminRoutes } from '../src/routes/admin';
import { createChangeRequestsAdmin } from '../src/fulfilment/change-requests';
import { createEnquiriesAdmin } from '../src/fulfilment/enquiries';
import { createOrdersAdmin } from '../src/fulfilment/orders-admin';
import { createStaffAccess } from '../src/staff/staff-access';
import { buildTestApp } from './helper';
import type { TestContext } from './helper';
import { admin, paidTestOrder, signedInStaff } from './admin-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_SIGN_IN_PER_MINUTE: '1000' });
});
afterAll(async () => ctx.close());

const keys = (value: object) => Object.keys(value).sort();

describe('the back office contract (issue 17 point 2)', () => {
  it('has every admin route declare its answers: success and the error shape', async () => {
    const routes: RouteOptions[] = [];
    const app = Fastify();
    await app.register(staffSession, { db: ctx.database.db });
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') routes.push(route);
    });
    await app.register(adminRoutes, {
      prefix: '/api/admin',
      ordersAdmin: createOrdersAdmin(ctx.database.db, ctx.app.payments.provider),
      enquiriesAdmin: createEnquiriesAdmin(ctx.database.db),
      changeRequestsAdmin: createChangeRequestsAdmin(ctx.database.db, ctx.app.payments.provider),
      staffAccess: createStaffAccess(ctx.database.db),
      signInPerMinute: 10,
    });
    await app.close();
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const response = Object.keys(route.schema?.response ?? {});
      const name = `${String(route.method)} ${route.url}`;
      expect(response, name).toEqual(expect.arrayContaining(['4xx', '5xx']));
      const catchAll = route.url === '/api/admin/' || route.url === '/api/admin/*';
      if (!catchAll)
        expect(
          response.some((status) => /^2\d\d$/.test(status)),
          name,
        ).toBe(true);
    }
  });

  it("sends an order's detail bounded by the domain's schema, NI number included", async () => {
    const staff = await signedInStaff(ctx);
    const orderId = await paidTestOrder(ctx);
    const res = await admin(ctx, staff, 'GET', `/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    const { order } = res.json().data;
    expect(keys(order)).toEqual(keys(orderDetailSchema.shape));
    expect(keys(order.candidate)).toEqual(keys(adminCandidateSchema.shape));
    expect(order.candidate.nationalInsuranceNumber).toBe('AB123456C');
    expect(orderDetailSchema.safeParse(order).success).toBe(true);
  });
});
