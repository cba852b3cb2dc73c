import type { FulfilmentStep, Stage } from '@site/domain/fulfilment';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDateTime(iso: string | null): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '';
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
