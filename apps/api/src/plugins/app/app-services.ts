import type { Db } from '../../db/client';
import type { AddressLookup } from '../../address/address-lookup';
import { createPaymentsService } from '../../payments/payments-service';
import type { PaymentsService } from '../../payments/payments-service';
import type { PaymentProvider } from '../../payments/payment-provider';
import { createCoursesRepository } from '../../repositories/courses-repository';
import type { CoursesRepository } from '../../repositories/courses-repository';
import { createOrdersRepository } from '../../repositories/orders-repository';
import type { OrdersRepository } from '../../repositories/orders-repository';
import { createPeopleRepository } from '../../repositories/people-repository';
import type { PeopleRepository } from '../../repositories/people-repository';
import { createBookingIdentityRepository } from '../../repositories/booking-identity-repository';
import { createClientCounts } from '../../repositories/client-counts';
import { createBookingIdentity } from '../../bookings/identify-booking';
import type { IdentifyBooking } from '../../bookings/identify-booking';
import { createBookingStatus } from '../../bookings/booking-status';
import type { BookingStatusLookup } from '../../bookings/booking-status';
import { createBookingStatusRepository } from '../../repositories/booking-status-repository';
import { createRequestChange } from '../../bookings/request-change';
import type { RequestChange } from '../../bookings/request-change';
import { setCardExpiry, setRemindersOff } from '../../reminders/customer-settings';
import { unscoped } from './unscoped';

declare module 'fastify' {
  interface FastifyInstance {
    people: PeopleRepository;
    orders: OrdersRepository;
    courses: CoursesRepository;
    payments: PaymentsService;
    addressLookup: AddressLookup;
    /** Which paid booking a reference and date of birth open (issue 19). */
    identifyBooking: IdentifyBooking;
    /** Where an identified booking stands, for its status page (issue 19). */
    bookingStatus: BookingStatusLookup;
    /** A customer's request to move or cancel a booking (issue 19). */
    requestChange: RequestChange;
    /** The customer's reminder choices for one booking (issue 19). */
    bookingReminders: {
      setRemindersOff(orderId: string, off: boolean, ip?: string): Promise<unknown>;
      setCardExpiry(orderId: string, date: string | null, ip?: string): Promise<unknown>;
    };
  }
}

export interface AppServicesOptions {
  db: Db;
  paymentProvider: PaymentProvider;
  addressLookup: AddressLookup;
  /** Told of each payment applied (the metrics, when on). */
  onPaymentApplied?: () => void;
  /** false behind a pooler that keeps no named statements (DATABASE_PREPARED_STATEMENTS). */
  namedStatements?: boolean;
  /** Wrong dates of birth one booking reference may be tried with in an hour. */
  bookingWrongTriesPerHour: number;
}

/**
 * The repositories and use cases the public routes call, decorated on the app once: a route
 * reaches them as `app.orders`, `app.payments` and so on, and never builds them from `db`.
 */
export const appServices = unscoped<AppServicesOptions>('app-services', async (app, options) => {
  const { db, paymentProvider, addressLookup, onPaymentApplied, namedStatements } = options;
  const orders = createOrdersRepository(db, { namedStatements });
  app.decorate('people', createPeopleRepository(db));
  app.decorate('orders', orders);
  app.decorate('courses', createCoursesRepository(db, orders));
  app.decorate('addressLookup', addressLookup);
  app.decorate('payments', createPaymentsService(db, paymentProvider, onPaymentApplied));
  const identifyBooking = createBookingIdentity(
    createBookingIdentityRepository(db),
    createClientCounts(db),
    { wrongTriesPerHour: options.bookingWrongTriesPerHour },
  );
  app.decorate('bookingStatus', createBookingStatus(createBookingStatusRepository(db)));
  app.decorate('identifyBooking', identifyBooking);
  app.decorate('requestChange', createRequestChange(db, identifyBooking));
  app.decorate('bookingReminders', {
    setRemindersOff: (orderId: string, off: boolean, ip?: string) =>
      setRemindersOff(db, orderId, off, ip),
    setCardExpiry: (orderId: string, date: string | null, ip?: string) =>
      setCardExpiry(db, orderId, date, ip),
  });
});
