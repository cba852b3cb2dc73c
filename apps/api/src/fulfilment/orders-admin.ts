import type { CandidateCorrection, OrderFilters } from '@site/domain/schemas';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../payments/payment-provider';
import type { StaffIdentity } from '../repositories/staff-repository';
import { recordAudit } from '../repositories/audit-repository';
import { addStaffNote } from './add-note';
import { correctCandidateDetails } from './correct-details';
import { correctConfirmedSlot } from './correct-slot';
import type { SlotCorrection } from './correct-slot';
import { readOrderDetail } from './order-detail';
import { exportOrdersCsv, listOrders } from './order-list';
import { refundDuplicatePayments } from './refund';
import { transitionOrder } from './transition';
import type { TransitionInput } from './transition';

/**
 * The back office's order use cases, bound to the database and the payment provider: the list
 * and export, one order in full, and the changes staff make (steps, refunds, notes).
 */
export function createOrdersAdmin(db: Db, provider: PaymentProvider) {
  return {
    list: (filters: OrderFilters, page: number, pageSize: number) =>
      listOrders(db, filters, page, pageSize),
    /** The CSV export, recorded in the audit log with its filters and size. */
    async exportCsv(filters: OrderFilters, sensitive: boolean, staff: StaffIdentity, ip: string) {
      const exported = await exportOrdersCsv(db, filters, sensitive);
      await recordAudit(db, {
        staffUserId: staff.id,
        actor: staff.email,
        action: 'export-orders',
        detail: { filters, rows: exported.rows, includesNiAndDateOfBirth: sensitive },
        ip,
      });
      return exported;
    },
    /**
     * Everything about one order, including the candidate's whole NI number and birth date:
     * every view of it is recorded in the audit log.
     */
    async detail(orderId: string, staff: StaffIdentity, ip: string) {
      const order = await readOrderDetail(db, orderId);
      if (order) {
        await recordAudit(db, {
          staffUserId: staff.id,
          actor: staff.email,
          action: 'view-order',
          orderId: order.id,
          ip,
        });
      }
      return order;
    },
    transition: (orderId: string, input: TransitionInput, staff: StaffIdentity, ip: string) =>
      transitionOrder(db, provider, orderId, input, staff, ip),
    refundDuplicates: (
      orderId: string,
      input: { note: string; emailCandidate: boolean },
      staff: StaffIdentity,
      ip: string,
    ) => refundDuplicatePayments(db, provider, orderId, input, staff, ip),
    correctDetails: (
      orderId: string,
      correction: CandidateCorrection,
      staff: StaffIdentity,
      ip: string,
    ) => correctCandidateDetails(db, orderId, correction, staff, ip),
    correctSlot: (orderId: string, correction: SlotCorrection, staff: StaffIdentity, ip: string) =>
      correctConfirmedSlot(db, orderId, correction, staff, ip),
    addNote: (orderId: string, note: string, staff: StaffIdentity, ip: string) =>
      addStaffNote(db, orderId, note, staff, ip),
  };
}

export type OrdersAdmin = ReturnType<typeof createOrdersAdmin>;
