import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ERROR_CODES } from '@site/domain/schemas';
import { send } from '../../error-handler';

const WINDOW_MS = 60_000;
/** Past this many clients in one window a new window starts early, so memory stays bounded. */
const MAX_CLIENTS = 500_000;

/**
 * Requests per client in fixed one-minute windows that all clients share: one map, emptied
 * when the window ends, so it holds only the clients of the current minute. A client can at
 * most double its limit across the turn of a window, as with any fixed window.
 */
export class WindowCounter {
  private readonly counts = new Map<string, number>();
  private windowEnds = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request of the client: its count in this window and the ms left of it. */
  hit(client: string): { count: number; msLeft: number } {
    const now = this.now();
    if (now >= this.windowEnds || this.counts.size >= MAX_CLIENTS) {
      this.counts.clear();
      this.windowEnds = now + WINDOW_MS;
    }
    const count = (this.counts.get(client) ?? 0) + 1;
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
 * An onRequest hook that answers 429 to a client (its address, as far as a trusted proxy
 * says) past `max` requests in a minute, and says when to try again. A callback hook with an
 * in-memory count: no promise per request on the calls it guards (decision 007).
 */
export function limitPerClient(max: number, counter = new WindowCounter()): LimitHook {
  return function limitClient(request, reply, done) {
    const { count, msLeft } = counter.hit(request.ip);
    if (count <= max) {
      done();
      return;
    }
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    reply
      .code(429)
      .header('retry-after', String(seconds))
      .send(
        send(
          429,
          ERROR_CODES.rateLimited,
          `Too many requests. Please wait ${seconds} seconds and try again.`,
        ),
      );
  };
}
