import { formatMoney } from '@site/domain/format';
import { confirmedAttachment, confirmedLines } from './confirmed-email';
import type { orders } from '../db/schema';
import type { EmailRenderer } from './email-worker';
import type { ConfirmationInput, RenderedEmail } from './confirmation-email';
import type { EmailAttachment } from './mailer';
import type { EmailKind, OutboxRow } from './outbox';
import { describeOrder, referenceOf } from '../repositories/order-view';
import { paragraphsEmail } from './paragraphs-email';

type OrderRow = typeof orders.$inferSelect;
type StepKind = Extract<
  EmailKind,
  | 'order-submitted'
  | 'order-confirmed'
  | 'order-completed'
  | 'order-cancelled'
  | 'order-refunded'
  | 'duplicate-payment-refunded'
>;

const STEP_WORDS: Record<
  StepKind,
  {
    subject: string;
    lines: (order: OrderRow, row: OutboxRow, person: ConfirmationInput['person']) => string[];
  }
> = {
  'order-submitted': {
    subject: 'We have sent your booking on',
    lines: (order) => [
      order.kind === 'card'
        ? 'We have sent your card application to CSCS.'
        : order.kind === 'test'
          ? 'We have sent your test booking to CITB.'
          : 'We have sent your booking to the course provider.',
      ...(order.fulfilmentReference ? [`Their reference: ${order.fulfilmentReference}`] : []),
      'We will email you again when it is confirmed.',
    ],
  },
  'order-confirmed': {
    subject: 'Your booking is confirmed',
    lines: (order, _row, person) => confirmedLines(order, person),
  },
  'order-completed': {
    subject: 'Your order is complete',
    lines: () => ['Your order is complete. Thank you for booking with us.'],
  },
  'order-cancelled': {
    subject: 'Your order has been cancelled',
    lines: () => [
      'Your order has been cancelled. If a refund is due, we will email you when it is made.',
    ],
  },
  'order-refunded': {
    subject: 'Your refund is on its way',
    // The refund this email announces; rows queued before amounts were kept use the order's.
    lines: (order, row) => [
      `We have refunded ${formatMoney(row.amountPence ?? order.refundedPence ?? order.totalPence)} to the card you paid with. It usually arrives within 5 to 10 working days.`,
    ],
  },
  'duplicate-payment-refunded': {
    subject: 'We have refunded your second payment',
    lines: () => [
      'This order was paid for twice. We have refunded the second payment in full to the card it was made with. It usually arrives within 5 to 10 working days.',
      'Your booking is not affected.',
    ],
  },
};

/**
 * An email about an order after payment: the greeting, what happened, the order's reference and
 * how to ask about it. The back office's steps and the customer's requests share it.
 */
export function orderEmail(
  { order, person, supportEmail, siteName = 'SafeSite Bookings' }: ConfirmationInput,
  subjectWords: string,
  lines: string[],
  attachment: EmailAttachment | null = null,
): RenderedEmail {
  const reference = referenceOf(order.id);
  const subject = `${subjectWords}: ${describeOrder(order)} (reference ${reference})`;
  const paragraphs = [
    `Dear ${person.firstName} ${person.lastName},`,
    ...lines,
    `Booking reference: ${reference}`,
    `Questions? Email ${supportEmail} and quote your reference ${reference}.`,
    `${siteName} is an independent booking service. It is not CITB or CSCS.`,
  ];
  return {
    ...paragraphsEmail(subject, paragraphs),
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}

/** The email for one back-office step (issue 7): what happened, and the order's reference. */
function renderStep(kind: StepKind): EmailRenderer {
  return (input, row) => {
    const words = STEP_WORDS[kind];
    return orderEmail(
      input,
      words.subject,
      words.lines(input.order, row, input.person),
      kind === 'order-confirmed' ? confirmedAttachment(input.order, input.person) : null,
    );
  };
}

/** For the email worker's `renderers` option. */
export const fulfilmentRenderers: Record<StepKind, EmailRenderer> = {
  'order-submitted': renderStep('order-submitted'),
  'order-confirmed': renderStep('order-confirmed'),
  'order-completed': renderStep('order-completed'),
  'order-cancelled': renderStep('order-cancelled'),
  'order-refunded': renderStep('order-refunded'),
  'duplicate-payment-refunded': renderStep('duplicate-payment-refunded'),
};
