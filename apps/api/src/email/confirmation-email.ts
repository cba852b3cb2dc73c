import { getCentreById, getTestType, referencesNeeded } from '@site/domain/catalogue';
import { formatLongDate, formatMoney, formatTime, fullName } from '@site/domain/format';
import type { cards, orders, people } from '../db/schema';
import type { ChangeRequestRow } from '../repositories/change-requests-repository';
import { describeOrder, referenceOf } from '../repositories/order-view';
import type { CardDetails, CourseDetails, TestDetails } from '../repositories/order-view';
import { escapeHtml } from '../html/escape-html';
import type { EmailAttachment } from './mailer';

type OrderRow = typeof orders.$inferSelect;
type PersonRow = typeof people.$inferSelect;
type CardRow = typeof cards.$inferSelect;

export interface ConfirmationInput {
  order: OrderRow;
  person: PersonRow;
  card: CardRow | null;
  /** The classroom's address, when the order is a classroom course. */
  courseAddress?: string;
  publicBaseUrl: string;
  supportEmail: string;
  siteName?: string;
  /** The customer's request a 'change-request-*' message is about (its occasion). */
  changeRequest?: ChangeRequestRow;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/**
 * The receipt's headline: payment taken, the booking not yet made. Nothing is called confirmed
 * before staff have recorded the slot (issue 18).
 */
const RECEIPT_HEADLINE: Record<OrderRow['kind'], string> = {
  test: 'Payment received — we are booking your test',
  card: 'Payment received — we are sending your card application',
  'course-offline': 'Payment received — we are booking your course',
  'course-online': 'Payment received — we are setting up your online course',
};

function safeTime(time: string): string {
  try {
    return formatTime(time);
  } catch {
    return time;
  }
}

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Europe/London',
});

/** The facts of one booking, as label and value pairs, and the steps that follow it. */
function bookingFacts(input: ConfirmationInput): { facts: [string, string][]; next: string[] } {
  const { order } = input;
  if (order.kind === 'test') {
    const details = order.details as TestDetails;
    const centre = getCentreById(details.location);
    return {
      facts: [
        ['Test', getTestType(details.testType as never)?.name ?? details.testType],
        ['Language', details.language],
        ['First choice', `${formatLongDate(details.date)}, ${safeTime(details.testTime)}`],
        ['Second-choice date', formatLongDate(details.alternateDate)],
        ['Retaking the test', details.retake ? 'Yes' : 'No'],
        [
          'Test centre',
          centre ? [centre.name, ...centre.address, centre.postcode].join(', ') : 'To be confirmed',
        ],
      ],
      next: [
        'We book your test with the test centre for your first-choice date, or your second-choice date if the first is taken, and email you when it is confirmed.',
        `Bring photo identification in the name ${fullName(input.person)} on the day of the test.`,
        'If you have a CITB testing ID or National Insurance number you have not given us yet, reply with it or add it on the booking page.',
      ],
    };
  }
  if (order.kind === 'card') {
    const details = order.details as CardDetails;
    const needs = referencesNeeded(details.applicationType);
    const missing = [
      needs.testingId && !input.card?.testingId ? 'CITB testing ID' : '',
      needs.registrationNumber && !input.card?.registrationNumber
        ? 'CSCS card registration number'
        : '',
    ].filter(Boolean);
    return {
      facts: [
        ['Card', `CSCS ${details.type}`],
        ['Application', details.applicationType],
        ['Occupation', details.trait],
      ],
      next: [
        'We check your application and send it to CSCS.',
        missing.length === 0
          ? 'We have the reference numbers your application needs; there is nothing more you need to send.'
          : `Reply with your ${missing.join(' and ')}, or add it on the booking page, so that we can send your application.`,
        'CSCS posts the card to the address on your application.',
      ],
    };
  }
  const details = order.details as CourseDetails;
  if (details.type === 'Online') {
    return {
      facts: [
        ['Course', `${details.name} (online)`],
        ['Final assessment', formatLongDate(details.date)],
      ],
      next: [
        'We email you the link to the course materials today.',
        'Study at your own pace, then sit the final assessment online on the date you chose.',
      ],
    };
  }
  const starts = new Date(details.date);
  return {
    facts: [
      ['Course', `${details.name} (classroom)`],
      ['Date', `${formatLongDate(starts)}, ${LONDON_TIME.format(starts).replace(' ', '')}`],
      [
        'Where',
        [details.locationName, input.courseAddress].filter(Boolean).join(', ') || 'To be confirmed',
      ],
    ],
    next: [
      'Your seat is booked. Please arrive 15 minutes before the start time.',
      'Bring photo identification with you.',
    ],
  };
}

/** The confirmation sent when an order is paid: plain text and HTML with the same content. */
export function renderConfirmation(input: ConfirmationInput): RenderedEmail {
  const { order, person } = input;
  const siteName = input.siteName ?? 'SafeSite Bookings';
  const reference = referenceOf(order.id);
  const description = describeOrder(order);
  const { facts, next } = bookingFacts(input);
  // As the site shows it: a course has one fee, with no official part to set apart.
  const amounts: [string, string][] =
    order.officialFeePence === 0 && order.kind.startsWith('course')
      ? [['Course fee, total paid', formatMoney(order.totalPence)]]
      : [
          ['Official fee', formatMoney(order.officialFeePence)],
          ['Service fee', formatMoney(order.serviceFeePence)],
          ['Total paid', formatMoney(order.totalPence)],
        ];
  const orderUrl = `${input.publicBaseUrl.replace(/\/+$/, '')}/success/${order.id}`;
  const name = `${person.firstName} ${person.lastName}`;
  const subject = `${RECEIPT_HEADLINE[order.kind]}: ${description} (reference ${reference})`;

  const text = [
    `Dear ${name},`,
    '',
    `Thank you. We have received your payment for: ${description}.`,
    '',
    `Booking reference: ${reference}`,
    '',
    'What you booked',
    ...facts.map(([label, value]) => `  ${label}: ${value}`),
    '',
    'Amount',
    ...amounts.map(([label, value]) => `  ${label}: ${value}`),
    '',
    'Next steps',
    ...next.map((step, index) => `  ${index + 1}. ${step}`),
    '',
    `Your booking: ${orderUrl}`,
    '',
    `Questions? Email ${input.supportEmail} and quote your reference ${reference}.`,
    '',
    siteName,
    `${siteName} is an independent booking service. It is not CITB or CSCS.`,
    '',
  ].join('\n');

  const rows = (pairs: [string, string][]) =>
    pairs
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0b0c0c;line-height:1.5;max-width:600px">
<p>Dear ${escapeHtml(name)},</p>
<p>Thank you. We have received your payment for: <strong>${escapeHtml(description)}</strong>.</p>
<p>Booking reference: <strong>${escapeHtml(reference)}</strong></p>
<h2 style="font-size:18px">What you booked</h2>
<table role="presentation">${rows(facts)}</table>
<h2 style="font-size:18px">Amount</h2>
<table role="presentation">${rows(amounts)}</table>
<h2 style="font-size:18px">Next steps</h2>
<ol>${next.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p><a href="${escapeHtml(orderUrl)}">See your booking</a></p>
<p>Questions? Email <a href="mailto:${escapeHtml(input.supportEmail)}">${escapeHtml(input.supportEmail)}</a> and quote your reference ${escapeHtml(reference)}.</p>
<p>${escapeHtml(siteName)}<br>${escapeHtml(siteName)} is an independent booking service. It is not CITB or CSCS.</p>
</body>
</html>
`;
  return { subject, text, html };
}
