import { z } from 'zod';

/** An optional client-chosen key: the same key returns the same order instead of a new one. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, {
      error: 'Idempotency-Key must be 8 to 100 letters, digits, - or _',
    })
    .optional(),
});
