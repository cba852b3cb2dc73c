import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLongDate } from '@site/domain/format';
import type { DateWords } from '@site/domain/format';
import type { ConfirmedDetails, ConfirmedWords } from '@site/domain/fulfilment';
import { arriveEarlyWords, bringIdWords, dateAtTime } from '../../lib/visit-words';

/*
 * A confirmed booking in the page's language, as the confirmation email says it in English
 * (fulfilment/confirmed-words.ts): English reads exactly as the domain's own sentences. A day's
 * time, arriving early and the photo ID are lib/visit-words.ts, which the status page uses too.
 */

/** The confirmed booking in words, as the confirmation email says it (confirmedWords). */
export function confirmedWordsIn(
  details: ConfirmedDetails,
  name: string,
  i18n: I18n,
  words?: DateWords,
): ConfirmedWords {
  const bringId = bringIdWords(name, i18n);
  switch (details.kind) {
    case 'test': {
      const when = dateAtTime(details.date, details.time, i18n, words);
      const centre = details.centreName;
      const address = details.centreAddress;
      const reference = details.bookingReference;
      return {
        headline: i18n._(msg`Your test is on ${when} at ${centre}, ${address}.`),
        lines: [
          arriveEarlyWords(details.time, i18n, words),
          bringId,
          ...(reference ? [i18n._(msg`Your test booking reference is ${reference}.`)] : []),
        ],
      };
    }
    case 'course-offline': {
      const when = dateAtTime(details.date, details.time, i18n, words);
      const address = details.venueAddress;
      const instructions = details.joiningInstructions;
      return {
        headline: i18n._(msg`Your course is on ${when} at ${address}.`),
        lines: [
          arriveEarlyWords(details.time, i18n, words),
          bringId,
          i18n._(msg`Joining instructions: ${instructions}`),
        ],
      };
    }
    case 'course-online': {
      const date = formatLongDate(details.date, words);
      const access = details.accessDetails;
      return {
        headline: i18n._(msg`Your online course is ready. Your final assessment is on ${date}.`),
        lines: [i18n._(msg`How to start your course: ${access}`)],
      };
    }
    case 'card': {
      const reference = details.applicationReference;
      return {
        headline: i18n._(
          msg`CSCS has accepted your card application. Your CSCS application reference is ${reference}.`,
        ),
        lines: [i18n._(msg`CSCS posts your card to the address on your application.`)],
      };
    }
  }
}

/** The summary of a calendar event, as bookingCalendar writes it in English. */
export function calendarSummaryIn(
  details: ConfirmedDetails,
  description: string,
  i18n: I18n,
): string {
  if (details.kind === 'test') {
    const centre = details.centreName;
    return i18n._(
      msg({
        comment: 'Calendar event: the test and its centre',
        message: `${description} at ${centre}`,
      }),
    );
  }
  if (details.kind === 'course-online') {
    return i18n._(msg`${description}: final assessment`);
  }
  return description;
}
