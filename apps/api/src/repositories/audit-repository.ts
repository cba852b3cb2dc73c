import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-locked'
  | 'sign-out'
  | 'view-order'
  | 'export-orders'
  | 'transition'
  | 'refund'
  | 'refund-duplicate'
  | 'refund-incomplete'
  | 'payment-mismatch'
  | 'payment-after-close'
  | 'add-note'
  | 'answer-enquiry'
  | 'retention-erase'
  | 'create-staff-user'
  | 'correct-details'
  | 'correct-slot'
  | 'customer-reminders'
  | 'customer-card-expiry'
  | 'change-request'
  | 'change-request-done'
  | 'change-request-declined';

export interface AuditEntry {
  staffUserId?: string | null;
  /** Who, in words: the staff member's email, 'customer' or 'system'. */
  actor: string;
  action: AuditAction;
  orderId?: string | null;
  enquiryId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * The one way to write the audit log. Rows are only ever inserted: there is no update or delete
 * here or in any route, and a trigger in the database refuses both (migration 0002).
 */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    staffUserId: entry.staffUserId ?? null,
    actor: entry.actor,
    action: entry.action,
    orderId: entry.orderId ?? null,
    enquiryId: entry.enquiryId ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
  });
}

export interface AuditQuery {
  action?: string;
  orderId?: string;
  page: number;
  pageSize: number;
}

export async function listAudit(db: Db, query: AuditQuery) {
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.orderId) where.push(eq(auditLog.orderId, query.orderId));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      orderId: auditLog.orderId,
      enquiryId: auditLog.enquiryId,
      detail: auditLog.detail,
      ip: auditLog.ip,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total: rows[0]?.total ?? 0,
    entries: rows.map(({ total: _total, at, ...row }) => ({ ...row, at: at.toISOString() })),
  };
}

/** The order's last 50 audit rows, newest first (its back-office page). */
export async function latestAuditOf(db: Db, orderId: string) {
  return db
    .select({ at: auditLog.at, actor: auditLog.actor, action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.orderId, orderId))
    .orderBy(desc(auditLog.id))
    .limit(50);
}
