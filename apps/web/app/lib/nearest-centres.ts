import type { z } from 'zod';
import { ERROR_CODES, postcodeCentresResponse } from '@site/domain/schemas';
import { isUkOutcode, normalisePostcode } from '@site/domain/geo';
import { postcodeSchema } from '@site/domain/validators';
import { ApiError, apiRequest } from './api-client';
import { MESSAGES } from './messages';

export type NearestCentres = z.infer<typeof postcodeCentresResponse>['data'];

/**
 * A place to search from: a full UK postcode ('sw1a1aa' -> 'SW1A 1AA') or the first part of
 * one ('ls6' -> 'LS6'); undefined for anything else (a name or a town).
 */
export function postcodeToSearch(query: string): string | undefined {
  const parsed = postcodeSchema.safeParse(query.trim());
  if (parsed.success) return parsed.data;
  return isUkOutcode(query) ? normalisePostcode(query) : undefined;
}

/**
 * GET /address/postcode/{postcode}: the centres under 15 miles, nearest first, at most 10
 * (spec §7). A failed look-up is 'Postcode not found'; a postcode with no usable position is
 * 'Could not find postcode' (spec §8).
 */
export async function getNearestCentres(postcode: string): Promise<NearestCentres> {
  try {
    const body = await apiRequest(`/address/postcode/${encodeURIComponent(postcode)}`, {
      schema: postcodeCentresResponse,
      failureMessage: MESSAGES.postcodeNotFound,
    });
    return body.data;
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.status === 422 || error.code === ERROR_CODES.postcodeUnusable)
    ) {
      throw new ApiError(error.status, MESSAGES.couldNotFindPostcode, error.code);
    }
    throw error;
  }
}
