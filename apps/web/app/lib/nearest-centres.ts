import type { z } from 'zod';
import { ERROR_CODES, postcodeCentresResponse } from '@site/domain/schemas';
import { ApiError, apiRequest } from './api-client';
import { MESSAGES } from './messages';

export type NearestCentres = z.infer<typeof postcodeCentresResponse>['data'];

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
