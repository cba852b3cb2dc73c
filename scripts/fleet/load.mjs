// What the fleet proof asks of the API: the booking journeys of the web client (spec §7) and
// the sandbox checkout's payment, and the calls that reach the shared limits.
import { randomUUID } from 'node:crypto';
import { URLSearchParams } from 'node:url';
// TypeScript fixtures the API tests use too: this script runs with tsx (npm run fleet:proof).
import { buildCandidate, buildContact, buildTestBooking } from '@site/domain/test-support';

const candidate = (n) => buildCandidate({ email: `fleet.${n}@example.com` });

/** The sandbox's test card that pays (README, "Two commands"). */
const PAYING_CARD = new URLSearchParams({
  name: 'James Wilson',
  cardNumber: '4242424242424242',
  expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
  cvc: '123',
}).toString();

export const seatHold = (location, datetime) => ({
  locationId: location.id,
  seatCount: 1,
  datetime,
  name: 'Level 1 Award in Health and Safety',
  provider: 'SafeSite Training',
});

/**
 * Pays a checkout session on the sandbox's hosted page, then delivers the same payment again
 * (a double submit, or a second browser): answers whether the first delivery paid the order and
 * whether the duplicate was answered as already paid.
 */
async function payTwice(api, client, url, orderId) {
  const first = await api.call('POST', url, { client, form: PAYING_CARD });
  const again = await api.call('POST', url, { client, form: PAYING_CARD });
  const success = `/success/${orderId}`;
  return {
    paid: first.status === 303 && first.headers.get('location') === success,
    duplicateAnswered: again.status === 303 && again.headers.get('location') === success,
  };
}

/** A test booking paid: candidate, order (with an Idempotency-Key), payment, checkout twice. */
export async function bookAndPayTest(api, { client, n, runId, outcome }) {
  const person = await api.call('POST', '/api/v2/candidate', { client, body: candidate(n) });
  if (person.status !== 201) return;
  const booked = await api.call('POST', '/api/v2/test', {
    client,
    body: buildTestBooking({ userId: person.json.data.userId }),
    headers: { 'idempotency-key': `fleet-${runId}-${n}` },
  });
  if (booked.status !== 201) return;
  const { orderId } = booked.json.data;
  outcome.acknowledged.add(orderId);
  const payment = await api.call('POST', '/api/v2/payment', { client, body: { orderId } });
  if (payment.status !== 201) return;
  const { paid, duplicateAnswered } = await payTwice(api, client, payment.json.data.url, orderId);
  if (paid) outcome.paid.add(orderId);
  if (duplicateAnswered) outcome.duplicatesAnswered += 1;
}

/** A classroom seat on a date with few seats: hold, book with payment, checkout twice. */
export async function holdBookAndPaySeat(api, { client, n, location, datetime, outcome }) {
  const held = await api.call('POST', '/api/v2/course/offline/seat', {
    client,
    body: seatHold(location, datetime),
  });
  outcome.holdAnswers[held.status] = (outcome.holdAnswers[held.status] ?? 0) + 1;
  if (held.status !== 201) return;
  const [seatId] = held.json.data.seatIds;
  const person = await api.call('POST', '/api/v2/candidate', { client, body: candidate(n) });
  if (person.status !== 201) return;
  // Booking a seat again gives its order again, so a retried booking makes no second one.
  const booked = await api.call('POST', `/api/v2/course/offline/book/${seatId}?initiate_pay=true`, {
    client,
    body: { userId: person.json.data.userId },
  });
  if (booked.status !== 201) return;
  const { orderId, url } = booked.json.data;
  outcome.acknowledged.add(orderId);
  outcome.seatOrders.add(orderId);
  const { paid, duplicateAnswered } = await payTwice(api, client, url, orderId);
  if (paid) outcome.paid.add(orderId);
  if (duplicateAnswered) outcome.duplicatesAnswered += 1;
}

/**
 * `count` calls of one client, one after another, through the proxy: how many were answered
 * with each status, and by how many instances (nginx names the upstream in X-Upstream).
 */
export async function oneClientCalls(api, count, request) {
  const statuses = {};
  const upstreams = new Set();
  for (let i = 0; i < count; i += 1) {
    const res = await request(i);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const upstream = res.headers.get('x-upstream');
    if (upstream) upstreams.add(upstream);
  }
  return { statuses, upstreams: upstreams.size };
}

export const unknownOrderPath = () => `/api/v2/order/${randomUUID()}`;

export const enquiry = (n) => buildContact({ email: `fleet.enquiry.${n}@example.com` });

/** Runs `tasks` (functions) with at most `width` at once; `onDone` after each. */
export async function runPool(tasks, width, onDone) {
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task();
      done += 1;
      onDone(done, tasks.length);
    }
  }
  await Promise.all(Array.from({ length: width }, worker));
}
