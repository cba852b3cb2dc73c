import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { TEST_CENTRES, getCentreById } from '@site/domain/catalogue';
import { confirmedDetailsSchema } from '@site/domain/fulfilment';
import type { Stage } from '@site/domain/fulfilment';
import {
  SEARCH_FOLD_EXPANSIONS,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  foldForSearch,
  phoneDigitsForSearch,
} from '@site/domain/format';
import type { OrderFilters, OrderListView } from '@site/domain/schemas';
import type { Db } from '../db/client';
import { orders, people } from '../db/schema';
import type { CourseDetails, TestDetails } from './order-view';

/** The back office's order list and CSV export: the rows their filters match. */

const stageSql = sql<Stage>`coalesce(${orders.fulfilmentStatus}, ${orders.status})`;

const VIEW_STAGES: Record<Exclude<OrderListView, 'all'>, Stage[]> = {
  action: ['paid', 'submitted', 'confirmed'],
  abandoned: ['pending', 'expired', 'failed'],
  closed: ['completed', 'cancelled', 'refunded'],
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A text column without accents and in lower case, as `foldForSearch` makes the query. */
export function foldedSql(column: SQLWrapper): SQL {
  let folded = sql`translate(${column}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})`;
  for (const [letter, plain] of SEARCH_FOLD_EXPANSIONS) {
    folded = sql`replace(${folded}, ${letter}, ${plain})`;
  }
  // lower() after translate(): under the C locale lower() changes only A–Z.
  return sql`lower(${folded})`;
}

/** The phone number's digits in national form (44… and 0044… as 0…), as the query's are. */
const rawDigitsSql = sql`regexp_replace(${people.phoneNumber}, '[^0-9]', '', 'g')`;
const phoneDigitsSql = sql`(case
  when ${rawDigitsSql} like '00440%' then substr(${rawDigitsSql}, 5)
  when ${rawDigitsSql} like '0044%' then '0' || substr(${rawDigitsSql}, 5)
  when ${rawDigitsSql} like '440%' and length(${rawDigitsSql}) >= 11 then substr(${rawDigitsSql}, 3)
  when ${rawDigitsSql} like '44%' and length(${rawDigitsSql}) >= 11
    then '0' || substr(${rawDigitsSql}, 3)
  else ${rawDigitsSql} end)`;

/**
 * The day as 'YYYY-MM-DD': the one staff confirmed, else the one booked (a classroom course keeps
 * an instant, read in UK time).
 */
const bookedDaySql = sql<string | null>`(case
  when ${orders.confirmedDetails}->>'date' is not null then ${orders.confirmedDetails}->>'date'
  when ${orders.kind} = 'course-offline'
    then to_char((${orders.details}->>'date')::timestamptz at time zone 'Europe/London', 'YYYY-MM-DD')
  else ${orders.details}->>'date' end)`;

/** The place staff confirmed: a test's centre name or a classroom course's venue address. */
const confirmedPlaceSql = sql`coalesce(${orders.confirmedDetails}->>'centreName', ${orders.confirmedDetails}->>'venueAddress')`;

function centreSql(text: string): SQL {
  const folded = foldForSearch(text);
  return or(
    and(
      sql`${confirmedPlaceSql} is not null`,
      sql`${foldedSql(confirmedPlaceSql)} like ${likePattern(folded)}`,
    ),
    and(sql`${confirmedPlaceSql} is null`, bookedCentreSql(folded)),
  )!;
}

function bookedCentreSql(folded: string): SQL {
  const centreIds = TEST_CENTRES.filter((c) => foldForSearch(c.name).includes(folded)).map(
    (c) => c.id,
  );
  const venue = sql`${orders.kind} = 'course-offline' and ${foldedSql(
    sql`${orders.details}->>'locationName'`,
  )} like ${likePattern(folded)}`;
  if (centreIds.length === 0) return venue;
  return or(
    and(eq(orders.kind, 'test'), inArray(sql`(${orders.details}->>'location')::int`, centreIds)),
    venue,
  )!;
}

function searchSql(q: string): SQL {
  const pattern = likePattern(foldForSearch(q));
  const compact = likePattern(q.replace(/[\s-]+/g, '').toUpperCase());
  const phone = phoneDigitsForSearch(q);
  return or(
    sql`${foldedSql(sql`concat_ws(' ', ${people.firstName}, ${people.middleName}, ${people.lastName})`)} like ${pattern}`,
    sql`${foldedSql(sql`(${people.firstName} || ' ' || ${people.lastName})`)} like ${pattern}`,
    sql`${people.email} ilike ${likePattern(q)}`,
    sql`replace(upper(${people.postcode}), ' ', '') like ${compact}`,
    sql`upper(replace(${orders.id}::text, '-', '')) like ${compact}`,
    sql`${orders.fulfilmentReference} ilike ${likePattern(q)}`,
    ...(phone ? [sql`${phoneDigitsSql} like ${likePattern(phone)}`] : []),
  )!;
}

/** No status chosen: the view's stages (paid work that needs action by default). */
function viewOf(filters: OrderFilters): OrderListView {
  return filters.view ?? 'action';
}

function filterSql(filters: OrderFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(orders.kind, filters.kind));
  if (filters.status) where.push(sql`${stageSql} = ${filters.status}`);
  else {
    const view = viewOf(filters);
    if (view !== 'all') where.push(inArray(stageSql, VIEW_STAGES[view]));
  }
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
  if (filters.bookedFrom) where.push(sql`${bookedDaySql} >= ${filters.bookedFrom}`);
  if (filters.bookedTo) where.push(sql`${bookedDaySql} <= ${filters.bookedTo}`);
  if (filters.centre) where.push(centreSql(filters.centre));
  const q = filters.q?.trim();
  if (q) where.push(searchSql(q));
  return where.length ? and(...where) : undefined;
}

/** Work that needs action is taken oldest first; any other view shows the newest first. */
function orderByOf(filters: OrderFilters): SQL[] {
  return !filters.status && viewOf(filters) === 'action'
    ? [asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
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
  confirmedDetails: orders.confirmedDetails,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  locale: orders.locale,
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

/** The test's or course's day ('YYYY-MM-DD'), time ('HH:MM') and centre or venue. */
export interface BookedSlot {
  date: string | null;
  time: string | null;
  venue: string | null;
}

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * What the list and the CSV show as the order's date, time and place: the slot staff confirmed
 * (decision 017) once there is one, else what the customer booked (the preferred test date and
 * time and the chosen centre, or the course session).
 */
export function bookedSlot(
  row: Pick<OrderListRow, 'kind' | 'details' | 'confirmedDetails'>,
): BookedSlot {
  const confirmed = confirmedDetailsSchema.safeParse(row.confirmedDetails);
  if (confirmed.success) {
    const slot = confirmed.data;
    if (slot.kind === 'test') return { date: slot.date, time: slot.time, venue: slot.centreName };
    if (slot.kind === 'course-offline') {
      return { date: slot.date, time: slot.time, venue: slot.venueAddress };
    }
    if (slot.kind === 'course-online') return { date: slot.date, time: null, venue: 'Online' };
  }
  if (row.kind === 'test') {
    const details = row.details as TestDetails;
    return {
      date: details.date ?? null,
      time: details.testTime ?? null,
      venue: getCentreById(details.location)?.name ?? null,
    };
  }
  if (row.kind === 'course-offline') {
    const details = row.details as CourseDetails;
    const starts = new Date(details.date);
    const valid = !Number.isNaN(starts.getTime());
    return {
      date: valid ? LONDON_DAY.format(starts) : null,
      time: valid ? LONDON_CLOCK.format(starts) : null,
      venue: details.locationName ?? null,
    };
  }
  if (row.kind === 'course-online') {
    return { date: (row.details as CourseDetails).date ?? null, time: null, venue: 'Online' };
  }
  return { date: null, time: null, venue: null };
}

/** One page of the matching orders, in the view's order, and how many match in all. */
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
    .orderBy(...orderByOf(filters))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total, rows };
}

/** Every matching order, in the list's order, up to 50,000 (the CSV export). */
export async function exportOrderRows(db: Db, filters: OrderFilters): Promise<OrderListRow[]> {
  return db
    .select(listColumns)
    .from(orders)
    .innerJoin(people, eq(people.id, orders.personId))
    .where(filterSql(filters))
    .orderBy(...orderByOf(filters))
    .limit(50_000);
}
