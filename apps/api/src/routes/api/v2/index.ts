import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './address';
import { bookingRoutes } from './bookings';
import { bookingRequestRoutes } from './booking-requests';
import { cardRoutes } from './card';
import { courseRoutes } from './course';
import { orderRoutes } from './order';
import { peopleRoutes } from './people';
import { testRoutes } from './test';

/** API v2: one plugin per resource (spec §7). */
export const apiV2Routes: FastifyPluginAsync = async (api) => {
  await api.register(peopleRoutes);
  await api.register(testRoutes);
  await api.register(cardRoutes);
  await api.register(courseRoutes);
  await api.register(orderRoutes);
  await api.register(addressRoutes);
  await api.register(bookingRoutes);
  await api.register(bookingRequestRoutes);
};
