import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  postcodeCentresResponse,
  postcodeParams,
  suggestQuery,
  suggestionsResponse,
} from '@site/domain/schemas';
import { nearestCentres } from '@site/domain/geo';
import { MESSAGES } from '@site/domain/validators';
import { AddressLookupFailed, PostcodeUnusableError } from '../../../address/address-lookup';
import { AppError } from '../../../errors';

/** Postcode look-ups for the nearest-centre search; the provider's key never reaches a browser. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/address/postcode/:postcode',
    { schema: { params: postcodeParams, response: { 200: postcodeCentresResponse } } },
    async (request) => {
      const position = await app.addressLookup
        .locate(request.params.postcode)
        .catch((error: unknown) => {
          if (error instanceof PostcodeUnusableError) {
            throw new AppError(422, ERROR_CODES.postcodeUnusable, MESSAGES.couldNotFindPostcode);
          }
          if (error instanceof AddressLookupFailed) {
            // 'Postcode not found' (spec §8) to the visitor; the operator needs to know why.
            request.log.warn({ err: error }, 'Address lookup failed');
            return undefined;
          }
          throw error;
        });
      if (!position)
        throw new AppError(404, ERROR_CODES.postcodeNotFound, MESSAGES.postcodeNotFound);
      if (!Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) {
        throw new AppError(422, ERROR_CODES.postcodeUnusable, MESSAGES.couldNotFindPostcode);
      }
      const centres = nearestCentres(position).map(({ centre, miles }) => ({
        centre: {
          id: centre.id,
          name: centre.name,
          shortName: centre.shortName,
          postcode: centre.postcode,
          address: centre.address,
        },
        miles: Math.round(miles * 10) / 10,
      }));
      return { data: { ...position, centres } };
    },
  );

  app.get(
    '/address/suggest',
    { schema: { querystring: suggestQuery, response: { 200: suggestionsResponse } } },
    async (request) => {
      const suggestions = await app.addressLookup
        .suggest(request.query.q, 10)
        .catch((error: unknown) => {
          if (!(error instanceof AddressLookupFailed)) throw error;
          request.log.warn({ err: error }, 'Address lookup failed');
          return [];
        });
      return { data: { suggestions } };
    },
  );
};
