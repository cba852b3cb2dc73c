import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { getCentreById, getTestType, referencesNeeded } from '@site/domain/catalogue';
import { formatMoney, fullName } from '@site/domain/format';
import type { cards, orders, people } from '../db/schema';
import type { ChangeRequestRow } from '../repositories/change-requests-repository';
import { referenceOf } from '../repositories/order-view';
import type { CardDetails, CourseDetails, TestDetails } from '../repositories/order-view';
import { escapeHtml } from '../html/escape-html';
import { langOf } from '../i18n';
import type { Lang } from '../i18n';
import {
  applicationTypeWords,
  courseWords,
  describeOrderIn,
  greetingWords,
  independentWords,
  orderSubjectWords,
  photoIdDocumentWords,
  questionsWords,
  testLanguageWords,
} from '../i18n/order-words';
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
const RECEIPT_HEADLINE: Record<OrderRow['kind'], MessageDescriptor> = {
  test: msg`Payment received — we are booking your test`,
  card: msg`Payment received — we are sending your card application`,
  'course-offline': msg`Payment received — we are booking your course`,
  'course-online': msg`Payment received — we are setting up your online course`,
};

function safeTime(lang: Lang, time: string): string {
  try {
    return lang.time(time);
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
const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** A course's start time: '9:00am' in English, '9:00' in every other language. */
function startTime(lang: Lang, starts: Date): string {
  return lang.dateWords
    ? lang.time(LONDON_CLOCK.format(starts))
    : LONDON_TIME.format(starts).replace(' ', '');
}

/** The references a card application still lacks, as the sentence that asks for them. */
function missingReferencesWords(lang: Lang, testingId: boolean, registrationNumber: boolean) {
  if (testingId && registrationNumber) {
    return lang.t(
      msg`Reply with your CITB testing ID and CSCS card registration number, or add it on the booking page, so that we can send your application.`,
    );
  }
  if (testingId) {
    return lang.t(
      msg`Reply with your CITB testing ID, or add it on the booking page, so that we can send your application.`,
    );
  }
  if (registrationNumber) {
    return lang.t(
      msg`Reply with your CSCS card registration number, or add it on the booking page, so that we can send your application.`,
    );
  }
  return lang.t(
    msg`We have the reference numbers your application needs; there is nothing more you need to send.`,
  );
}

/** The facts of one booking, as label and value pairs, and the steps that follow it. */
function bookingFacts(
  lang: Lang,
  input: ConfirmationInput,
): { facts: [string, string][]; next: string[] } {
  const { order } = input;
  const { t } = lang;
  const toBeConfirmed = t(msg`To be confirmed`);
  if (order.kind === 'test') {
    const details = order.details as TestDetails;
    const centre = getCentreById(details.location);
    const name = fullName(input.person);
    return {
      facts: [
        [t(msg`Test`), getTestType(details.testType as never)?.name ?? details.testType],
        [t(msg`Language`), testLanguageWords(lang, details.language)],
        [t(msg`First choice`), `${lang.date(details.date)}, ${safeTime(lang, details.testTime)}`],
        [t(msg`Second-choice date`), lang.date(details.alternateDate)],
        [t(msg`Retaking the test`), details.retake ? t(msg`Yes`) : t(msg`No`)],
        [
          t(msg`Test centre`),
          centre ? [centre.name, ...centre.address, centre.postcode].join(', ') : toBeConfirmed,
        ],
        // The document only, never its expiry date: an email is not a place for ID details.
        ...(order.photoIdDocument
          ? [[t(msg`Photo ID to bring`), photoIdDocumentWords(lang, order.photoIdDocument)]]
          : []),
      ] as [string, string][],
      next: [
        t(
          msg`We book your test with the test centre for your first-choice date, or your second-choice date if the first is taken, and email you when it is confirmed.`,
        ),
        t(msg`Bring photo identification in the name ${name} on the day of the test.`),
        t(
          msg`If you have a CITB testing ID or National Insurance number you have not given us yet, reply with it or add it on the booking page.`,
        ),
      ],
    };
  }
  if (order.kind === 'card') {
    const details = order.details as CardDetails;
    const needs = referencesNeeded(details.applicationType);
    return {
      facts: [
        [t(msg`Card`), `CSCS ${details.type}`],
        [t(msg`Application`), applicationTypeWords(lang, details.applicationType)],
        [
          t(msg({ comment: 'The trade printed on a CSCS card', message: 'Occupation' })),
          details.trait,
        ],
      ],
      next: [
        t(msg`We check your application and send it to CSCS.`),
        missingReferencesWords(
          lang,
          needs.testingId && !input.card?.testingId,
          needs.registrationNumber && !input.card?.registrationNumber,
        ),
        t(msg`CSCS posts the card to the address on your application.`),
      ],
    };
  }
  const details = order.details as CourseDetails;
  if (details.type === 'Online') {
    return {
      facts: [
        [t(msg`Course`), courseWords(lang, details)],
        [t(msg`Final assessment`), lang.date(details.date)],
      ],
      next: [
        t(msg`We email you the link to the course materials today.`),
        t(msg`Study at your own pace, then sit the final assessment online on the date you chose.`),
      ],
    };
  }
  const starts = new Date(details.date);
  return {
    facts: [
      [t(msg`Course`), courseWords(lang, details)],
      [t(msg`Date`), `${lang.date(starts)}, ${startTime(lang, starts)}`],
      [
        t(msg({ comment: 'Where a classroom course takes place', message: 'Where' })),
        [details.locationName, input.courseAddress].filter(Boolean).join(', ') || toBeConfirmed,
      ],
    ],
    next: [
      t(msg`Your seat is booked. Please arrive 15 minutes before the start time.`),
      t(msg`Bring photo identification with you.`),
    ],
  };
}

/**
 * The confirmation sent when an order is paid: plain text and HTML with the same content, in
 * the order's language.
 */
export function renderConfirmation(input: ConfirmationInput): RenderedEmail {
  const { order, person } = input;
  const lang = langOf(order.locale);
  const { t } = lang;
  const siteName = input.siteName ?? 'SafeSite Bookings';
  const reference = referenceOf(order.id);
  const description = describeOrderIn(lang, order);
  const { facts, next } = bookingFacts(lang, input);
  // As the site shows it: a course has one fee, with no official part to set apart.
  const amounts: [string, string][] =
    order.officialFeePence === 0 && order.kind.startsWith('course')
      ? [[t(msg`Course fee, total paid`), formatMoney(order.totalPence)]]
      : [
          [t(msg`Official fee`), formatMoney(order.officialFeePence)],
          [t(msg`Service fee`), formatMoney(order.serviceFeePence)],
          [t(msg`Total paid`), formatMoney(order.totalPence)],
        ];
  const orderUrl = `${input.publicBaseUrl.replace(/\/+$/, '')}${lang.path(`/success/${order.id}`)}`;
  const name = `${person.firstName} ${person.lastName}`;
  const subject = orderSubjectWords(lang, t(RECEIPT_HEADLINE[order.kind]), description, reference);
  const supportEmail = input.supportEmail;
  const paidFor = msg`Thank you. We have received your payment for: ${description}.`;
  const referenceLine = msg`Booking reference: ${reference}`;
  const whatYouBooked = t(msg`What you booked`);
  const amount = t(msg({ comment: 'A heading: the amounts paid', message: 'Amount' }));
  const nextSteps = t(msg`Next steps`);
  const independent = independentWords(lang, siteName);

  const text = [
    greetingWords(lang, name),
    '',
    t(paidFor),
    '',
    t(referenceLine),
    '',
    whatYouBooked,
    ...facts.map(([label, value]) => `  ${label}: ${value}`),
    '',
    amount,
    ...amounts.map(([label, value]) => `  ${label}: ${value}`),
    '',
    nextSteps,
    ...next.map((step, index) => `  ${index + 1}. ${step}`),
    '',
    t(msg`Your booking: ${orderUrl}`),
    '',
    questionsWords(lang, supportEmail, reference),
    '',
    siteName,
    independent,
    '',
  ].join('\n');

  const strong = (escaped: string) => `<strong>${escaped}</strong>`;
  const rows = (pairs: [string, string][]) =>
    pairs
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
  const questions = lang.html(
    msg`Questions? Email ${supportEmail} and quote your reference ${reference}.`,
    { supportEmail: (escaped) => `<a href="mailto:${escaped}">${escaped}</a>` },
  );
  const html = `<!doctype html>
<html lang="${lang.htmlLang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0b0c0c;line-height:1.5;max-width:600px">
<p>${escapeHtml(greetingWords(lang, name))}</p>
<p>${lang.html(paidFor, { description: strong })}</p>
<p>${lang.html(referenceLine, { reference: strong })}</p>
<h2 style="font-size:18px">${escapeHtml(whatYouBooked)}</h2>
<table role="presentation">${rows(facts)}</table>
<h2 style="font-size:18px">${escapeHtml(amount)}</h2>
<table role="presentation">${rows(amounts)}</table>
<h2 style="font-size:18px">${escapeHtml(nextSteps)}</h2>
<ol>${next.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(t(msg`See your booking`))}</a></p>
<p>${questions}</p>
<p>${escapeHtml(siteName)}<br>${escapeHtml(independent)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
