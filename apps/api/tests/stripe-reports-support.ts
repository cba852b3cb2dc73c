import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { admin, useSignedInStaff } from './admin-support';
import { bookTestOrder, startPaymentFor } from './helper';
import { useStripeApp } from './stripe-support';

/**
 * Refunds and disputes Stripe reports after a payment (issue 16): each event is recorded once on
 * its order, found through the PaymentIntent's Checkout Session, with a note staff see.
 * The app of useStripeApp, with staff signed in and orders paid through Stripe Checkout.
 */
export function useStripeReportsApp() {
  const stripe = useStripeApp('whsec_test_after_payment');
  const { ctx, stub, deliver, eventPayload: stripeEvent } = stripe;
  const staff = useSignedInStaff(ctx);

  /** A test order paid through Stripe Checkout: its session, PaymentIntent and charge. */
  async function paidOrder() {
    const orderId = await bookTestOrder(ctx);
    const { session_id } = await startPaymentFor(ctx, orderId);
    const paymentIntent = `pi_${randomUUID().replace(/-/g, '')}`;
    const charge = `ch_${randomUUID().replace(/-/g, '')}`;
    const session = stub.sessions.get(session_id)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent,
    });
    stub.charges.set(charge, { id: charge, object: 'charge', payment_intent: paymentIntent });
    const paid = await deliver(
      stripeEvent('checkout.session.completed', { ...session, payment_intent: paymentIntent }),
    );
    expect(paid.json().outcome).toBe('applied');
    return { orderId, sessionId: session_id, paymentIntent, charge, amount: session.amount_total };
  }

  async function orderPage(orderId: string) {
    const res = await admin(ctx, staff, 'GET', `/orders/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.order as {
      paymentStatus: string;
      price: { refunded: number | null };
      notes: { author: string; note: string }[];
      paymentEvents: { id: string; type: string }[];
    };
  }

  const systemNotes = async (orderId: string) =>
    (await orderPage(orderId)).notes.filter((n) => n.author === 'system').map((n) => n.note);

  // The events Stripe reports after a payment are not all of a checkout session.
  return {
    ...stripe,
    stripeEvent: stripe.eventPayload,
    paidOrder,
    orderPage,
    systemNotes,
    staff,
  };
}

export type Paid = Awaited<ReturnType<ReturnType<typeof useStripeReportsApp>['paidOrder']>>;

/** The Charge object of charge.refunded, as Stripe's API reference shows it. */
export function chargeObject(paid: Paid, refunded: number) {
  return {
    id: paid.charge,
    object: 'charge',
    amount: paid.amount,
    amount_refunded: refunded,
    currency: 'gbp',
    payment_intent: paid.paymentIntent,
    metadata: {},
    paid: true,
    refunded: refunded >= paid.amount,
    status: 'succeeded',
  };
}

/** The Refund object of refund.created, refund.updated and refund.failed. */
export function refundObject(
  paid: Paid,
  id: string,
  amount: number,
  status: string,
  failure?: string,
) {
  return {
    id,
    object: 'refund',
    amount,
    charge: paid.charge,
    currency: 'gbp',
    metadata: {},
    payment_intent: paid.paymentIntent,
    reason: null,
    status,
    ...(failure ? { failure_reason: failure } : {}),
  };
}

/** The Dispute object of charge.dispute.*; older disputes name only the charge. */
export function disputeObject(paid: Paid, status: string, options: { withIntent?: boolean } = {}) {
  return {
    id: `dp_${paid.charge.slice(3)}`,
    object: 'dispute',
    amount: paid.amount,
    charge: paid.charge,
    currency: 'gbp',
    evidence_details: {
      due_by: Math.floor(Date.UTC(2031, 0, 15) / 1000),
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: options.withIntent === false ? null : paid.paymentIntent,
    reason: 'fraudulent',
    status,
  };
}
