import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { getTestType } from '@site/domain/catalogue';
import { ARRIVE_EARLY_MINUTES, PHOTO_ID_DOCUMENTS, bookingCalendar } from '@site/domain/fulfilment';
import type { PhotoIdDocument } from '@site/domain/fulfilment';
import type {
  ConfirmedDetails,
  ConfirmedWords,
  OrderKind,
  RequestKind,
} from '@site/domain/fulfilment';
import type { BusinessIdentity, PreferredTime } from '@site/domain/schemas';
import type { CardDetails, CourseDetails, TestDetails } from '../repositories/order-view';
import type { Lang } from './index';

/*
 * The words about an order that several messages share, in the order's language (issue 20):
 * what was bought, the confirmed booking, what a late request costs, the business's footer and
 * the calendar file. Their English is the domain's own (confirmedWords, requestCostWords,
 * businessIdentityLines, bookingCalendar), word for word: tests hold them to it. Proper names
 * (CITB, CSCS, card and test names, Pearson VUE, SafeSite Bookings) stay in English.
 */

/** The card application types (the API's values) as a customer reads them. */
const APPLICATION_TYPES: Record<string, MessageDescriptor> = {
  'New Card': msg({ comment: 'A CSCS card application type', message: 'New Card' }),
  'Renew Card': msg({ comment: 'A CSCS card application type', message: 'Renew Card' }),
  'Lost/Stolen Card': msg({
    comment: 'A CSCS card application type: a replacement for a lost or stolen card',
    message: 'Lost/Stolen Card',
  }),
};

export function applicationTypeWords(lang: Lang, applicationType: string): string {
  const words = APPLICATION_TYPES[applicationType];
  return words ? lang.t(words) : applicationType;
}

/** The photo ID a test candidate said they will bring (issue 21 point 3), as they read it. */
const PHOTO_ID_DOCUMENT_WORDS: Record<PhotoIdDocument, MessageDescriptor> = {
  passport: msg({
    comment: 'A photo ID the test centre accepts',
    message: 'Passport from any country',
  }),
  'driving-licence': msg({
    comment: 'A photo ID the test centre accepts',
    message: 'UK or European photocard driving licence',
  }),
  'other-combination': msg({
    comment: 'The last choice of photo ID: two documents, one from each of the lists CITB accepts',
    message: "Two documents from CITB's lists, one with your photo and one with your signature",
  }),
  'residence-permit': msg({
    comment: 'A photo ID chosen on an older booking; no longer accepted',
    message: 'UK biometric residence permit',
  }),
  'eu-identity-card': msg({
    comment: 'A photo ID chosen on an older booking; no longer accepted on its own',
    message: 'EU national identity card',
  }),
};

/** The document in the order's language; English is the domain's PHOTO_ID_DOCUMENT_NAMES. */
export function photoIdDocumentWords(lang: Lang, document: string): string {
  const known = PHOTO_ID_DOCUMENTS.find((kind) => kind === document);
  return known ? lang.t(PHOTO_ID_DOCUMENT_WORDS[known]) : document;
}

/** The test's languages (spec §9, the API's values) as a customer reads them. */
const TEST_LANGUAGES: Record<string, MessageDescriptor> = {
  English: msg({ comment: 'The language a CITB test is taken in', message: 'English' }),
  'Voice Over English': msg({
    comment: 'A CITB test language: on-screen English read aloud in English',
    message: 'Voice Over English',
  }),
  Bulgarian: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Bulgarian',
  }),
  Czech: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Czech',
  }),
  French: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'French',
  }),
  German: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'German',
  }),
  Hungarian: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Hungarian',
  }),
  Lithuanian: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Lithuanian',
  }),
  Polish: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Polish',
  }),
  Portuguese: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Portuguese',
  }),
  Punjabi: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Punjabi',
  }),
  Romanian: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Romanian',
  }),
  Russian: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Russian',
  }),
  Spanish: msg({
    comment: 'A CITB test language: on-screen English with a voice-over',
    message: 'Spanish',
  }),
  Welsh: msg({ comment: 'A CITB test language (in Welsh on screen)', message: 'Welsh' }),
};

export function testLanguageWords(lang: Lang, language: string): string {
  const words = TEST_LANGUAGES[language];
  return words ? lang.t(words) : language;
}

/** The course's name and how it is taken: 'Level 1 Award (online)'. */
export function courseWords(lang: Lang, details: Pick<CourseDetails, 'name' | 'type'>): string {
  const { name } = details;
  return details.type === 'Online'
    ? lang.t(
        msg({ comment: 'A course taken online; {name} is its name', message: `${name} (online)` }),
      )
    : lang.t(
        msg({
          comment: 'A course taken in a classroom; {name} is its name',
          message: `${name} (classroom)`,
        }),
      );
}

/** One line that says what was bought, as `describeOrder` (repositories/order-view) in English. */
export function describeOrderIn(lang: Lang, order: { kind: OrderKind; details: unknown }): string {
  if (order.kind === 'test') {
    const details = order.details as TestDetails;
    const testName = getTestType(details.testType as never)?.name ?? details.testType;
    return lang.t(
      msg({
        comment: '{testName} is the CITB test’s own name, in English',
        message: `CITB HS&E test: ${testName}`,
      }),
    );
  }
  if (order.kind === 'card') {
    const details = order.details as CardDetails;
    const card = details.type;
    const applicationType = applicationTypeWords(lang, details.applicationType);
    return lang.t(
      msg({
        comment:
          '{card} is the card’s name in English (Green Labourer); {applicationType} is New Card, Renew Card…',
        message: `CSCS ${card} card: ${applicationType}`,
      }),
    );
  }
  return courseWords(lang, order.details as CourseDetails);
}

function minutesBefore(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins - minutes + 24 * 60) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** 'Arrive 15 minutes early, by 9:15am.' for a start at '09:30' (the domain's arriveEarlyLine). */
export function arriveEarlyWords(lang: Lang, start: string): string {
  const minutes = String(ARRIVE_EARLY_MINUTES);
  const time = lang.time(minutesBefore(start, ARRIVE_EARLY_MINUTES));
  return lang.t(
    msg({
      comment: '{minutes} is 15; {time} is the time to be there by',
      message: `Arrive ${minutes} minutes early, by ${time}.`,
    }),
  );
}

/** The domain's bringIdLine: `name` is the candidate's full name, as on their photo ID. */
export function bringIdWords(lang: Lang, name: string): string {
  return lang.t(msg`Bring photo identification in the name ${name}.`);
}

/** The confirmed booking in words, as the domain's confirmedWords says it in English. */
export function confirmedWordsIn(
  lang: Lang,
  details: ConfirmedDetails,
  name: string,
): ConfirmedWords {
  const bringId = bringIdWords(lang, name);
  switch (details.kind) {
    case 'test': {
      const date = lang.date(details.date);
      const time = lang.time(details.time);
      const { centreName, centreAddress } = details;
      const reference = details.bookingReference;
      return {
        headline: lang.t(
          msg`Your test is on ${date} at ${time} at ${centreName}, ${centreAddress}.`,
        ),
        lines: [
          arriveEarlyWords(lang, details.time),
          bringId,
          ...(reference ? [lang.t(msg`Your test booking reference is ${reference}.`)] : []),
        ],
      };
    }
    case 'course-offline': {
      const date = lang.date(details.date);
      const time = lang.time(details.time);
      const { venueAddress, joiningInstructions } = details;
      return {
        headline: lang.t(msg`Your course is on ${date} at ${time} at ${venueAddress}.`),
        lines: [
          arriveEarlyWords(lang, details.time),
          bringId,
          lang.t(msg`Joining instructions: ${joiningInstructions}`),
        ],
      };
    }
    case 'course-online': {
      const date = lang.date(details.date);
      const { accessDetails } = details;
      return {
        headline: lang.t(msg`Your online course is ready. Your final assessment is on ${date}.`),
        lines: [lang.t(msg`How to start your course: ${accessDetails}`)],
      };
    }
    case 'card': {
      const reference = details.applicationReference;
      return {
        headline: lang.t(
          msg`CSCS has accepted your card application. Your CSCS application reference is ${reference}.`,
        ),
        lines: [lang.t(msg`CSCS posts your card to the address on your application.`)],
      };
    }
  }
}

/** The calendar file of a confirmed booking in the order's language; English as the domain's. */
export function bookingCalendarIn(
  lang: Lang,
  details: ConfirmedDetails,
  order: { id: string; kind: OrderKind; details: unknown },
  name: string,
): string | null {
  const description = describeOrderIn(lang, order);
  if (lang.locale === 'en') return bookingCalendar(details, { id: order.id, description }, name);
  const centre = details.kind === 'test' ? details.centreName : '';
  const summary =
    details.kind === 'test'
      ? lang.t(
          msg({
            comment: 'A calendar entry’s title: what was booked, at which test centre',
            message: `${description} at ${centre}`,
          }),
        )
      : details.kind === 'course-online'
        ? lang.t(
            msg({
              comment: 'A calendar entry’s title: the online course’s final assessment day',
              message: `${description}: final assessment`,
            }),
          )
        : description;
  return bookingCalendar(details, { id: order.id, description }, name, undefined, {
    summary,
    words: confirmedWordsIn(lang, details, name),
    language: lang.htmlLang,
  });
}

/** The preferred time of day, as a sentence says it: 'morning', 'any time'. */
export function preferredTimeWords(lang: Lang, time: PreferredTime | string | null): string {
  switch (time) {
    case 'morning':
      return lang.t(
        msg({ comment: 'A preferred time of day, inside a sentence', message: 'morning' }),
      );
    case 'afternoon':
      return lang.t(
        msg({ comment: 'A preferred time of day, inside a sentence', message: 'afternoon' }),
      );
    case 'any':
      return lang.t(
        msg({ comment: 'A preferred time of day, inside a sentence', message: 'any time' }),
      );
    default:
      return '';
  }
}

/**
 * What the terms say a change or cancellation costs, as the domain's requestCostWords says it in
 * English: free before the last free day, else the official or course fee is kept.
 */
export function requestCostWordsIn(
  lang: Lang,
  orderKind: OrderKind,
  requestKind: RequestKind,
  terms: { late: boolean; freeUntil: string | null },
): string {
  if (!terms.freeUntil) {
    return requestKind === 'cancel'
      ? lang.t(
          msg`Free: nothing has been booked for a date yet, so you get back what you paid for what has not been provided.`,
        )
      : lang.t(msg`Free: you are asking before a date has been booked.`);
  }
  const day = lang.date(terms.freeUntil);
  if (!terms.late) return lang.t(msg`Free: you are asking before the end of ${day}.`);
  if (orderKind === 'test') {
    return requestKind === 'change'
      ? lang.t(
          msg`Late: the last free day was ${day}. CITB keeps the official test fee, so moving it means paying the official test fee again.`,
        )
      : lang.t(
          msg`Late: the last free day was ${day}. CITB keeps the official test fee, so a late cancellation gets no refund.`,
        );
  }
  return requestKind === 'change'
    ? lang.t(
        msg`Late: the last free day was ${day}. The course provider keeps the course fee, so moving it means paying the course fee again.`,
      )
    : lang.t(
        msg`Late: the last free day was ${day}. The course provider keeps the course fee, so a late cancellation gets no refund.`,
      );
}

/** The business's identity in every email's footer, as the domain's businessIdentityLines. */
export function businessIdentityLinesIn(lang: Lang, identity: BusinessIdentity): string[] {
  const { companyName, companyNumber, registeredAddress, vatNumber, supportPhone } = identity;
  const icoNumber = identity.icoRegistrationNumber;
  return [
    lang.t(msg`${companyName}, registered in England and Wales, company number ${companyNumber}.`),
    lang.t(msg`Registered office: ${registeredAddress}.`),
    lang.t(msg`VAT number ${vatNumber}. ICO registration number ${icoNumber}.`),
    lang.t(msg`Phone ${supportPhone}.`),
  ];
}

/** The sentence every email ends on: that the site is not CITB or CSCS. */
export function independentWords(lang: Lang, siteName: string): string {
  return lang.t(msg`${siteName} is an independent booking service. It is not CITB or CSCS.`);
}

/** 'Questions? Email … and quote your reference ….' */
export function questionsWords(lang: Lang, supportEmail: string, reference: string): string {
  return lang.t(msg`Questions? Email ${supportEmail} and quote your reference ${reference}.`);
}

/** 'Dear Jan Kowalski,' */
export function greetingWords(lang: Lang, name: string): string {
  return lang.t(
    msg({
      comment: 'The greeting of an email; {name} is the customer’s full name',
      message: `Dear ${name},`,
    }),
  );
}

/** An email's subject about an order: 'Your booking is confirmed: … (reference …)'. */
export function orderSubjectWords(
  lang: Lang,
  headline: string,
  description: string,
  reference: string,
): string {
  return lang.t(
    msg({
      comment: 'An email’s subject: {headline} says what happened, {description} what was booked',
      message: `${headline}: ${description} (reference ${reference})`,
    }),
  );
}

/** 'We have refunded £36.00 to the card you paid with. It usually arrives within 5 to 10 working days.' */
export function refundedWords(lang: Lang, amount: string): string {
  return lang.t(
    msg`We have refunded ${amount} to the card you paid with. It usually arrives within 5 to 10 working days.`,
  );
}
