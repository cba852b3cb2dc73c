import { formatLongDate, formatTime } from '../format';
import type { ConfirmedDetails } from './confirmed-details';

/** How early the customer should arrive at a test or a classroom course. */
export const ARRIVE_EARLY_MINUTES = 15;

export interface ConfirmedWords {
  /** The one sentence that says what was booked, where and when. */
  headline: string;
  /** What to bring, when to arrive, and the references or instructions to keep. */
  lines: string[];
}

function minutesBefore(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins - minutes + 24 * 60) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/**
 * The confirmed booking in words, as the email, the success page and the order view say it.
 * `name` is the candidate's full name, the one their photo ID must show.
 */
export function confirmedWords(details: ConfirmedDetails, name: string): ConfirmedWords {
  const bringId = `Bring photo identification in the name ${name}.`;
  switch (details.kind) {
    case 'test':
      return {
        headline: `Your test is on ${formatLongDate(details.date)} at ${formatTime(details.time)} at ${details.centreName}, ${details.centreAddress}.`,
        lines: [
          `Arrive ${ARRIVE_EARLY_MINUTES} minutes early, by ${formatTime(minutesBefore(details.time, ARRIVE_EARLY_MINUTES))}.`,
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
          `Arrive ${ARRIVE_EARLY_MINUTES} minutes early, by ${formatTime(minutesBefore(details.time, ARRIVE_EARLY_MINUTES))}.`,
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
