import { fullName } from '@site/domain/format';
import { stageOf } from '@site/domain/fulfilment';
import type { OrderFilters } from '@site/domain/schemas';
import type { Db } from '../db/client';
import type { orders } from '../db/schema';
import { exportOrderRows, listOrderRows } from '../repositories/order-list-repository';
import type { OrderListRow } from '../repositories/order-list-repository';
import { describeOrder, referenceOf } from '../repositories/order-view';

/** The back office's order list and its CSV export. */

function summary(row: OrderListRow) {
  const order = row as unknown as typeof orders.$inferSelect;
  return {
    id: row.id!,
    reference: referenceOf(row.id!),
    kind: row.kind!,
    stage: stageOf({ status: row.status!, fulfilmentStatus: row.fulfilmentStatus }),
    description: describeOrder(order),
    // In full: staff book the test under the name on the candidate's photo ID.
    name: fullName(row),
    email: row.email,
    postcode: row.postcode,
    totalPence: row.totalPence!,
    createdAt: row.createdAt!.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

export async function listOrders(db: Db, filters: OrderFilters, page: number, pageSize: number) {
  const { total, rows } = await listOrderRows(db, filters, page, pageSize);
  return { total, page, pageSize, orders: rows.map(summary) };
}

/** Every matching order, newest first, as CSV; NI number and date of birth only if asked. */
export async function exportOrdersCsv(
  db: Db,
  filters: OrderFilters,
  sensitive: boolean,
): Promise<{ csv: string; rows: number }> {
  const rows = await exportOrderRows(db, filters);
  const header = [
    'Reference',
    'Order id',
    'Created',
    'Paid',
    'Kind',
    'Status',
    'Description',
    'Name',
    'Email',
    'Phone',
    'Postcode',
    ...(sensitive ? ['NI number', 'Date of birth'] : []),
    'Official fee',
    'Service fee',
    'Total',
    'Refunded',
    'CITB/CSCS reference',
  ];
  const pounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));
  const lines = rows.map((row) => {
    const s = summary(row);
    return [
      s.reference,
      s.id,
      s.createdAt,
      s.paidAt ?? '',
      s.kind,
      s.stage,
      s.description,
      s.name,
      row.email ?? '',
      row.phoneNumber ?? '',
      row.postcode ?? '',
      ...(sensitive ? [row.orderNi ?? row.personNi ?? '', row.dateOfBirth ?? ''] : []),
      pounds(row.officialFeePence),
      pounds(row.serviceFeePence),
      pounds(row.totalPence),
      pounds(row.refundedPence),
      row.fulfilmentReference ?? '',
    ];
  });
  const csv = [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return { csv: `${csv}\r\n`, rows: rows.length };
}

/** One CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet shows it as text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
