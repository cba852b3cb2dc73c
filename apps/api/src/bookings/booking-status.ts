import { formatLongDate, formatTime, fullName } from '@site/domain/format';
import { getCentreById, getCentreBySlug } from '@site/domain/catalogue';
import {
  confirmedWords,
  londonWallClock,
  requestsAllowed,
  stageOf,
  whatToBring,
} from '@site/domain/fulfilment';
import type { Stage } from '@site/domain/fulfilment';
import { changeTermsOf } from './request-change';
import type { BookingSlot, BookingStatus, TimelineEntry, TimelineStep } from '@site/domain/schemas';
import { todayInLondon } from '@site/domain/validators';
import type {
  BookingStatusRepository,
  BookingStatusRow,
} from '../repositories/booking-status-repository';
import {
  confirmedOf,
  describeOrder,
  maskMobile,
  referenceOf,
  ukMobileE164,
} from '../repositories/order-view';
import type { CourseDetails, TestDetails } from '../repositories/order-view';

/** The way a booking goes when nothing stops it. */
const ONWARD: readonly TimelineStep[] = ['paid', 'submitted', 'confirmed', 'completed'];
const OPEN: ReadonlySet<Stage> = new Set<Stage>(['paid', 'submitted', 'confirmed']);

/**
 * Each step the booking has reached or will reach, with when it was reached: a cancelled or
 * refunded booking shows the steps it went through before it closed, and none still to come.
 */
function timelineOf(row: BookingStatusRow, stage: Stage): TimelineEntry[] {
  const reached = new Map<string, string>();
  if (row.paidAt) reached.set('paid', row.paidAt.toISOString());
  for (const { step, at } of row.steps) reached.set(step, at.toISOString());
  const whenReached = (step: TimelineStep, current: boolean) =>
    reached.get(step) ?? (current ? (row.fulfilmentUpdatedAt?.toISOString() ?? null) : null);
  const onward = ONWARD.indexOf(stage as TimelineStep);
  if (onward >= 0) {
    return ONWARD.map((step, index) => ({
      step,
      state: index < onward ? 'done' : index === onward ? 'current' : 'to-come',
      at: index <= onward ? whenReached(step, index === onward) : null,
    }));
  }
  const closed: TimelineStep[] = stage === 'refunded' ? ['cancelled', 'refunded'] : ['cancelled'];
  const path: TimelineStep[] = [
    'paid',
    ...ONWARD.slice(1).filter((step) => reached.has(step)),
    ...closed.filter((step) => step === stage || reached.has(step)),
  ];
  return path.map((step, index) => {
    const current = index === path.length - 1;
    return { step, state: current ? 'current' : 'done', at: whenReached(step, current) };
  });
}

/** Where and when, in one line: 'Wednesday 16 December 2026 at 9:30am, Leeds Test Centre, …'. */
function slotWords(date: string, time: string | null, place: string): string {
  const when = time ? `${formatLongDate(date)} at ${formatTime(time)}` : formatLongDate(date);
  return place ? `${when}, ${place}` : when;
}

/**
 * The slot staff booked, or else the one the customer asked for. The lines that go with a
 * confirmed slot are the confirmed email's (issue 18), less what to bring, which has its own list.
 */
function slotOf(row: BookingStatusRow, name: string): BookingSlot | null {
  const confirmed = confirmedOf(row.confirmedDetails);
  if (confirmed && confirmed.kind !== 'card') {
    const bring = whatToBring(row.kind, name, 'time' in confirmed ? confirmed.time : null);
    const lines = confirmedWords(confirmed, name).lines.filter((line) => !bring.includes(line));
    if (confirmed.kind === 'test') {
      const place = `${confirmed.centreName}, ${confirmed.centreAddress}`;
      const words = slotWords(confirmed.date, confirmed.time, place);
      return { confirmed: true, date: confirmed.date, time: confirmed.time, words, lines };
    }
    if (confirmed.kind === 'course-offline') {
      const words = slotWords(confirmed.date, confirmed.time, confirmed.venueAddress);
      return { confirmed: true, date: confirmed.date, time: confirmed.time, words, lines };
    }
    const words = `Final assessment on ${formatLongDate(confirmed.date)}`;
    return { confirmed: true, date: confirmed.date, time: null, words, lines };
  }
  if (row.kind === 'test') {
    const details = row.details as TestDetails;
    const centre = details.centreSlug
      ? getCentreBySlug(details.centreSlug)
      : getCentreById(details.location);
    const place = centre ? [centre.name, ...centre.address, centre.postcode].join(', ') : '';
    const words = slotWords(details.date, details.testTime, place);
    const lines = details.alternateDate
      ? [`If that is not available: ${formatLongDate(details.alternateDate)}.`]
      : [];
    return { confirmed: false, date: details.date, time: details.testTime, words, lines };
  }
  if (row.kind === 'course-offline') {
    const details = row.details as CourseDetails;
    const { date, time } = londonWallClock(new Date(details.date));
    const place = [details.locationName, details.locationAddress].filter(Boolean).join(', ');
    return { confirmed: false, date, time, words: slotWords(date, time, place), lines: [] };
  }
  if (row.kind === 'course-online') {
    const details = row.details as CourseDetails;
    const date = details.date.slice(0, 10);
    return {
      confirmed: false,
      date,
      time: null,
      words: `Start on ${formatLongDate(date)}`,
      lines: [],
    };
  }
  return null;
}

/**
 * Where a paid booking stands, for its customer (issue 19, the status page): the steps, the
 * slot, what to bring, until when a change is free, any request, and the reminders. The masked
 * mobile number is all it says of the person beyond the name their photo ID must show.
 */
export function createBookingStatus(repository: BookingStatusRepository) {
  return async function bookingStatus(
    orderId: string,
    today: string = todayInLondon(),
  ): Promise<BookingStatus | null> {
    const row = await repository.find(orderId);
    if (!row || row.status !== 'paid') return null;
    const stage = stageOf(row);
    const name = fullName(row);
    const slot = slotOf(row, name);
    const bring = OPEN.has(stage) ? whatToBring(row.kind, name, slot?.time ?? null) : [];
    const mobile = ukMobileE164(row.phoneNumber);
    const textsStopped = mobile ? await repository.textsStopped(mobile) : true;
    // The same terms a request from the page is judged by (request-change.ts).
    const terms = changeTermsOf(row, today);
    return {
      reference: referenceOf(row.id),
      kind: row.kind,
      description: describeOrder(row),
      stage,
      timeline: timelineOf(row, stage),
      slot,
      whatToBring: bring,
      changes:
        terms.freeUntil && OPEN.has(stage)
          ? { lastFreeDay: terms.freeUntil, late: terms.late }
          : null,
      price: {
        officialFee: row.officialFeePence,
        serviceFee: row.serviceFeePence,
        total: row.totalPence,
      },
      refunded: row.refundedPence ?? 0,
      request: row.request
        ? {
            ...row.request,
            createdAt: row.request.createdAt.toISOString(),
          }
        : null,
      requestsAllowed: requestsAllowed(row.kind, stage, row.request?.status === 'open'),
      reminders: {
        off: row.remindersOffAt !== null,
        cardExpiresOn: row.cardExpiresOn,
        textsTo: textsStopped ? null : maskMobile(mobile),
      },
    };
  };
}

export type BookingStatusLookup = ReturnType<typeof createBookingStatus>;
