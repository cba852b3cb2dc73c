import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A client's count in its window and the ms left of that window. */
export interface WindowCount {
  count: number;
  msLeft: number;
}

/**
 * Fixed windows counted in Valkey or Redis, so every instance adds to the same count (decision
 * 020). `hit` answers undefined when the store cannot: the caller then keeps its own count.
 */
export interface SharedWindowStore {
  hit(key: string, windowMs: number): Promise<WindowCount | undefined>;
  close(): Promise<void>;
}

/** The script below, as a command of the client (sent by its hash after the first call). */
interface HitWindow {
  hitWindow(key: string, windowMs: number): Promise<[count: number, msLeft: number]>;
}

/** How long a request waits for the store before it is counted in memory instead. */
const COMMAND_TIMEOUT_MS = 250;
/** How long start-up waits for the store before it goes on counting in memory. */
const CONNECT_WAIT_MS = 2_000;

// One round trip: the first hit of a window starts its clock, every hit reads what is left of it.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) left = tonumber(ARGV[1]) end
return { count, left }`;

/**
 * Connects to the store and waits for it a moment. While it cannot be reached, `hit` answers at
 * once without it (no queue, no retry per request) and the fall back to memory is logged once,
 * as is its return; the client keeps reconnecting in the background.
 */
export async function openSharedWindowStore(options: {
  url: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
}): Promise<SharedWindowStore> {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_WAIT_MS,
    // Reconnect for ever, at most every 2 s: the limits come back shared once the store does.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
  let down = false;
  const fellBack = (err: unknown) => {
    if (down) return;
    down = true;
    options.log.warn(
      { err },
      'rate-limit store unreachable: each instance counts the per-minute limits in memory until it answers',
    );
  };
  const answers = () => {
    if (!down) return;
    down = false;
    options.log.info('rate-limit store answers again: the per-minute limits are shared');
  };
  redis.on('error', fellBack);
  redis.on('ready', answers);
  redis.defineCommand('hitWindow', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitWindow = (key: string, windowMs: number) =>
    (redis as unknown as HitWindow).hitWindow(key, windowMs);

  const ready = once(redis, 'ready').then(
    () => true,
    () => false,
  );
  const waited = await Promise.race([
    ready,
    new Promise<false>((resolve) => setTimeout(resolve, CONNECT_WAIT_MS, false).unref()),
  ]);
  if (!waited) fellBack(new Error(`no answer from the rate-limit store in ${CONNECT_WAIT_MS} ms`));

  return {
    async hit(key, windowMs) {
      if (redis.status !== 'ready') {
        // A connection that closed without an error (a restart) is logged here, once.
        fellBack(new Error(`the rate-limit store's connection is ${redis.status}`));
        return undefined;
      }
      try {
        const [count, msLeft] = await hitWindow(key, windowMs);
        answers();
        return { count, msLeft };
      } catch (err) {
        fellBack(err);
        return undefined;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
