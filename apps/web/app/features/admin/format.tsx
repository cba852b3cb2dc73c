import { formatDateTimeInWords } from '@site/domain/format';
import type { FulfilmentStep, Stage } from '@site/domain/fulfilment';

/** 'Tuesday 15 December 2026, 9:30am', in UK time: the back office speaks in words. */
export function formatDateTime(iso: string | null): string {
  return iso ? formatDateTimeInWords(iso) : '';
}

export function formatPence(pence: number | null): string {
  return pence === null ? '' : `£${(pence / 100).toFixed(2)}`;
}

export const STAGE_LABELS: Record<Stage, string> = {
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  expired: 'Expired',
  paid: 'Paid',
  submitted: 'Submitted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const STEP_ACTIONS: Record<FulfilmentStep, string> = {
  submitted: 'Mark as submitted',
  confirmed: 'Mark as confirmed',
  completed: 'Mark as completed',
  cancelled: 'Cancel the order',
  refunded: 'Refund the payment',
};

export const KIND_LABELS: Record<string, string> = {
  test: 'CITB test',
  card: 'CSCS card',
  'course-online': 'Online course',
  'course-offline': 'Classroom course',
};

export function StageTag({ stage }: { stage: Stage }) {
  return <span className={`admin-tag admin-tag-${stage}`}>{STAGE_LABELS[stage]}</span>;
}

/** The emails an order sends, by their outbox kind. */
export const EMAIL_LABELS: Record<string, string> = {
  'order-confirmation': 'Order confirmation',
  'order-submitted': 'Submitted to CITB or CSCS',
  'order-confirmed': 'Booking confirmed',
  'order-changed': 'Booking changed',
  'order-completed': 'Order complete',
  'order-cancelled': 'Order cancelled',
  'order-refunded': 'Refund',
  'duplicate-payment-refunded': 'Second payment refunded',
  'change-request-received': 'Change or cancellation request received',
  'change-request-done': 'Change or cancellation done',
  'change-request-declined': 'Change or cancellation declined',
  'slot-reminder': 'Reminder the day before',
  'card-expiry-reminder': 'Card expiry reminder',
  'test-pass-expiry-reminder': 'Test pass expiry reminder',
};

export const CHANNEL_LABELS: Record<string, string> = { email: 'Email', sms: 'Text' };

export const EMAIL_STATUS_LABELS: Record<string, string> = {
  pending: 'waiting to be sent',
  sent: 'sent',
  skipped: 'not sent',
  failed: 'could not be sent',
};

/** Audit log actions, as the order page lists who looked and changed. */
export const AUDIT_LABELS: Record<string, string> = {
  'view-order': 'viewed the order',
  'export-orders': 'exported orders',
  transition: 'moved the order on',
  refund: 'refunded',
  'refund-duplicate': 'refunded a second payment',
  'refund-incomplete': 'refund stopped part-way',
  'add-note': 'added a note',
  'correct-details': 'corrected the details',
  'correct-slot': 'changed the confirmed slot',
  'payment-mismatch': 'payment did not match',
  'payment-after-close': 'payment after the order closed',
  'retention-erase': 'erased personal data',
  'change-request': 'asked for a change or cancellation',
  'change-request-done': 'did the customer’s request',
  'change-request-declined': 'declined the customer’s request',
};

export const PAYMENT_EVENT_LABELS: Record<string, string> = {
  completed: 'Payment taken',
  refunded: 'Refund made',
  failed: 'Payment failed',
  expired: 'Checkout expired',
};

/** A label from a table, or the raw word with its dashes as spaces when the table lacks it. */
export function labelOf(table: Record<string, string>, key: string): string {
  return table[key] ?? key.replace(/-/g, ' ');
}
