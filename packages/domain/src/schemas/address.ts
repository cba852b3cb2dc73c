import { z } from 'zod';
import { MESSAGES } from '../validators';
import { envelope } from './envelope';

/** A full postcode ('SW1A 1AA') or a district ('SW1A'), as people type them. */
export const postcodeParams = z.object({
  postcode: z
    .string()
    .trim()
    .min(2, { error: MESSAGES.postcode })
    .max(10, { error: MESSAGES.postcode })
    .regex(/^[A-Za-z]{1,2}\d[A-Za-z\d]?(\s*\d[A-Za-z]{2})?$/, { error: MESSAGES.postcode }),
});

export const nearbyCentreSchema = z.object({
  centre: z.object({
    id: z.number().int(),
    name: z.string(),
    shortName: z.string(),
    postcode: z.string(),
    address: z.array(z.string()),
  }),
  miles: z.number(),
});
export type NearbyCentre = z.infer<typeof nearbyCentreSchema>;

/** GET /address/postcode/{postcode}: the position and the nearest centres (spec §7). */
export const postcodeCentresResponse = envelope(
  z.object({
    postcode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    town: z.string().optional(),
    centres: z.array(nearbyCentreSchema),
  }),
);

export const suggestQuery = z.object({
  q: z
    .string({ error: MESSAGES.postcode })
    .trim()
    .min(1, { error: MESSAGES.postcode })
    .max(10, { error: MESSAGES.postcode }),
});

export const suggestionsResponse = envelope(z.object({ suggestions: z.array(z.string()) }));
