import { msg } from '@lingui/core/macro';
import { formatMoney } from '@site/domain/format';
import type { ChangeRequestRow } from '../repositories/change-requests-repository';
import { langOf } from '../i18n';
import type { Lang } from '../i18n';
import { preferredTimeWords, refundedWords, requestCostWordsIn } from '../i18n/order-words';
import type { ConfirmationInput } from './confirmation-email';
import { confirmedAttachment, confirmedLines } from './confirmed-email';
import type { EmailRenderer } from './email-worker';
import { orderEmail } from './fulfilment-email';
import type { OutboxRow } from './outbox';

/*
 * The customer's emails about a change or cancellation they asked for (issue 19): that it
 * arrived, that it is done, or that it was declined, in the order's language. The worker adds
 * the booking's status link.
 */

/** The request the message is about; a message without one is retried, never sent half-said. */
function requestOf(input: ConfirmationInput, row: OutboxRow): ChangeRequestRow {
  if (!input.changeRequest) throw new Error(`No change request ${row.occasion} for ${row.kind}`);
  return input.changeRequest;
}

function askedLines(lang: Lang, request: ChangeRequestRow): string[] {
  if (request.kind === 'cancel') return [lang.t(msg`You asked us to cancel your booking.`)];
  const time = preferredTimeWords(lang, request.preferredTime);
  const dates = request.preferredDates.map((date) => lang.date(date)).join('; ');
  return [
    lang.t(msg`You asked us to move your booking to another date.`),
    time
      ? lang.t(
          msg({
            comment:
              '{dates}: one to three dates, separated by semicolons; {time}: morning, afternoon or any time',
            message: `Dates you can do: ${dates} (${time}).`,
          }),
        )
      : lang.t(
          msg({
            comment: '{dates}: one to three dates, separated by semicolons',
            message: `Dates you can do: ${dates}.`,
          }),
        ),
  ];
}

const received: EmailRenderer = (input, row) => {
  const lang = langOf(input.order.locale);
  const request = requestOf(input, row);
  const reason = request.reason;
  return orderEmail(input, lang.t(msg`We have your request`), [
    ...askedLines(lang, request),
    ...(reason ? [lang.t(msg`Your reason: ${reason}`)] : []),
    requestCostWordsIn(lang, input.order.kind, request.kind, request),
    request.kind === 'change'
      ? lang.t(
          msg`What happens next: we try to book one of your dates. We will email and text you when it is done, usually within one working day. Until then your booking stays as it is.`,
        )
      : lang.t(
          msg`What happens next: we cancel your booking and refund what the terms allow. We will email and text you when it is done, usually within one working day.`,
        ),
  ]);
};

const done: EmailRenderer = (input, row) => {
  const lang = langOf(input.order.locale);
  const request = requestOf(input, row);
  if (request.kind === 'change') {
    return orderEmail(
      input,
      lang.t(msg`Your booking has moved`),
      [
        lang.t(msg`We have moved your booking as you asked.`),
        ...confirmedLines(input.order, input.person, lang),
      ],
      confirmedAttachment(input.order, input.person),
    );
  }
  const refunded = row.amountPence ?? 0;
  return orderEmail(input, lang.t(msg`Your booking is cancelled`), [
    lang.t(msg`We have cancelled your booking as you asked.`),
    refunded > 0
      ? refundedWords(lang, formatMoney(refunded))
      : lang.t(msg`Under our terms no refund is due for this cancellation.`),
  ]);
};

const declined: EmailRenderer = (input, row) => {
  const lang = langOf(input.order.locale);
  const request = requestOf(input, row);
  const note = request.outcomeNote ?? '';
  return orderEmail(input, lang.t(msg`We could not make the change you asked for`), [
    request.kind === 'change'
      ? lang.t(msg`We could not move your booking to another date.`)
      : lang.t(msg`We could not cancel your booking.`),
    lang.t(
      msg({
        comment: '{note}: what staff wrote to the customer',
        message: `Our message to you: ${note}`,
      }),
    ),
    lang.t(msg`Your booking stays as it is.`),
  ]);
};

/** For the email worker's `renderers` option. */
export const changeRequestRenderers = {
  'change-request-received': received,
  'change-request-done': done,
  'change-request-declined': declined,
} satisfies Record<string, EmailRenderer>;
