import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { abandonReplaced, attemptFor, bookAgainIfClosed } from './attempt';
import type { Attempt } from './attempt';
import type { SessionStore } from './session-store';

function memoryStore(initial?: Attempt): SessionStore<Attempt> & { value?: Attempt } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (next: Attempt) => {
      store.value = next;
    },
    clear: () => {
      store.value = undefined;
    },
  };
  return store as unknown as SessionStore<Attempt> & { value?: Attempt };
}

afterEach(() => vi.unstubAllGlobals());

describe('attemptFor', () => {
  it('keeps the attempt for the same answers, order and all', () => {
    const store = memoryStore({ key: 'key-00000001', fingerprint: 'a', orderId: 'order-1' });
    expect(attemptFor(store, 'a')).toMatchObject({ key: 'key-00000001', orderId: 'order-1' });
  });

  it('starts a new attempt for changed answers, remembering the unpaid order it replaces', () => {
    const store = memoryStore({
      key: 'key-00000001',
      fingerprint: 'a',
      userId: 'user-1',
      orderId: 'order-1',
    });
    const fresh = attemptFor(store, 'b');
    expect(fresh.key).not.toBe('key-00000001');
    expect(fresh).toMatchObject({ userId: 'user-1', replaces: ['order-1'] });
    expect(fresh.orderId).toBeUndefined();
    // Changed again before booking: both are still to close.
    store.write({ ...fresh, orderId: 'order-2' });
    expect(attemptFor(store, 'c').replaces).toEqual(['order-1', 'order-2']);
  });
});

describe('abandonReplaced', () => {
  it('closes each replaced order and forgets those the server answered for', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push(`${init.method} ${url}`);
      if (url.includes('offline')) throw new TypeError('Failed to fetch');
      return new Response(null, { status: url.includes('paid') ? 409 : 204 });
    });
    const store = memoryStore();
    const attempt: Attempt = {
      key: 'key-00000002',
      fingerprint: 'b',
      replaces: ['one', 'paid', 'offline'],
    };
    const after = await abandonReplaced(store, attempt);
    expect(asked).toEqual([
      'POST /api/v2/order/one/abandon',
      'POST /api/v2/order/paid/abandon',
      'POST /api/v2/order/offline/abandon',
    ]);
    // The one the server never answered for is kept, to close on the next try.
    expect(after.replaces).toEqual(['offline']);
    expect(store.value?.replaces).toEqual(['offline']);
    const retried = await abandonReplaced(store, { ...after, replaces: ['one'] });
    expect(retried.replaces).toBeUndefined();
  });
});

describe('bookAgainIfClosed', () => {
  const closed = new ApiError(409, 'Failed', 'ORDER_CLOSED', [], 'This order has expired.');
  const saved: Attempt = {
    key: 'key-00000001',
    fingerprint: 'a',
    userId: 'user-1',
    orderId: 'order-1',
    seatId: 'seat-1',
  };

  it('starts the attempt again, keeping the candidate, when its order was closed', async () => {
    const store = memoryStore(saved);
    const seen: (Attempt | undefined)[] = [];
    const step = vi.fn(async () => {
      seen.push(store.read());
      if (seen.length === 1) throw closed;
      return 'checkout-url';
    });
    await expect(bookAgainIfClosed(store, step)).resolves.toBe('checkout-url');
    expect(step).toHaveBeenCalledTimes(2);
    expect(seen[1]).toMatchObject({ fingerprint: 'a', userId: 'user-1' });
    expect(seen[1]!.key).not.toBe('key-00000001');
    expect(seen[1]!.orderId).toBeUndefined();
    expect(seen[1]!.seatId).toBeUndefined();
  });

  it('leaves the attempt alone for any other refusal, and tries only once more', async () => {
    const store = memoryStore(saved);
    const other = new ApiError(409, 'Failed', 'ALREADY_PAID');
    await expect(bookAgainIfClosed(store, () => Promise.reject(other))).rejects.toBe(other);
    expect(store.value).toEqual(saved);
    const always = vi.fn(() => Promise.reject(closed));
    await expect(bookAgainIfClosed(store, always)).rejects.toBe(closed);
    expect(always).toHaveBeenCalledTimes(2);
  });
});
