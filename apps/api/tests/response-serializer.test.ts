import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderResponse } from '@site/domain/schemas';
import { responseSerializer } from '../src/plugins/app/response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializer({ schema, method: 'GET', url: '/', httpStatus: '200' });

describe('responseSerializer', () => {
  it('writes only the fields the schema declares, at every depth', () => {
    const write = compile(
      z.object({
        data: z.object({ name: z.string(), items: z.array(z.object({ id: z.string() })) }),
      }),
    );
    const sent = write({
      data: {
        name: 'Amy',
        nationalInsuranceNumber: 'AB123456C',
        items: [{ id: 'a', dateOfBirth: '1990-01-01' }],
      },
      secret: 'x',
    });
    expect(JSON.parse(sent)).toEqual({ data: { name: 'Amy', items: [{ id: 'a' }] } });
  });

  it('writes nulls, leaves out absent optional fields and fails on a missing required one', () => {
    const write = compile(
      z.object({ paidAt: z.string().nullable(), note: z.string().optional(), total: z.number() }),
    );
    expect(JSON.parse(write({ paidAt: null, total: 5 }))).toEqual({ paidAt: null, total: 5 });
    expect(() => write({ paidAt: null })).toThrow(/total/);
  });

  it('writes an order answer exactly as JSON.stringify of its checked value would', () => {
    const answer = {
      data: {
        order: {
          id: '3f1e0c2a-1111-4222-8333-444455556666',
          reference: 'SS-3F1E0C2A',
          kind: 'test',
          status: 'pending',
          description: 'CITB HS&E test',
          createdAt: '2026-11-24T06:42:41.047Z',
          paidAt: null,
          price: { officialFee: 2250, serviceFee: 1000, total: 3250 },
          test: {
            location: 12,
            centreName: 'Leeds "Central"',
            date: '2026-12-01',
            alternateDate: '2026-12-03',
            testTime: 'Morning',
            testType: 'operatives',
            testTypeName: 'Operatives',
            language: 'English',
            retake: false,
          },
          Cards: [{ id: null, testingId: null, registrationNumber: null }],
          User: {
            firstName: 'Ann',
            middleName: 'Marie',
            lastName: 'Smith',
            email: 'a***@example.com',
            nationalInsuranceNumber: '******56C',
          },
        },
      },
    };
    expect(JSON.parse(compile(orderResponse)(answer))).toEqual(orderResponse.parse(answer));
  });
});
