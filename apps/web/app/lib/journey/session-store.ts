import { z } from 'zod';

/**
 * Answers held client-side across the steps of a journey and a page reload (spec §3: personal
 * details are held client-side). sessionStorage ends with the tab; everything read back is
 * parsed with its schema (decision 012), so a stale or tampered entry reads as "nothing saved".
 *
 * On a phone several people share, nothing outlives 30 minutes unused (decision 021): every
 * read and write checks one expiry time kept beside the answers, forgets everything once it has
 * passed, and otherwise pushes it 30 minutes on.
 */
const PREFIX = 'safesite:';
const EXPIRES_KEY = `${PREFIX}expires`;
export const UNUSED_LIMIT_MS = 30 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the journey still works within one page view
  }
}

export interface SessionStore<T> {
  read(): T | undefined;
  write(value: T): void;
  clear(): void;
}

/** Whether what is saved has gone 30 minutes unused (nothing saved has nothing to expire). */
export function savedAnswersExpired(now = Date.now()): boolean {
  const raw = storage()?.getItem(EXPIRES_KEY);
  if (raw == null) return false;
  const expires = Number(raw);
  return !Number.isFinite(expires) || now >= expires;
}

/** Forgets everything once it has expired, then counts this as a use: 30 minutes from now. */
function touch(): void {
  const store = storage();
  if (!store) return;
  if (savedAnswersExpired()) forgetEverything();
  try {
    store.setItem(EXPIRES_KEY, String(Date.now() + UNUSED_LIMIT_MS));
  } catch {
    // quota or privacy mode: nothing else can be saved either
  }
}

export function createSessionStore<S extends z.ZodType>(
  name: string,
  schema: S,
): SessionStore<z.output<S>> {
  const key = `${PREFIX}${name}`;
  return {
    read() {
      if (savedAnswersExpired()) forgetEverything();
      const raw = storage()?.getItem(key);
      if (!raw) return undefined;
      touch();
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      touch();
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // quota or privacy mode: keep going without persistence
      }
    },
    clear() {
      storage()?.removeItem(key);
    },
  };
}

/**
 * Forgets every saved journey answer, attempt (candidate, order and card references) and
 * personal detail: "Clear my details", "This is not me", a paid order, 30 minutes unused.
 */
export function forgetEverything(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

const text = z.string().max(2000).optional();

/** Personal details as typed (spec §3), shared by every journey so nobody types them twice. */
export const personalDetailsValues = z.object({
  title: text,
  firstName: text,
  middleName: text,
  lastName: text,
  dobDay: text,
  dobMonth: text,
  dobYear: text,
  NI: text,
  phoneNumber: text,
  email: text,
  address: text,
  address2: text,
  town: text,
  county: text,
  postCode: text,
});
export type PersonalDetailsValues = z.infer<typeof personalDetailsValues>;

export const personalDetailsStore = createSessionStore('personal-details', personalDetailsValues);

/** The saved name, to ask "Are you booking for James Walker again?"; nothing else is shown. */
export function savedPersonName(): string | undefined {
  const details = personalDetailsStore.read();
  const name = [details?.firstName, details?.lastName].map((part) => part?.trim()).filter(Boolean);
  return name.length ? name.join(' ') : undefined;
}
