import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatMoney } from '@site/domain/format';
import { langOf } from '../i18n';
import type { Lang } from '../i18n';
import {
  describeOrderIn,
  greetingWords,
  independentWords,
  orderSubjectWords,
  questionsWords,
  refundedWords,
} from '../i18n/order-words';
import { confirmedAttachment, confirmedLines } from './confirmed-email';
import type { orders } from '../db/schema';
import type { EmailRenderer } from './email-worker';
import type { ConfirmationInput, RenderedEmail } from './confirmation-email';
import type { EmailAttachment } from './mailer';
import type { EmailKind, OutboxRow } from './outbox';
import { referenceOf } from '../repositories/order-view';
import { paragraphsEmail } from './paragraphs-email';

type OrderRow = typeof orders.$inferSelect;
type StepKind = Extract<
  EmailKind,
  | 'order-submitted'
  | 'order-confirmed'
  | 'order-changed'
  | 'order-completed'
  | 'order-cancelled'
  | 'order-refunded'
  | 'duplicate-payment-refunded'
>;

const STEP_WORDS: Record<
  StepKind,
  {
    subject: MessageDescriptor;
    lines: (
      lang: Lang,
      order: OrderRow,
      row: OutboxRow,
      person: ConfirmationInput['person'],
    ) => string[];
  }
> = {
  'order-submitted': {
    subject: msg`We have sent your booking on`,
    lines: ({ t }, order) => {
      const theirs = order.fulfilmentReference;
      return [
        order.kind === 'card'
          ? t(msg`We have sent your card application to CSCS.`)
          : order.kind === 'test'
            ? t(msg`We have sent your test booking to CITB.`)
            : t(msg`We have sent your booking to the course provider.`),
        ...(theirs
          ? [
              t(
                msg({
                  comment: 'CITB’s, CSCS’s or the provider’s reference',
                  message: `Their reference: ${theirs}`,
                }),
              ),
            ]
          : []),
        t(msg`We will email you again when it is confirmed.`),
      ];
    },
  },
  'order-confirmed': {
    subject: msg`Your booking is confirmed`,
    lines: (lang, order, _row, person) => confirmedLines(order, person, lang),
  },
  'order-changed': {
    subject: msg`Your booking has changed`,
    lines: (lang, order, _row, person) => [
      lang.t(
        msg`We have changed your booking. The details below replace the ones we sent you before.`,
      ),
      ...confirmedLines(order, person, lang, { replacing: true }),
    ],
  },
  'order-completed': {
    subject: msg`Your order is complete`,
    lines: ({ t }) => [t(msg`Your order is complete. Thank you for booking with us.`)],
  },
  'order-cancelled': {
    subject: msg`Your order has been cancelled`,
    lines: ({ t }) => [
      t(msg`Your order has been cancelled. If a refund is due, we will email you when it is made.`),
    ],
  },
  'order-refunded': {
    subject: msg`Your refund is on its way`,
    // The refund this email announces; rows queued before amounts were kept use the order's.
    lines: (lang, order, row) => [
      refundedWords(lang, formatMoney(row.amountPence ?? order.refundedPence ?? order.totalPence)),
    ],
  },
  'duplicate-payment-refunded': {
    subject: msg`We have refunded your second payment`,
    lines: ({ t }) => [
      t(
        msg`This order was paid for twice. We have refunded the second payment in full to the card it was made with. It usually arrives within 5 to 10 working days.`,
      ),
      t(msg`Your booking is not affected.`),
    ],
  },
};

/**
 * An email about an order after payment: the greeting, what happened, the order's reference and
 * how to ask about it, in the order's language. The back office's steps and the customer's
 * requests share it; `subjectWords` and `lines` are already in that language.
 */
export function orderEmail(
  { order, person, supportEmail, siteName = 'SafeSite Bookings' }: ConfirmationInput,
  subjectWords: string,
  lines: string[],
  attachment: EmailAttachment | null = null,
): RenderedEmail {
  const lang = langOf(order.locale);
  const reference = referenceOf(order.id);
  const subject = orderSubjectWords(lang, subjectWords, describeOrderIn(lang, order), reference);
  const paragraphs = [
    greetingWords(lang, `${person.firstName} ${person.lastName}`),
    ...lines,
    lang.t(msg`Booking reference: ${reference}`),
    questionsWords(lang, supportEmail, reference),
    independentWords(lang, siteName),
  ];
  return {
    ...paragraphsEmail(subject, paragraphs, lang.htmlLang),
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}

/** The email for one back-office step (issue 7): what happened, and the order's reference. */
function renderStep(kind: StepKind): EmailRenderer {
  return (input, row) => {
    const lang = langOf(input.order.locale);
    const words = STEP_WORDS[kind];
    return orderEmail(
      input,
      lang.t(words.subject),
      words.lines(lang, input.order, row, input.person),
      kind === 'order-confirmed' || kind === 'order-changed'
        ? confirmedAttachment(input.order, input.person)
        : null,
    );
  };
}

/** For the email worker's `renderers` option. */
export const fulfilmentRenderers: Record<StepKind, EmailRenderer> = {
  'order-submitted': renderStep('order-submitted'),
  'order-confirmed': renderStep('order-confirmed'),
  'order-changed': renderStep('order-changed'),
  'order-completed': renderStep('order-completed'),
  'order-cancelled': renderStep('order-cancelled'),
  'order-refunded': renderStep('order-refunded'),
  'duplicate-payment-refunded': renderStep('duplicate-payment-refunded'),
};
