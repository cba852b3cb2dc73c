import { isUkMobile, toE164 } from '@site/domain/sms';
import type { OrderView } from '@site/domain/schemas';
import { getCentreById, getCentreBySlug, getTestType } from '@site/domain/catalogue';
import { confirmedDetailsSchema } from '@site/domain/fulfilment';
import type { ConfirmedDetails } from '@site/domain/fulfilment';
import type { cards, orders, people } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;
type PersonRow = typeof people.$inferSelect;
type CardRow = typeof cards.$inferSelect;

/** The columns a masked view needs: the date of birth and address are never even read. */
export type OrderViewRow = Pick<
  OrderRow,
  | 'id'
  | 'kind'
  | 'status'
  | 'details'
  | 'createdAt'
  | 'paidAt'
  | 'fulfilmentStatus'
  | 'confirmedDetails'
  | 'officialFeePence'
  | 'serviceFeePence'
  | 'totalPence'
  | 'testingId'
  | 'nationalInsuranceNumber'
>;
export type PersonViewRow = Pick<
  PersonRow,
  'firstName' | 'middleName' | 'lastName' | 'email' | 'nationalInsuranceNumber'
>;
export type CardViewRow = Pick<CardRow, 'id' | 'testingId' | 'registrationNumber'>;

export interface TestDetails {
  location: number;
  /** Stable name of the centre; absent on orders made before it was stored. */
  centreSlug?: string;
  date: string;
  alternateDate: string;
  testTime: string;
  testType: string;
  retake: boolean;
  language: string;
}
export interface CardDetails {
  type: string;
  applicationType: string;
  trait: string;
  /** What the applicant confirmed they have (issue 21); absent on orders made before. */
  requirements?: string[];
}
export interface CourseDetails {
  type: 'Online' | 'Offline';
  name: string;
  date: string;
  locationName?: string;
  /** The venue's address and postcode; absent on orders made before it was stored. */
  locationAddress?: string;
}

/** The confirmation staff recorded (a jsonb column), or null when there is none yet. */
export function confirmedOf(value: unknown): ConfirmedDetails | null {
  const parsed = confirmedDetailsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Where a paid order stands for its customer; a closed one (cancelled, refunded) says so elsewhere. */
function progressOf(order: OrderViewRow): OrderView['progress'] {
  if (order.status !== 'paid') return undefined;
  const stage = order.fulfilmentStatus ?? 'paid';
  if (stage === 'cancelled' || stage === 'refunded') return undefined;
  return { stage, confirmed: confirmedOf(order.confirmedDetails) };
}

/** Keeps the last three characters so that a person can recognise their own number. */
export function maskTail(value: string | null, visible = 3): string | null {
  if (!value) return null;
  return `${'*'.repeat(Math.max(value.length - visible, 3))}${value.slice(-visible)}`;
}

/** A number texts can go to (a UK mobile, in E.164), or null: the text worker's own test. */
export function ukMobileE164(value: string | null): string | null {
  const e164 = value ? toE164(value) : null;
  return e164 && isUkMobile(e164) ? e164 : null;
}

/**
 * A UK mobile number as a person recognises it without it being readable: '+447700900123'
 * becomes '07••• •••123'. Null for no number, or one that cannot take a text.
 */
export function maskMobile(value: string | null): string | null {
  const mobile = ukMobileE164(value);
  return mobile ? `07••• •••${mobile.slice(-3)}` : null;
}

export function maskEmail(value: string | null): string | null {
  if (!value) return null;
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** A short reference people can read out on the phone; the full id stays unguessable. */
export function referenceOf(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 10).toUpperCase();
}

/** One line that says what was bought: pages, receipts and the checkout all use it. */
export function describeOrder(order: Pick<OrderRow, 'kind' | 'details'>): string {
  if (order.kind === 'test') {
    const details = order.details as TestDetails;
    return `CITB HS&E test: ${getTestType(details.testType as never)?.name ?? details.testType}`;
  }
  if (order.kind === 'card') {
    const details = order.details as CardDetails;
    return `CSCS ${details.type} card: ${details.applicationType}`;
  }
  const details = order.details as CourseDetails;
  return `${details.name} (${details.type === 'Online' ? 'online' : 'classroom'})`;
}

/** The order object of spec §3 and §7, masked for a GET. */
export function toOrderView(
  order: OrderViewRow,
  person: PersonViewRow,
  card: CardViewRow | null,
): OrderView {
  const view: OrderView = {
    id: order.id,
    reference: referenceOf(order.id),
    kind: order.kind,
    status: order.status,
    description: describeOrder(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    cancelled: order.fulfilmentStatus === 'cancelled',
    progress: progressOf(order),
    price: {
      officialFee: order.officialFeePence,
      serviceFee: order.serviceFeePence,
      total: order.totalPence,
    },
    Cards: [
      {
        id: card?.id ?? null,
        testingId: card?.testingId ?? order.testingId ?? null,
        registrationNumber: card?.registrationNumber ?? null,
      },
    ],
    User: {
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      email: maskEmail(person.email),
      nationalInsuranceNumber: maskTail(
        order.nationalInsuranceNumber ?? person.nationalInsuranceNumber,
      ),
    },
  };
  if (order.kind === 'test') {
    const details = order.details as TestDetails;
    const { centreSlug, ...booking } = details;
    const centre = centreSlug ? getCentreBySlug(centreSlug) : getCentreById(details.location);
    view.test = {
      ...booking,
      location: centre?.id ?? details.location,
      centreName: centre?.name ?? 'Unknown centre',
      testTypeName: getTestType(details.testType as never)?.name ?? details.testType,
    };
  } else if (order.kind === 'card') {
    view.card = order.details as CardDetails;
  } else {
    view.course = order.details as CourseDetails;
  }
  return view;
}
