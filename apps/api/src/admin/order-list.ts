import { and, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { fullName } from '@site/domain/format';
import type { Db } from '../db/client';
import { orders, people } from '../db/schema';
import { describeOrder, referenceOf } from '../repositories/order-view';
import { stageOf } from '@site/domain/fulfilment';
import type { Stage } from '@site/domain/fulfilment';
import type { OrderFilters } from '@site/domain/schemas';

/** The back office's order list, its filters and the CSV export. */

const stageSql = sql<Stage>`coalesce(${orders.fulfilmentStatus}, ${orders.status})`;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterSql(filters: OrderFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(orders.kind, filters.kind));
  if (filters.status) where.push(sql`${stageSql} = ${filters.status}`);
  if (filters.from) {
    where.push(
      gte(orders.createdAt, sql`(${filters.from}::date)::timestamp at time zone 'Europe/London'`),
    );
  }
  if (filters.to) {
    where.push(
      lt(orders.createdAt, sql`(${filters.to}::date + 1)::timestamp at time zone 'Europe/London'`),
    );
  }
  const q = filters.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const compact = likePattern(q.replace(/[\s-]+/g, '').toUpperCase());
    where.push(
      or(
        sql`(${people.firstName} || ' ' || ${people.lastName}) ilike ${pattern}`,
        sql`${people.email} ilike ${pattern}`,
        sql`replace(upper(${people.postcode}), ' ', '') like ${compact}`,
        sql`upper(replace(${orders.id}::text, '-', '')) like ${compact}`,
        sql`${orders.fulfilmentReference} ilike ${pattern}`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const listColumns = {
  id: orders.id,
  kind: orders.kind,
  status: orders.status,
  fulfilmentStatus: orders.fulfilmentStatus,
  details: orders.details,
  totalPence: orders.totalPence,
  officialFeePence: orders.officialFeePence,
  serviceFeePence: orders.serviceFeePence,
  refundedPence: orders.refundedPence,
  fulfilmentReference: orders.fulfilmentReference,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  firstName: people.firstName,
  middleName: people.middleName,
  lastName: people.lastName,
  email: people.email,
  phoneNumber: people.phoneNumber,
  postcode: people.postcode,
  dateOfBirth: people.dateOfBirth,
  personNi: people.nationalInsuranceNumber,
  orderNi: orders.nationalInsuranceNumber,
  erasedAt: orders.personalDataErasedAt,
};

type ListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null;
};

function summary(row: ListRow) {
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
  const where = filterSql(filters);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(people, eq(people.id, orders.personId))
    .where(where);
  const rows = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(people, eq(people.id, orders.personId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total, page, pageSize, orders: rows.map(summary) };
}

/** Every matching order, newest first, as CSV; NI number and date of birth only if asked. */
export async function exportOrdersCsv(
  db: Db,
  filters: OrderFilters,
  sensitive: boolean,
): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select(listColumns)
    .from(orders)
    .innerJoin(people, eq(people.id, orders.personId))
    .where(filterSql(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50_000);
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
