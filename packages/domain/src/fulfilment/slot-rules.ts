import { getCentreById, getCentreBySlug } from '../catalogue';
import {
  ENGLAND_AND_WALES,
  bankHolidayOn,
  isClosedDay,
  nationOfCentre,
  nationOfPostcode,
  weekdayOf,
} from '../calendar';
import type { Nation } from '../calendar';
import { formatLongDate } from '../format';
import { isRealIsoDate } from '../validators';
import { londonWallClock } from './calendar';
import type { ConfirmedDetails } from './confirmed-details';

/*
 * What the back office checks in a slot staff confirm, beyond each field's shape: that the
 * place is open that day, and that the slot is near what the customer asked for.
 */

type SlotKind = ConfirmedDetails['kind'];

/** Where a slot is: a test centre's catalogue slug, or a classroom venue's address. */
export interface SlotPlace {
  centre?: string;
  venueAddress?: string;
}

/** A UK postcode at the end of an address: "…, Glasgow G2 1PJ". */
const POSTCODE_AT_END = /([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s*$/i;

/**
 * The nation whose bank holidays close the place (decision 027): a centre's, a classroom's from
 * its postcode, else England and Wales (an online course's final assessment).
 */
export function nationOfPlace({ centre, venueAddress }: SlotPlace): Nation {
  const known = centre ? (getCentreBySlug(centre) ?? getCentreById(Number(centre))) : undefined;
  if (known) return nationOfCentre(known);
  const postcode = venueAddress ? POSTCODE_AT_END.exec(venueAddress.trim())?.[1] : undefined;
  return postcode ? nationOfPostcode(postcode) : ENGLAND_AND_WALES;
}

/**
 * Why the place is shut on `date`, in the words of a sentence ('Sundays', 'Christmas Day, a
 * bank holiday', 'St Andrew’s Day, a bank holiday in Scotland'), or undefined when it is open.
 * The one place the back office asks the calendar.
 */
export function closedDayWords(date: string, place: SlotPlace = {}): string | undefined {
  const nation = nationOfPlace(place);
  if (!isClosedDay(date, nation)) return undefined;
  if (weekdayOf(date) === 0) return 'Sundays';
  const holiday = bankHolidayOn(date, nation);
  const where = NATION_WORDS[nation];
  return holiday ? `${holiday}, a bank holiday${where}` : 'bank holidays';
}

const NATION_WORDS: Record<Nation, string> = {
  'england-and-wales': '',
  scotland: ' in Scotland',
  'northern-ireland': ' in Northern Ireland',
};

const CLOSED_PLACE: Record<Exclude<SlotKind, 'card'>, string> = {
  test: 'Test centres are closed on',
  'course-offline': 'Courses do not run on',
  'course-online': 'Final assessments are not held on',
};

/**
 * The field message for a confirmed date the place is shut on: "Test centres are closed on
 * Sundays. Choose another date", "…on Christmas Day, a bank holiday. …"; undefined when open.
 */
export function closedDayMessage(
  kind: SlotKind,
  date: string,
  place: SlotPlace = {},
): string | undefined {
  if (kind === 'card') return undefined;
  const closed = closedDayWords(date, place);
  return closed ? `${CLOSED_PLACE[kind]} ${closed}. Choose another date` : undefined;
}

/**
 * How many days from every date the customer asked for a confirmed date may be before staff
 * must confirm it twice. Our own safeguard, not an official body's rule (checked 2026-12-07):
 * a week either side is where the nearest free slot at a centre usually lies, and a customer
 * who asked for a day can usually move within the same week; a date further away is more often
 * a typing slip (a wrong month or year) or a slot the customer never agreed to, and a missed
 * test costs them the fee or a day's work.
 */
export const FAR_SLOT_DAYS = 7;

/** What the customer asked for, as the order's booking keeps it. */
export interface AskedSlot {
  /** The test centre's catalogue slug; null for a course, whose venue is typed by staff. */
  centre: string | null;
  /** The days asked for ('YYYY-MM-DD'), the latest ask first. */
  dates: string[];
  /** The time asked for ('09:30'), if any. */
  time: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the customer asked for, from the order's booking (its `details`): a test's centre, first
 * and second choice of date and time; a classroom seat's day and start. Dates the customer gave
 * later, when they asked to move (`laterDates`), come first. Null for an online course (the
 * final assessment's date is not theirs to choose) and a card.
 */
export function askedSlotOf(
  kind: SlotKind,
  booking: Record<string, unknown>,
  laterDates: readonly string[] = [],
): AskedSlot | null {
  const days = (values: string[]) =>
    [...new Set([...laterDates, ...values])].filter((value) => isRealIsoDate(value));
  if (kind === 'test') {
    const slug = text(booking.centreSlug);
    const centre =
      (slug && getCentreBySlug(slug)) ||
      (typeof booking.location === 'number' ? getCentreById(booking.location) : undefined);
    return {
      centre: centre?.slug ?? null,
      dates: days([text(booking.date), text(booking.alternateDate)]),
      time: text(booking.testTime) || null,
    };
  }
  if (kind === 'course-offline') {
    const starts = new Date(text(booking.date));
    if (Number.isNaN(starts.getTime())) return { centre: null, dates: days([]), time: null };
    const { date, time } = londonWallClock(starts);
    return { centre: null, dates: days([date]), time };
  }
  return null;
}

/** How a confirmed slot differs from what was asked, on the field it concerns. */
export interface SlotDifference {
  field: 'centre' | 'date';
  message: string;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const centreName = (slug: string) => getCentreBySlug(slug)?.name ?? slug;
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * What makes a slot far from what the customer asked: another test centre, or a date more than
 * FAR_SLOT_DAYS from every date they asked for. Empty when it is near (or nothing was asked).
 * When a confirmed slot is changed, `previous` is it: a centre or date kept from it was
 * confirmed as it is already, so only a new one counts.
 */
export function slotDifferences(
  asked: AskedSlot | null,
  slot: { centre?: string; date?: string },
  previous?: { centre?: string; date?: string },
): SlotDifference[] {
  if (!asked) return [];
  const differences: SlotDifference[] = [];
  const centre = slot.centre?.trim();
  const kept = (field: 'centre' | 'date', value: string | undefined) =>
    previous !== undefined && previous[field] === value;
  if (
    asked.centre &&
    centre &&
    centre !== asked.centre &&
    getCentreBySlug(centre) &&
    !kept('centre', centre)
  ) {
    differences.push({
      field: 'centre',
      message: `${centreName(centre)} is not the centre the customer asked for (${centreName(asked.centre)})`,
    });
  }
  const date = slot.date?.trim();
  if (date && isRealIsoDate(date) && asked.dates.length > 0 && !kept('date', date)) {
    const [nearest] = [...asked.dates].sort(
      (a, b) => Math.abs(dayNumber(a) - dayNumber(date)) - Math.abs(dayNumber(b) - dayNumber(date)),
    ) as [string];
    const apart = dayNumber(date) - dayNumber(nearest);
    if (Math.abs(apart) > FAR_SLOT_DAYS) {
      const which = asked.dates.length > 1 ? 'the nearest date' : 'the date';
      differences.push({
        field: 'date',
        message: `${formatLongDate(date)} is ${days(Math.abs(apart))} ${apart > 0 ? 'after' : 'before'} ${formatLongDate(nearest)}, ${which} the customer asked for`,
      });
    }
  }
  return differences;
}
