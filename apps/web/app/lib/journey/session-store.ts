import { z } from 'zod';

/**
 * Answers held client-side across the steps of a journey and a page reload (spec §3: personal
 * details are held client-side). sessionStorage ends with the tab; everything read back is
 * parsed with its schema (decision 012), so a stale or tampered entry reads as "nothing saved".
 */
const PREFIX = 'safesite:';

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

export function createSessionStore<S extends z.ZodType>(
  name: string,
  schema: S,
): SessionStore<z.output<S>> {
  const key = `${PREFIX}${name}`;
  return {
    read() {
      const raw = storage()?.getItem(key);
      if (!raw) return undefined;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
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

/** Removes every saved journey answer and personal detail ("clear my details"). */
export function clearAllJourneys(): void {
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
