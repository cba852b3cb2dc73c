import { and, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Stage } from '@site/domain/fulfilment';
import type { OrderFilters } from '@site/domain/schemas';
import type { Db } from '../db/client';
import { orders, people } from '../db/schema';

/** The back office's order list and CSV export: the rows their filters match. */

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

export type OrderListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null;
};

/** One page of the matching orders, newest first, and how many match in all. */
export async function listOrderRows(
  db: Db,
  filters: OrderFilters,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: OrderListRow[] }> {
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
  return { total, rows };
}

/** Every matching order, newest first, up to 50,000 (the CSV export). */
export async function exportOrderRows(db: Db, filters: OrderFilters): Promise<OrderListRow[]> {
  return db
    .select(listColumns)
    .from(orders)
    .innerJoin(people, eq(people.id, orders.personId))
    .where(filterSql(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50_000);
}
