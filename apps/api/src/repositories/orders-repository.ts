import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@site/domain/i18n';
import type { OrderKind, OrderView } from '@site/domain/schemas';
import type { Price } from '@site/domain/pricing';
import { postgresErrorOf, queryRows } from '../db/client';
import type { Db, Executor } from '../db/client';
import { cards, orders, people } from '../db/schema';
import { IdempotencyKeyReused, UnknownPerson } from '../errors';
import { allFulfilled, batched, isRowError } from '../db/batch';
import { jsonRows } from '../db/json-rows';
import { createOrderReferences } from './order-references';
import { toOrderView } from './order-view';
import type { CardDetails, CourseDetails, TestDetails } from './order-view';

export interface NewOrder {
  kind: OrderKind;
  personId: string;
  price: Price;
  details: TestDetails | CardDetails | CourseDetails;
  idempotencyKey?: string;
  /** A card renewal's current card expiry (YYYY-MM-DD), for its reminders once paid. */
  cardExpiresOn?: string;
  /** A test's photo ID (issue 21 point 3): the document and its expiry (YYYY-MM-DD). */
  photoId?: { document: string; expiresOn: string };
  /** The site's language the order was made in (issue 20); English when not given. */
  locale?: Locale;
}

export interface OrdersRepositoryOptions {
  /**
   * false: the order look-up is sent as an unnamed statement, which PgBouncer's transaction
   * mode allows (before 1.21, or without max_prepared_statements); PostgreSQL then plans it
   * on every call. DATABASE_PREPARED_STATEMENTS, decision 019.
   */
  namedStatements?: boolean;
}

export function createOrdersRepository(db: Db, options: OrdersRepositoryOptions = {}) {
  function orderRow(order: NewOrder) {
    return {
      id: randomUUID(),
      kind: order.kind,
      personId: order.personId,
      officialFeePence: order.price.officialFee,
      serviceFeePence: order.price.serviceFee,
      totalPence: order.price.total,
      details: order.details,
      idempotencyKey: order.idempotencyKey,
      cardExpiresOn: order.cardExpiresOn ?? null,
      photoIdDocument: order.photoId?.document ?? null,
      photoIdExpiresOn: order.photoId?.expiresOn ?? null,
      locale: order.locale ?? 'en',
    };
  }

  /** The order already made with this order's idempotency key, if it is the same booking. */
  async function sameOrderMadeBefore(executor: Executor, order: NewOrder) {
    const existing = await executor
      .select({
        id: orders.id,
        personId: orders.personId,
        kind: orders.kind,
        details: orders.details,
        total: orders.totalPence,
        cardExpiresOn: orders.cardExpiresOn,
        photoIdDocument: orders.photoIdDocument,
        photoIdExpiresOn: orders.photoIdExpiresOn,
      })
      .from(orders)
      .where(eq(orders.idempotencyKey, order.idempotencyKey ?? ''));
    const found = existing[0];
    const sameRequest =
      found &&
      found.personId === order.personId &&
      found.kind === order.kind &&
      found.total === order.price.total &&
      found.cardExpiresOn === (order.cardExpiresOn ?? null) &&
      found.photoIdDocument === (order.photoId?.document ?? null) &&
      found.photoIdExpiresOn === (order.photoId?.expiresOn ?? null) &&
      canonicalJson(found.details) === canonicalJson(order.details);
    if (!found || !sameRequest) throw new IdempotencyKeyReused();
    return { id: found.id, created: false };
  }

  /**
   * Inserts an order, or returns the one already made with the same idempotency key, so a
   * double click or a retried request never creates a second order.
   */
  async function insertOrder(
    executor: Executor,
    order: NewOrder,
  ): Promise<{ id: string; created: boolean }> {
    // The person's foreign key is the existence check: one statement, no separate look-up.
    const inserted = await executor
      .insert(orders)
      .values(orderRow(order))
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id })
      .catch((error: unknown) => {
        throw namesUnknownPerson(error) ? new UnknownPerson() : error;
      });
    if (inserted[0]) return { id: inserted[0].id, created: true };
    return sameOrderMadeBefore(executor, order);
  }

  const newOrderRows = jsonRows(orders, [
    'id',
    'kind',
    'personId',
    'officialFeePence',
    'serviceFeePence',
    'totalPence',
    'details',
    'idempotencyKey',
    'photoIdDocument',
    'photoIdExpiresOn',
    'locale',
  ]);
  /** Orders booked at the same moment share one statement and one commit (db/batch.ts). */
  const insertOrderBatched = batched<NewOrder, string>({
    runOne: async (order) => (await insertOrder(db, order)).id,
    async runMany(batch) {
      const rows = batch.map(orderRow);
      const inserted = await queryRows<{ id: string }>(
        db,
        sql`${newOrderRows.insert(rows)} on conflict (${sql.identifier(orders.idempotencyKey.name)}) do nothing returning ${sql.identifier(orders.id.name)}`,
      );
      const made = new Set(inserted.map((row) => row.id));
      // Committed: from here each booking is answered on its own, and none is stored again.
      return Promise.allSettled(
        rows.map(async (row, index) =>
          made.has(row.id) ? row.id : (await sameOrderMadeBefore(db, batch[index]!)).id,
        ),
      );
    },
    // An order for an unknown person fails the statement: each runs alone to find it.
    isInputError: isRowError,
    inFlight: 1,
  });

  // The most frequent read (the success page polls it): built and planned once per connection,
  // for every order looked up in the same turn of the event loop (db/batch.ts).
  const orderViewsQuery = db
    .select({
      order: {
        id: orders.id,
        kind: orders.kind,
        status: orders.status,
        details: orders.details,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        fulfilmentStatus: orders.fulfilmentStatus,
        confirmedDetails: orders.confirmedDetails,
        officialFeePence: orders.officialFeePence,
        serviceFeePence: orders.serviceFeePence,
        totalPence: orders.totalPence,
        testingId: orders.testingId,
        nationalInsuranceNumber: orders.nationalInsuranceNumber,
      },
      person: {
        firstName: people.firstName,
        middleName: people.middleName,
        lastName: people.lastName,
        email: people.email,
        nationalInsuranceNumber: people.nationalInsuranceNumber,
      },
      card: {
        id: cards.id,
        testingId: cards.testingId,
        registrationNumber: cards.registrationNumber,
      },
    })
    .from(orders)
    .innerJoin(people, eq(people.id, orders.personId))
    .leftJoin(cards, eq(cards.orderId, orders.id))
    .where(sql`${orders.id} = any(${sql.placeholder('orderIds')}::uuid[])`)
    // Drizzle builds the SQL once either way; a name also has each connection plan it once.
    // An empty name is node-postgres's unnamed statement.
    .prepare(options.namedStatements === false ? '' : 'order_views');

  // Ids arrive in small letters, as PostgreSQL answers them: idSchema lower-cases what is sent.
  async function findViews(orderIds: string[]): Promise<(OrderView | undefined)[]> {
    const rows = await orderViewsQuery.execute({ orderIds: [...new Set(orderIds)] });
    const views = new Map<string, OrderView>();
    for (const row of rows) {
      if (!views.has(row.order.id))
        views.set(row.order.id, toOrderView(row.order, row.person, row.card));
    }
    return orderIds.map((id) => views.get(id));
  }

  const findViewBatched = batched<string, OrderView | undefined>({
    runOne: async (orderId) => (await findViews([orderId]))[0],
    runMany: async (orderIds) => allFulfilled(await findViews(orderIds)),
    inFlight: 4,
  });

  return {
    // The references a customer adds or corrects (order-references.ts).
    ...createOrderReferences(db),

    insertOrder,

    createOrder: insertOrderBatched,

    async createCardOrder(
      order: NewOrder & { details: CardDetails },
    ): Promise<{ orderId: string; cardId: string }> {
      return db.transaction(async (tx) => {
        const { id: orderId, created } = await insertOrder(tx, order);
        if (created) {
          const cardId = randomUUID();
          await tx.insert(cards).values({ id: cardId, orderId, ...order.details });
          return { orderId, cardId };
        }
        const [card] = await tx
          .select({ id: cards.id })
          .from(cards)
          .where(eq(cards.orderId, orderId));
        return { orderId, cardId: card!.id };
      });
    },

    findView: findViewBatched,

    async findOrder(orderId: string, executor: Executor = db) {
      const rows = await executor.select().from(orders).where(eq(orders.id, orderId));
      return rows[0];
    },
  };
}

/** JSON with object keys in order, as jsonb keeps them: the same details compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/** PostgreSQL's answer (through either driver, wrapped by drizzle) to an order for nobody. */
function namesUnknownPerson(error: unknown): boolean {
  const { code, constraint } = postgresErrorOf(error);
  return code === '23503' && constraint === 'orders_person_id_people_id_fk';
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
