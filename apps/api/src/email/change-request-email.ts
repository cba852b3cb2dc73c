import { formatLongDate, formatMoney } from '@site/domain/format';
import { requestCostWords } from '@site/domain/fulfilment';
import { PREFERRED_TIME_WORDS } from '@site/domain/schemas';
import type { PreferredTime } from '@site/domain/schemas';
import type { ChangeRequestRow } from '../repositories/change-requests-repository';
import type { ConfirmationInput } from './confirmation-email';
import { confirmedAttachment, confirmedLines } from './confirmed-email';
import type { EmailRenderer } from './email-worker';
import { orderEmail } from './fulfilment-email';
import type { OutboxRow } from './outbox';

/*
 * The customer's emails about a change or cancellation they asked for (issue 19): that it
 * arrived, that it is done, or that it was declined. The worker adds the booking's status link.
 */

/** The request the message is about; a message without one is retried, never sent half-said. */
function requestOf(input: ConfirmationInput, row: OutboxRow): ChangeRequestRow {
  if (!input.changeRequest) throw new Error(`No change request ${row.occasion} for ${row.kind}`);
  return input.changeRequest;
}

function askedLines(request: ChangeRequestRow): string[] {
  if (request.kind === 'cancel') return ['You asked us to cancel your booking.'];
  const time = PREFERRED_TIME_WORDS[request.preferredTime as PreferredTime];
  return [
    'You asked us to move your booking to another date.',
    `Dates you can do: ${request.preferredDates.map((date) => formatLongDate(date)).join('; ')}${time ? ` (${time.toLowerCase()})` : ''}.`,
  ];
}

const received: EmailRenderer = (input, row) => {
  const request = requestOf(input, row);
  return orderEmail(input, 'We have your request', [
    ...askedLines(request),
    ...(request.reason ? [`Your reason: ${request.reason}`] : []),
    requestCostWords(input.order.kind, request.kind, request),
    request.kind === 'change'
      ? 'What happens next: we try to book one of your dates. We will email and text you when it is done, usually within one working day. Until then your booking stays as it is.'
      : 'What happens next: we cancel your booking and refund what the terms allow. We will email and text you when it is done, usually within one working day.',
  ]);
};

const done: EmailRenderer = (input, row) => {
  const request = requestOf(input, row);
  if (request.kind === 'change') {
    return orderEmail(
      input,
      'Your booking has moved',
      ['We have moved your booking as you asked.', ...confirmedLines(input.order, input.person)],
      confirmedAttachment(input.order, input.person),
    );
  }
  const refunded = row.amountPence ?? 0;
  return orderEmail(input, 'Your booking is cancelled', [
    'We have cancelled your booking as you asked.',
    refunded > 0
      ? `We have refunded ${formatMoney(refunded)} to the card you paid with. It usually arrives within 5 to 10 working days.`
      : 'Under our terms no refund is due for this cancellation.',
  ]);
};

const declined: EmailRenderer = (input, row) => {
  const request = requestOf(input, row);
  return orderEmail(input, 'We could not make the change you asked for', [
    request.kind === 'change'
      ? 'We could not move your booking to another date.'
      : 'We could not cancel your booking.',
    `Our message to you: ${request.outcomeNote ?? ''}`,
    'Your booking stays as it is.',
  ]);
};

/** For the email worker's `renderers` option. */
export const changeRequestRenderers = {
  'change-request-received': received,
  'change-request-done': done,
  'change-request-declined': declined,
} satisfies Record<string, EmailRenderer>;
