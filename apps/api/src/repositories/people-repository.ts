import { randomUUID } from 'node:crypto';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactBody, createCandidateBody, updateCandidateBody } from '@site/domain/schemas';
import { phoneForStorage } from '@site/domain/sms';
import { allFulfilled, batched, isRowError } from '../db/batch';
import type { Db, Executor } from '../db/client';
import { jsonRows } from '../db/json-rows';
import { enquiries, orders, people } from '../db/schema';

type Candidate = z.output<typeof createCandidateBody>;
type CandidateChanges = z.output<typeof updateCandidateBody>;
export type Contact = z.output<typeof contactBody>;

/** What a batch of new candidates stores: every field of POST /candidate, an id and a kind. */
export const CANDIDATE_COLUMNS = [
  'id',
  'kind',
  'title',
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'nationalInsuranceNumber',
  'email',
  'phoneNumber',
  'address',
  'town',
  'postcode',
] as const;

/**
 * Numbers are kept in E.164 (issue 19), the form text messages go to and opt-outs are keyed on;
 * the forms' own rules have already checked them.
 */
export function withStoredPhone<T extends { phoneNumber?: string | null }>(fields: T): T {
  return fields.phoneNumber
    ? { ...fields, phoneNumber: phoneForStorage(fields.phoneNumber) }
    : fields;
}

export function createPeopleRepository(db: Db) {
  type NewPerson = typeof people.$inferInsert;
  const candidateRows = jsonRows(people, CANDIDATE_COLUMNS);
  /** Candidates who send their details at the same moment share one statement and one commit. */
  const insertPerson = batched<NewPerson, string>({
    async runOne(person) {
      await db.insert(people).values(person);
      return person.id;
    },
    async runMany(batch) {
      await db.execute(candidateRows.insert(batch));
      return allFulfilled(batch.map((person) => person.id));
    },
    isInputError: isRowError,
    inFlight: 1,
  });

  return {
    createCandidate(candidate: Candidate): Promise<string> {
      return insertPerson({
        id: randomUUID(),
        kind: 'candidate',
        ...candidate,
        phoneNumber: phoneForStorage(candidate.phoneNumber),
      });
    },

    /**
     * Changes a candidate's details, unless one of their orders is paid: those details are
     * what was bought with, and a paid order never changes under the business's feet.
     */
    async updateCandidate(
      id: string,
      changes: CandidateChanges,
    ): Promise<'updated' | 'not-found' | 'paid'> {
      const updated = await db
        .update(people)
        .set({ ...withStoredPhone(changes), updatedAt: sql`now()` })
        .where(
          and(
            eq(people.id, id),
            // An enquiry's contact is not a candidate: it gets no candidate details.
            eq(people.kind, 'candidate'),
            notExists(
              db
                .select({ id: orders.id })
                .from(orders)
                .where(and(eq(orders.personId, id), eq(orders.status, 'paid'))),
            ),
          ),
        )
        .returning({ id: people.id });
      if (updated.length > 0) return 'updated';
      const [person] = await db.select({ kind: people.kind }).from(people).where(eq(people.id, id));
      return person?.kind === 'candidate' ? 'paid' : 'not-found';
    },

    /**
     * Stores an enquiry and its contact; `alongside` runs in the same transaction, so what a use
     * case adds (an acknowledgement queued) exists exactly when the enquiry does.
     */
    async createContact(
      contact: Contact,
      alongside?: (
        tx: Executor,
        enquiry: { id: string; kind: Contact['kind'] },
      ) => Promise<unknown>,
    ): Promise<string> {
      const id = randomUUID();
      const enquiryId = randomUUID();
      const { kind, groupSize, comment, locale, ...person } = contact;
      await db.transaction(async (tx) => {
        await tx.insert(people).values({ id, kind: 'contact', ...withStoredPhone(person) });
        await tx
          .insert(enquiries)
          .values({ id: enquiryId, personId: id, kind, groupSize, comment, locale });
        await alongside?.(tx, { id: enquiryId, kind });
      });
      return id;
    },

    async exists(id: string): Promise<boolean> {
      const rows = await db.select({ id: people.id }).from(people).where(eq(people.id, id));
      return rows.length > 0;
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
