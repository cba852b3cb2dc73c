import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from '../../error-handler';

const MINUTE_MS = 60_000;
/**
 * Past this many clients in one window, new clients go uncounted until the window turns: about
 * 18 MB a counter at most, and the clients already counted keep their counts.
 */
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
 * Requests per client in fixed windows (a minute unless told) that all clients share: one map,
 * emptied when the window ends, so it holds only the clients of the current window. A client
 * can at most double its limit across the turn of a window, as with any fixed window.
 */
export class WindowCounter {
  private readonly counts = new Map<string, number>();
  private windowEnds = 0;

  private readonly windowMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(options: { windowMs?: number; maxClients?: number; now?: () => number } = {}) {
    this.windowMs = options.windowMs ?? MINUTE_MS;
    this.maxClients = options.maxClients ?? MAX_CLIENTS;
    this.now = options.now ?? Date.now;
  }

  /** Counts one request of the client: its count in this window and the ms left of it. */
  hit(client: string): { count: number; msLeft: number } {
    const now = this.now();
    if (now >= this.windowEnds) {
      this.counts.clear();
      this.windowEnds = now + this.windowMs;
    }
    const seen = this.counts.get(client);
    if (seen === undefined && this.counts.size >= this.maxClients) {
      return { count: 0, msLeft: this.windowEnds - now };
    }
    const count = (seen ?? 0) + 1;
    this.counts.set(client, count);
    return { count, msLeft: this.windowEnds - now };
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
    if (count <= max) {
      done();
      return;
    }
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    const wait = seconds > 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
    reply
      .code(429)
      .header('retry-after', String(seconds))
      .send(
        send(429, ERROR_CODES.rateLimited, `Too many requests. Please wait ${wait} and try again.`),
      );
  };
}
