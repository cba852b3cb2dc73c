import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cards, orders, people } from '../db/schema';
import type { OrderRow } from './fulfilment-repository';
import { CANDIDATE_COLUMNS } from './people-repository';

/** The candidate's details as staff may correct them, on an order held by the caller. */
export interface CandidateFields {
  title: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  nationalInsuranceNumber: string | null;
  email: string | null;
  phoneNumber: string | null;
  address: string | null;
  town: string | null;
  postcode: string | null;
  testingId: string | null;
  registrationNumber: string | null;
}

/** The person's columns staff may correct; the NI number is written where the order keeps it. */
const PERSON_FIELDS = CANDIDATE_COLUMNS.filter(
  (
    key,
  ): key is Exclude<
    (typeof CANDIDATE_COLUMNS)[number],
    'id' | 'kind' | 'nationalInsuranceNumber'
  > => key !== 'id' && key !== 'kind' && key !== 'nationalInsuranceNumber',
);

/**
 * The candidate's details as the order page shows them and staff correct them: the order's own
 * NI number (given at checkout) wins over the person's, and the references come from the card
 * when there is one.
 */
export function candidateFieldsOf(
  order: Pick<OrderRow, 'nationalInsuranceNumber' | 'testingId'>,
  person: typeof people.$inferSelect,
  card: Pick<typeof cards.$inferSelect, 'testingId' | 'registrationNumber'> | null,
): CandidateFields {
  return {
    title: person.title,
    firstName: person.firstName,
    middleName: person.middleName,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth,
    nationalInsuranceNumber: order.nationalInsuranceNumber ?? person.nationalInsuranceNumber,
    email: person.email,
    phoneNumber: person.phoneNumber,
    address: person.address,
    town: person.town,
    postcode: person.postcode,
    testingId: card?.testingId ?? order.testingId,
    registrationNumber: card?.registrationNumber ?? null,
  };
}

/** The candidate of a held order, with the card's (or the order's) references. */
export async function readCandidateFields(
  tx: Executor,
  order: OrderRow,
): Promise<{ fields: CandidateFields; hasCard: boolean }> {
  const [found] = await tx
    .select({ person: people, card: cards })
    .from(people)
    .leftJoin(cards, eq(cards.orderId, order.id))
    .where(eq(people.id, order.personId));
  return {
    hasCard: Boolean(found!.card),
    fields: candidateFieldsOf(order, found!.person, found!.card),
  };
}

/** Writes the changed fields where each is kept: the person, the order and the card. */
export async function writeCandidateFields(
  tx: Executor,
  order: OrderRow,
  changes: Partial<CandidateFields>,
  hasCard: boolean,
): Promise<void> {
  const personSet = Object.fromEntries(
    PERSON_FIELDS.filter((key) => key in changes).map((key) => [key, changes[key]]),
  );
  if ('nationalInsuranceNumber' in changes && !order.nationalInsuranceNumber) {
    personSet.nationalInsuranceNumber = changes.nationalInsuranceNumber;
  }
  if (Object.keys(personSet).length) {
    await tx
      .update(people)
      .set({ ...personSet, updatedAt: sql`now()` })
      .where(eq(people.id, order.personId));
  }
  const orderSet: Partial<typeof orders.$inferInsert> = {};
  if ('nationalInsuranceNumber' in changes && order.nationalInsuranceNumber) {
    orderSet.nationalInsuranceNumber = changes.nationalInsuranceNumber;
  }
  if ('testingId' in changes && !hasCard) orderSet.testingId = changes.testingId;
  if (Object.keys(orderSet).length) {
    await tx
      .update(orders)
      .set({ ...orderSet, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
  }
  const cardSet: Partial<typeof cards.$inferInsert> = {};
  if ('testingId' in changes && hasCard) cardSet.testingId = changes.testingId;
  if ('registrationNumber' in changes) cardSet.registrationNumber = changes.registrationNumber;
  if (hasCard && Object.keys(cardSet).length) {
    await tx.update(cards).set(cardSet).where(eq(cards.orderId, order.id));
  }
}
