// The fleet proof's first part: the limits that guard people, reached through nginx by one
// client whose calls land on all three instances, must stop at the limit, not three times it.
import { enquiry, oneClientCalls, seatHold, unknownOrderPath } from './load.mjs';

/** The limits the instances run with (the fleet's settings). */
export const ORDER_READS_PER_MINUTE = 30;
export const ENQUIRIES_PER_MINUTE = 10;
/** Live holds one client may have on a date (repositories/courses-repository.ts). */
const LIVE_HOLDS_PER_CLIENT = 4;

/** One client's calls past a limit, spread by nginx: exactly `limit` pass, the rest get 429. */
function limitHeld(record, name, { statuses, upstreams }, limit, passed, extra) {
  record(
    name,
    statuses[passed] === limit && statuses[429] === extra && upstreams === 3,
    `${JSON.stringify(statuses)} from ${upstreams} instances, limit ${limit}`,
  );
}

/** The limits that guard people, reached by one client whose calls nginx spreads over three. */
export async function sharedLimits(api, location, record) {
  const extra = 5;
  const reads = await oneClientCalls(api, ORDER_READS_PER_MINUTE + extra, () =>
    api.call('GET', unknownOrderPath(), { client: '198.51.100.200' }),
  );
  limitHeld(
    record,
    'order look-ups per minute are counted once for the three instances (Redis)',
    reads,
    ORDER_READS_PER_MINUTE,
    404,
    extra,
  );
  const enquiries = await oneClientCalls(api, ENQUIRIES_PER_MINUTE + extra, (n) =>
    api.call('POST', '/api/v2/contact', { client: '198.51.100.201', body: enquiry(n) }),
  );
  limitHeld(
    record,
    'enquiries per minute are counted once for the three instances (PostgreSQL)',
    enquiries,
    ENQUIRIES_PER_MINUTE,
    201,
    extra,
  );
  const datetime = location.dates[5].datetime;
  const holds = await oneClientCalls(api, LIVE_HOLDS_PER_CLIENT + extra, () =>
    api.call('POST', '/api/v2/course/offline/seat', {
      client: '198.51.100.202',
      body: seatHold(location, datetime),
    }),
  );
  limitHeld(
    record,
    'live seat holds of one client are counted once for the three instances (PostgreSQL)',
    holds,
    LIVE_HOLDS_PER_CLIENT,
    201,
    extra,
  );
}
