import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { getCentreById, getTestType } from '@site/domain/catalogue';
import { fullName } from '@site/domain/format';
import type { Db } from '../db/client';
import {
  auditLog,
  cards,
  emailOutbox,
  orderNotes,
  orders,
  paymentEvents,
  paymentSessions,
  people,
} from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import type { EmailKind } from '../email/outbox';
import { AppError, notFound } from '../errors';
import type { PaymentProvider } from '../payments/payment-provider';
import { describeOrder, referenceOf } from '../repositories/order-view';
import type { TestDetails } from '../repositories/order-view';
import { recordAudit } from '../repositories/audit-repository';
import {
  completedPayments,
  refundDuplicatePayments,
  refundIdOf,
  refundIncomplete,
  refundPayments,
  sumOf,
} from './refunds';
import { ALLOWED, canMove, stageOf } from '@site/domain/fulfilment';
import type { FulfilmentStep, Stage } from '@site/domain/fulfilment';
import type { OrderFilters } from '@site/domain/schemas';
import { lockOrderForChange, TransitionRefused } from './fulfilment';
import type { StaffIdentity } from './staff';

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

export interface TransitionInput {
  to: FulfilmentStep;
  note: string;
  reference?: string;
  emailCandidate: boolean;
  /** Refunds only: less than the total for a part refund; the total when absent. */
  amountPence?: number;
}

export function createOrdersAdmin(db: Db, provider: PaymentProvider) {
  return {
    async list(filters: OrderFilters, page: number, pageSize: number) {
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
    },

    /** Every matching order, newest first, as CSV; NI number and date of birth only if asked. */
    async exportCsv(
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
    },

    /** Everything about one order, including the candidate's whole NI number and birth date. */
    async detail(orderId: string) {
      const [found] = await db
        .select({ order: orders, person: people, card: cards })
        .from(orders)
        .innerJoin(people, eq(people.id, orders.personId))
        .leftJoin(cards, eq(cards.orderId, orders.id))
        .where(eq(orders.id, orderId));
      if (!found) return undefined;
      const { order, person, card } = found;
      const [payments, sessions, events, notes, emails, audit] = await Promise.all([
        completedPayments(db, orderId),
        db
          .select()
          .from(paymentSessions)
          .where(eq(paymentSessions.orderId, orderId))
          .orderBy(asc(paymentSessions.createdAt)),
        db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.orderId, orderId))
          .orderBy(asc(paymentEvents.receivedAt)),
        db
          .select()
          .from(orderNotes)
          .where(eq(orderNotes.orderId, orderId))
          .orderBy(asc(orderNotes.createdAt)),
        db
          .select({
            kind: emailOutbox.kind,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            sentAt: emailOutbox.sentAt,
            lastError: emailOutbox.lastError,
            createdAt: emailOutbox.createdAt,
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.orderId, orderId))
          .orderBy(asc(emailOutbox.createdAt)),
        db
          .select({ at: auditLog.at, actor: auditLog.actor, action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.orderId, orderId))
          .orderBy(desc(auditLog.id))
          .limit(50),
      ]);
      const iso = (d: Date | null) => (d ? d.toISOString() : null);
      const stage = stageOf(order);
      let booking: Record<string, unknown> = order.details as Record<string, unknown>;
      if (order.kind === 'test') {
        const details = order.details as TestDetails;
        booking = {
          ...details,
          centreName: getCentreById(details.location)?.name ?? 'Unknown centre',
          testTypeName: getTestType(details.testType as never)?.name ?? details.testType,
        };
      }
      return {
        id: order.id,
        reference: referenceOf(order.id),
        kind: order.kind,
        stage,
        paymentStatus: order.status,
        description: describeOrder(order),
        createdAt: order.createdAt.toISOString(),
        paidAt: iso(order.paidAt),
        fulfilmentReference: order.fulfilmentReference,
        fulfilmentUpdatedAt: iso(order.fulfilmentUpdatedAt),
        personalDataErasedAt: iso(order.personalDataErasedAt),
        price: {
          officialFee: order.officialFeePence,
          serviceFee: order.serviceFeePence,
          total: order.totalPence,
          refunded: order.refundedPence,
        },
        refundId: order.refundId,
        booking,
        candidate: {
          title: person.title,
          firstName: person.firstName,
          middleName: person.middleName,
          lastName: person.lastName,
          dateOfBirth: person.dateOfBirth,
          nationalInsuranceNumber: order.nationalInsuranceNumber ?? person.nationalInsuranceNumber,
          email: person.email,
          phoneNumber: person.phoneNumber,
          address: person.address,
          town: person.town,
          postcode: person.postcode,
          testingId: card?.testingId ?? order.testingId,
          registrationNumber: card?.registrationNumber ?? null,
        },
        card: card
          ? { type: card.type, applicationType: card.applicationType, trait: card.trait }
          : null,
        paymentSessions: sessions.map((s) => ({
          id: s.id,
          provider: s.provider,
          status: s.status,
          amountPence: s.amountPence,
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
        /** Payments that took money; a 'duplicate' bought nothing and is refunded in full. */
        payments,
        paymentEvents: events.map((e) => ({
          id: e.id,
          sessionId: e.sessionId,
          type: e.type,
          applied: e.applied,
          amountPence: e.amountPence,
          receivedAt: e.receivedAt.toISOString(),
        })),
        notes: notes.map((n) => ({
          id: n.id,
          author: n.author,
          fromStatus: n.fromStatus,
          toStatus: n.toStatus,
          note: n.note,
          reference: n.reference,
          emailQueued: n.emailQueued,
          createdAt: n.createdAt.toISOString(),
        })),
        emails: emails.map((e) => ({
          ...e,
          sentAt: iso(e.sentAt),
          createdAt: e.createdAt.toISOString(),
        })),
        audit: audit.map((a) => ({ ...a, at: a.at.toISOString() })),
        allowedTransitions: order.personalDataErasedAt ? [] : [...ALLOWED[stage]],
      };
    },

    /**
     * Moves an order one step, with a note, in one transaction that holds the order's row: two
     * staff pressing the same button at once get one change and one refusal. A refund asks the
     * provider while the row is held, so it is made once; the provider's own idempotency covers
     * a retry after a crash between its answer and our commit.
     */
    async transition(orderId: string, input: TransitionInput, staff: StaffIdentity, ip: string) {
      const outcome = await db.transaction(async (tx) => {
        const order = await lockOrderForChange(tx, orderId);
        const from = stageOf(order);
        if (!canMove(from, input.to)) {
          throw new TransitionRefused(`An order that is ${from} cannot be moved to ${input.to}.`);
        }
        const reference = input.reference?.trim() || undefined;
        if (input.to === 'submitted' && !reference) {
          throw new AppError(400, 'VALIDATION_FAILED', 'Validation failed', [
            { field: 'reference', message: 'Enter the CITB or CSCS reference' },
          ]);
        }
        /**
         * This run's money (`amountPence`, for the audit), the order's refunded total after it,
         * and what has gone back of the payment the order was bought with (`toPayerPence`, for
         * the email, which speaks of that card: second payments have their own).
         */
        let refund:
          | { id: string | null; amountPence: number; refundedPence: number; toPayerPence: number }
          | undefined;
        if (input.to === 'refunded') {
          const amount = input.amountPence ?? order.totalPence;
          if (amount < 1 || amount > order.totalPence) {
            throw new AppError(400, 'VALIDATION_FAILED', 'Validation failed', [
              { field: 'amountPence', message: 'The refund must be between 1p and the total paid' },
            ]);
          }
          // Every completed payment took money. The one applied to the order is refunded the
          // amount asked; any other (a second payment, never applied) in full, since nothing was
          // sold for it. Payments already refunded (by an earlier, part-way attempt, or the
          // duplicate action) are skipped.
          const payments = await completedPayments(tx, orderId);
          if (payments.length === 0) {
            throw new TransitionRefused('There is no completed payment to refund.');
          }
          const run = await refundPayments(
            tx,
            provider,
            { order, payments, staff, ip },
            payments
              .filter((p) => p.refundedPence === null)
              .sort((a, b) => (a.role === 'order' ? -1 : b.role === 'order' ? 1 : 0))
              .map((p) => ({
                sessionId: p.sessionId,
                amountPence: p.role === 'order' ? amount : p.amountPence,
              })),
          );
          if (run.failed) return { incomplete: run };
          const payer = payments.find((p) => p.role === 'order');
          const amountPence = sumOf(run.made);
          refund = {
            id: refundIdOf(order, payments, run),
            amountPence,
            refundedPence: (order.refundedPence ?? 0) + amountPence,
            toPayerPence:
              (payer?.refundedPence ?? 0) +
              sumOf(run.made.filter((made) => made.sessionId === payer?.sessionId)),
          };
        }
        await tx
          .update(orders)
          .set({
            fulfilmentStatus: input.to,
            fulfilmentUpdatedAt: sql`now()`,
            updatedAt: sql`now()`,
            ...(reference && input.to === 'submitted' ? { fulfilmentReference: reference } : {}),
            ...(refund ? { refundedPence: refund.refundedPence, refundId: refund.id } : {}),
          })
          .where(eq(orders.id, orderId));
        const emailQueued = input.emailCandidate
          ? await enqueueEmail(tx, orderId, `order-${input.to}` as EmailKind, {
              amountPence: refund?.toPayerPence || undefined,
            })
          : false;
        await tx.insert(orderNotes).values({
          id: randomUUID(),
          orderId,
          staffUserId: staff.id,
          author: staff.email,
          fromStatus: from,
          toStatus: input.to,
          note: input.note,
          reference: reference ?? null,
          emailQueued,
        });
        await recordAudit(tx, {
          staffUserId: staff.id,
          actor: staff.email,
          action: input.to === 'refunded' ? 'refund' : 'transition',
          orderId,
          detail: {
            from,
            to: input.to,
            ...(reference ? { reference } : {}),
            ...(refund
              ? {
                  refundId: refund.id,
                  amountPence: refund.amountPence,
                  refundedPence: refund.refundedPence,
                }
              : {}),
            emailQueued,
          },
          ip,
        });
        return { from, to: input.to, emailQueued, refund };
      });
      if (outcome.incomplete) throw refundIncomplete(outcome.incomplete);
      return outcome;
    },

    refundDuplicates(
      orderId: string,
      input: { note: string; emailCandidate: boolean },
      staff: StaffIdentity,
      ip: string,
    ) {
      return refundDuplicatePayments(db, provider, orderId, input, staff, ip);
    },

    async addNote(orderId: string, note: string, staff: StaffIdentity, ip: string) {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (!order) throw notFound('The order');
        await tx.insert(orderNotes).values({
          id: randomUUID(),
          orderId,
          staffUserId: staff.id,
          author: staff.email,
          note,
        });
        await recordAudit(tx, {
          staffUserId: staff.id,
          actor: staff.email,
          action: 'add-note',
          orderId,
          ip,
        });
      });
    },
  };
}

/** One CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet shows it as text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export type OrdersAdmin = ReturnType<typeof createOrdersAdmin>;
