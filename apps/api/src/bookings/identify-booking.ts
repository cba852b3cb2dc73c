import type { BookingIdentity } from '@site/domain/schemas';
import type { BookingIdentityRepository } from '../repositories/booking-identity-repository';
import type { ClientCounts } from '../repositories/client-counts';

const HOUR_MS = 60 * 60_000;
const WRONG_TRIES_SCOPE = `booking-wrong-tries/${HOUR_MS}`;

export type Identified =
  | { outcome: 'found'; orderId: string }
  | { outcome: 'not-found' }
  | { outcome: 'too-many'; msLeft: number };

/**
 * Says which paid booking a reference and date of birth open (issue 19). A wrong date of birth
 * and an unknown reference get the same answer, so neither tells a stranger anything. Wrong
 * tries are counted per reference in the database, across every client and instance: a date of
 * birth has some 30,000 likely values, and a few tries an hour per reference keeps a guesser
 * from ever reaching one, wherever the guesses come from. Per-client limits are the route's.
 */
export function createBookingIdentity(
  repository: BookingIdentityRepository,
  counts: ClientCounts,
  options: { wrongTriesPerHour: number },
) {
  return async function identifyBooking({
    reference,
    dateOfBirth,
  }: BookingIdentity): Promise<Identified> {
    // The try is counted before the date of birth is compared, in one statement: however many
    // arrive at once, from however many instances, no more than the limit are ever compared.
    // A right answer gives its try back; a wrong one keeps it.
    const tries = await counts.hit(WRONG_TRIES_SCOPE, reference, HOUR_MS);
    if (tries.count > options.wrongTriesPerHour) {
      return { outcome: 'too-many', msLeft: tries.msLeft };
    }
    const matches = await repository.ordersWithReference(reference);
    const match = matches.find((order) => order.dateOfBirth === dateOfBirth);
    if (!match) return { outcome: 'not-found' };
    await counts.giveBack(WRONG_TRIES_SCOPE, reference, HOUR_MS);
    return { outcome: 'found', orderId: match.orderId };
  };
}

export type IdentifyBooking = ReturnType<typeof createBookingIdentity>;
