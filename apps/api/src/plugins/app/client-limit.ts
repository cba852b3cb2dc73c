import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from '../../error-handler';
import type { SharedWindowStore } from './shared-window-store';

const MINUTE_MS = 60_000;
/** Clients one counter remembers at most: some 20 MB, then the oldest windows are forgotten. */
const MAX_CLIENTS = 100_000;

/**
 * The client a request counts against: its IPv4 address, or the /64 network of an IPv6 one,
 * since one subscriber is given a whole /64 and could otherwise take a new address per request.
 */
export function clientOf(ip: string): string {
  if (!ip.includes(':') || ip.includes('.')) return ip; // IPv4, or IPv4 mapped into IPv6
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? // A trusted proxy may pass on a malformed address: it still makes a key, never an error.
      [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Requests per client in fixed windows (a minute unless told), each client's window starting
 * with its first request. Memory is bounded: past `maxClients` clients, the client whose window
 * began longest ago is forgotten (its window has ended, or is the nearest to ending), so a new
 * client is always counted and a flood of new addresses cannot switch the limit off. A client
 * can at most double its limit across the turn of its window, as with any fixed window.
 */
export class WindowCounter {
  /** In the order the windows began: a Map keeps insertion order, so the first is the oldest. */
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  private readonly windowMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(options: { windowMs?: number; maxClients?: number; now?: () => number } = {}) {
    this.windowMs = options.windowMs ?? MINUTE_MS;
    this.maxClients = options.maxClients ?? MAX_CLIENTS;
    this.now = options.now ?? Date.now;
  }

  /** How many clients it remembers now (never more than maxClients). */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one request of the client: its count in its window and the ms left of it. */
  hit(client: string): { count: number; msLeft: number } {
    const now = this.now();
    const window = this.windows.get(client);
    if (window && window.endsAt > now) {
      window.count += 1;
      return { count: window.count, msLeft: window.endsAt - now };
    }
    // A new window goes to the back of the line, behind every window that began earlier.
    if (window) this.windows.delete(client);
    else if (this.windows.size >= this.maxClients) this.forgetOldest(now);
    this.windows.set(client, { count: 1, endsAt: now + this.windowMs });
    return { count: 1, msLeft: this.windowMs };
  }

  /** Drops every ended window at the front of the line, or else the one that began first. */
  private forgetOldest(now: number): void {
    let dropped = 0;
    for (const [client, window] of this.windows) {
      if (dropped > 0 && window.endsAt > now) break;
      this.windows.delete(client);
      dropped += 1;
      // A bounded sweep keeps every request's cost small.
      if (dropped >= 64) break;
    }
  }
}

export type LimitHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

/**
 * An onRequest hook that answers 429 to a client (its address as far as a trusted proxy says,
 * or its IPv6 /64) past `max` requests in its counter's window, and says when to try again. A
 * callback hook with an in-memory count: no promise per request on the calls it guards
 * (decision 007).
 */
export function limitPerClient(max: number, counter = new WindowCounter()): LimitHook {
  return function limitClient(request, reply, done) {
    const { count, msLeft } = counter.hit(clientOf(request.ip));
    if (count <= max) done();
    else refuseTooMany(reply, msLeft);
  };
}

/**
 * The same limit counted in a store every instance shares (decision 020). The in-memory count
 * still runs first: a client over the limit on this instance alone is over it everywhere and is
 * refused without a round trip, and while the store cannot answer, that count is the limit.
 */
export function limitAcrossInstances(
  name: string,
  max: number,
  store: SharedWindowStore,
  counter = new WindowCounter(),
): LimitHook {
  return function limitClient(request, reply, done) {
    const client = clientOf(request.ip);
    const here = counter.hit(client);
    if (here.count > max) {
      refuseTooMany(reply, here.msLeft);
      return;
    }
    void store.hit(`limit:${name}:${client}`, MINUTE_MS).then((shared) => {
      if (!shared || shared.count <= max) done();
      else refuseTooMany(reply, shared.msLeft);
    });
  };
}

/** Answers 429, saying in words and in Retry-After when the client may try again. */
export function refuseTooMany(
  reply: FastifyReply,
  msLeft: number,
  message = (wait: string) => `Too many requests. Please wait ${wait} and try again.`,
): FastifyReply {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  const wait = seconds > 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send(send(429, ERROR_CODES.rateLimited, message(wait)));
}
