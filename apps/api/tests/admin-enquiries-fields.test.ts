import { describe, expect, it } from 'vitest';
import { buildContact } from '@site/domain/test-support';
import { admin } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

/** Issue 18 point 3: an enquiry shows everything the customer sent. */
const { ctx, staff } = useAdminOrdersApp();

describe('enquiries in full', () => {
  it('lists every field of a group enquiry, the NI number masked', async () => {
    const sent = await ctx.call('POST', '/contact', {
      ...buildContact({
        firstName: 'Grzegorz',
        middleName: 'Jan',
        lastName: 'Brzęczyszczykiewicz',
      }),
      nationalInsuranceNumber: 'AB123456C',
      kind: 'group-booking',
      groupSize: 14,
    });
    expect(sent.statusCode).toBe(201);
    const list = (await admin(ctx, staff, 'GET', '/enquiries?kind=group-booking')).json().data;
    expect(list.enquiries[0]).toEqual({
      id: expect.any(String),
      kind: 'group-booking',
      groupSize: 14,
      comment: 'I would like to book the HS&E test for a group of 8 workers.',
      createdAt: expect.any(String),
      answeredAt: null,
      name: 'Mr Grzegorz Jan Brzęczyszczykiewicz',
      email: 'james.wilson@example.com',
      phoneNumber: '+447700900123',
      address: '10 Downing Street, London',
      nationalInsuranceNumber: '******56C',
    });
  });
});
