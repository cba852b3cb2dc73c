import { describe, expect, it } from 'vitest';
import { admin, auditRows, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

const { ctx, staff } = useAdminOrdersApp();

describe('CSV export', () => {
  it('exports the filtered orders without NI number or birth date unless asked, and audits it', async () => {
    const orderId = await paidTestOrder(ctx, {
      lastName: 'Exportson',
      phoneNumber: '07700 900123',
    });
    const plain = await admin(ctx, staff, 'GET', '/orders/export.csv?q=Exportson');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(plain.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = plain.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '"Reference","Order id","Created","Paid","Kind","Status","Description","Name","Email","Phone","Postcode","Official fee","Service fee","Total","Refunded","CITB/CSCS reference"',
    );
    expect(lines[1]).toContain(`"${orderId}"`);
    expect(lines[1]).toContain('"James Exportson"');
    expect(lines[1]).toContain('"23.50","12.50","36.00"');
    expect(plain.body).not.toContain('QQ123456C');
    expect(plain.body).not.toContain('1990-04-15');

    const sensitive = await admin(
      ctx,
      staff,
      'GET',
      '/orders/export.csv?q=Exportson&includeSensitive=yes',
    );
    expect(sensitive.body.split('\r\n')[0]).toContain('"NI number","Date of birth"');
    expect(sensitive.body).toContain('"QQ123456C","1990-04-15"');

    const audit = await auditRows(ctx, `action = 'export-orders'`);
    expect(audit.slice(-2).map((row) => row.detail)).toEqual([
      { filters: { q: 'Exportson' }, rows: 1, includesNiAndDateOfBirth: false },
      { filters: { q: 'Exportson' }, rows: 1, includesNiAndDateOfBirth: true },
    ]);
  });

  it('defuses spreadsheet formulas', async () => {
    const { csvCell } = await import('../src/fulfilment/order-list');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('Plain')).toBe('"Plain"');
  });
});
