import { formatLongDate, formatTime } from '../format';
import type { ConfirmedDetails } from './confirmed-details';
import { arriveEarlyLine, bringIdLine } from './what-to-bring';

export interface ConfirmedWords {
  /** The one sentence that says what was booked, where and when. */
  headline: string;
  /** What to bring, when to arrive, and the references or instructions to keep. */
  lines: string[];
}

/**
 * The confirmed booking in words, as the email, the success page and the order view say it.
 * `name` is the candidate's full name, the one their photo ID must show.
 */
export function confirmedWords(details: ConfirmedDetails, name: string): ConfirmedWords {
  const bringId = bringIdLine(name);
  switch (details.kind) {
    case 'test':
      return {
        headline: `Your test is on ${formatLongDate(details.date)} at ${formatTime(details.time)} at ${details.centreName}, ${details.centreAddress}.`,
        lines: [
          arriveEarlyLine(details.time),
          bringId,
          ...(details.bookingReference
            ? [`Your test booking reference is ${details.bookingReference}.`]
            : []),
        ],
      };
    case 'course-offline':
      return {
        headline: `Your course is on ${formatLongDate(details.date)} at ${formatTime(details.time)} at ${details.venueAddress}.`,
        lines: [
          arriveEarlyLine(details.time),
          bringId,
          `Joining instructions: ${details.joiningInstructions}`,
        ],
      };
    case 'course-online':
      return {
        headline: `Your online course is ready. Your final assessment is on ${formatLongDate(details.date)}.`,
        lines: [`How to start your course: ${details.accessDetails}`],
      };
    case 'card':
      return {
        headline: `CSCS has accepted your card application. Your CSCS application reference is ${details.applicationReference}.`,
        lines: ['CSCS posts your card to the address on your application.'],
      };
  }
}
