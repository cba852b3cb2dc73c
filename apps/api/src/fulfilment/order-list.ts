import { fullName } from '@site/domain/format';
import { LANGUAGE_NAMES, isLocale } from '@site/domain/i18n';
import { stageOf } from '@site/domain/fulfilment';
import type { OrderFilters } from '@site/domain/schemas';
import type { Db } from '../db/client';
import type { orders } from '../db/schema';
import { bookedSlot, exportOrderRows, listOrderRows } from '../repositories/order-list-repository';
import type { OrderListRow } from '../repositories/order-list-repository';
import { describeOrder, referenceOf } from '../repositories/order-view';
import { csvCell, csvTextCell, excelCsv, ukDate, ukDateTime } from './excel-csv';

/** The back office's order list and its CSV export. */

const KIND_NAMES: Record<string, string> = {
  test: 'CITB test',
  card: 'CSCS card',
  'course-online': 'Online course',
  'course-offline': 'Classroom course',
};

function summary(row: OrderListRow) {
  const order = row as unknown as typeof orders.$inferSelect;
  return {
    id: row.id!,
    reference: referenceOf(row.id!),
    kind: row.kind!,
    stage: stageOf({ status: row.status!, fulfilmentStatus: row.fulfilmentStatus }),
    description: describeOrder(order),
    locale: isLocale(row.locale) ? row.locale : 'en',
    // In full: staff book the test under the name on the candidate's photo ID.
    name: fullName(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
    postcode: row.postcode,
    ...bookedSlot(row),
    totalPence: row.totalPence!,
    refundedPence: row.refundedPence,
    createdAt: row.createdAt!.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

export async function listOrders(db: Db, filters: OrderFilters, page: number, pageSize: number) {
  const { total, rows } = await listOrderRows(db, filters, page, pageSize);
  return { total, page, pageSize, orders: rows.map(summary) };
}

/**
 * The matching orders, in the list's order, as CSV for Excel (`excel-csv.ts`); NI number and
 * date of birth only if asked.
 */
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
    'Date',
    'Time',
    'Centre / venue',
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
    'Language',
  ].map(csvCell);
  const pounds = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));
  const lines = rows.map((row) => {
    const s = summary(row);
    return [
      csvTextCell(s.reference),
      csvCell(s.id),
      csvCell(ukDateTime(row.createdAt)),
      csvCell(ukDateTime(row.paidAt)),
      csvCell(KIND_NAMES[s.kind] ?? s.kind),
      csvCell(s.stage),
      csvCell(s.description),
      csvCell(ukDate(s.date)),
      csvCell(s.time ?? ''),
      csvCell(s.venue ?? ''),
      csvCell(s.name),
      csvCell(row.email ?? ''),
      csvTextCell(row.phoneNumber ?? ''),
      csvCell(row.postcode ?? ''),
      ...(sensitive
        ? [csvCell(row.orderNi ?? row.personNi ?? ''), csvCell(ukDate(row.dateOfBirth))]
        : []),
      csvCell(pounds(row.officialFeePence)),
      csvCell(pounds(row.serviceFeePence)),
      csvCell(pounds(row.totalPence)),
      csvCell(pounds(row.refundedPence)),
      csvTextCell(row.fulfilmentReference ?? ''),
      // The language the customer's emails and texts are in (issue 20): 'Polski (pl)'.
      csvCell(`${LANGUAGE_NAMES[s.locale]} (${s.locale})`),
    ];
  });
  return { csv: excelCsv([header, ...lines]), rows: rows.length };
}
