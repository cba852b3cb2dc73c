import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { admin, auditRows, paidTestOrder } from './admin-support';
import { useAdminOrdersApp } from './admin-orders-support';

const { ctx, staff } = useAdminOrdersApp();

const HEADER = [
  'Reference',
  'Order id',
  'Created',
  'Paid',
  'Kind',
  'Status',
  'Description',
  'Date',
  'Time',
  'Centre / venue',
  'Name',
  'Email',
  'Phone',
  'Postcode',
  'Official fee',
  'Service fee',
  'Total',
  'Refunded',
  'CITB/CSCS reference',
  // The language of the customer's emails and texts (issue 20).
  'Language',
];

/** The file as a CSV parser reads it: the BOM kept apart, then one object per row. */
function readCsv(body: string) {
  const rows = parse(body, { bom: true, columns: true }) as Record<string, string>[];
  const header = (parse(body, { bom: true, to_line: 1 }) as string[][])[0];
  return { rows, header };
}

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
    const { rows, header } = readCsv(plain.body);
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'Order id': orderId,
      Name: 'James Exportson',
      Kind: 'CITB test',
      Time: '09:30',
      'Centre / venue': 'Aberdeen (Scotland) Test Centre',
      'Official fee': '23.50',
      'Service fee': '12.50',
      Total: '36.00',
    });
    expect(plain.body).not.toContain('AB123456C');
    expect(plain.body).not.toContain('1990-04-15');

    const sensitive = await admin(
      ctx,
      staff,
      'GET',
      '/orders/export.csv?q=Exportson&includeSensitive=yes',
    );
    const withNi = readCsv(sensitive.body);
    expect(withNi.header).toContain('NI number');
    expect(withNi.rows[0]).toMatchObject({
      'NI number': 'AB123456C',
      'Date of birth': '15/04/1990',
    });

    const audit = await auditRows(ctx, `action = 'export-orders'`);
    expect(audit.slice(-2).map((row) => row.detail)).toEqual([
      { filters: { q: 'Exportson' }, rows: 1, includesNiAndDateOfBirth: false },
      { filters: { q: 'Exportson' }, rows: 1, includesNiAndDateOfBirth: true },
    ]);
  });

  it('opens in Excel as written: BOM, accents, leading zeros kept as text, UK local times', async () => {
    const orderId = await paidTestOrder(ctx, {
      firstName: 'Łukasz',
      lastName: 'Wiśniewski-Şahin',
      phoneNumber: '07700 900123',
    });
    const res = await admin(ctx, staff, 'GET', '/orders/export.csv?q=wisniewski');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.split('\r\n')).toHaveLength(3);
    const { rows } = readCsv(res.body);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row['Order id']).toBe(orderId);
    expect(row.Name).toBe('Łukasz Wiśniewski-Şahin');
    // ="…" is Excel's way to keep digits as text: the number stays as stored (E.164), plus and all.
    expect(row.Phone).toBe('="+447700900123"');
    // Created in UK local time, as Excel reads a UK date and time.
    const created = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    expect(row.Created).toMatch(new RegExp(`^${created} \\d{2}:\\d{2}$`));
    expect(row.Date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('keeps values as text and defuses spreadsheet formulas', async () => {
    const { csvCell, csvTextCell, ukDateTime } = await import('../src/fulfilment/excel-csv');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('Plain')).toBe('"Plain"');
    expect(csvTextCell('07700900123')).toBe('"=""07700900123"""');
    expect(csvTextCell('+44 7700 900123')).toBe('"=""+44 7700 900123"""');
    expect(csvTextCell('1234E56789')).toBe('"=""1234E56789"""');
    expect(csvTextCell('12345')).toBe('"12345"');
    // Anything but digits goes through the formula guard, never into ="…".
    expect(csvTextCell('+44 =cmd|')).toBe(`"'+44 =cmd|"`);
    // British Summer Time and Greenwich Mean Time.
    expect(ukDateTime(new Date('2026-07-01T08:30:00Z'))).toBe('01/07/2026 09:30');
    expect(ukDateTime(new Date('2026-12-01T08:30:00Z'))).toBe('01/12/2026 08:30');
  });
});
