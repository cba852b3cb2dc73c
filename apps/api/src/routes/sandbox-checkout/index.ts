import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { DOCUMENT_HEADERS } from '../../plugins/app/security';
import { referenceOf } from '../../repositories/order-view';
import { readCardForm } from './card-form';
import { CHECKOUT_CSS, CHECKOUT_JS, renderCheckoutPage, renderClosedPage } from './checkout-page';
import type { CheckoutPageModel } from './checkout-page';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .headers(DOCUMENT_HEADERS)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

/**
 * The sandbox provider's hosted checkout (issue 2): a page outside /api, as a real provider's
 * would be, which pays or declines through the same event path as a provider webhook.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: 8 * 1024 });

  const assets: [file: string, type: string, body: string][] = [
    ['checkout.css', 'text/css', CHECKOUT_CSS],
    ['checkout.js', 'text/javascript', CHECKOUT_JS],
  ];
  for (const [file, type, body] of assets) {
    app.get(`/sandbox-checkout/assets/${file}`, async (_request, reply) =>
      reply
        .header('content-type', `${type}; charset=utf-8`)
        .header('cache-control', 'public, max-age=3600')
        .send(body),
    );
  }

  async function loadSession(sessionId: string) {
    if (!/^cs_sandbox_[0-9a-f]{32}$/.test(sessionId)) return undefined;
    const first = await app.payments.findSession(sessionId);
    if (!first) return undefined;
    const order = await app.orders.findOrder(first.orderId);
    if (!order) return undefined;
    // Two reads, not one snapshot: a payment committed between them shows a paid order beside
    // an open session. Read again, the session says whether it was the one that paid.
    const session =
      order.status === 'paid' && first.status === 'open'
        ? ((await app.payments.findSession(sessionId)) ?? first)
        : first;
    return { session, order };
  }

  type State = NonNullable<Awaited<ReturnType<typeof loadSession>>>;

  /** Why a session cannot be paid, said plainly; nothing is ever charged from here. */
  function closedPage(reply: FastifyReply, state: State) {
    const { session, order } = state;
    if (session.status === 'complete') return reply.code(303).redirect(`/success/${order.id}`);
    if (order.status === 'paid') {
      // Paid through another session (another tab, an older link): never take it twice.
      return html(
        reply,
        409,
        renderClosedPage(
          'This order has already been paid',
          'It was paid through another payment page. Nothing was charged on this page.',
          { href: `/success/${order.id}`, text: 'See your order' },
        ),
      );
    }
    if (session.status === 'failed') return reply.code(303).redirect(`/failed/${order.id}`);
    if (order.status === 'expired') {
      return html(
        reply,
        410,
        renderClosedPage(
          'This booking has closed',
          'Its time to pay ran out, or it was replaced when the booking was changed. Nothing was charged here.',
          { href: '/', text: 'Go to the home page' },
        ),
      );
    }
    return html(
      reply,
      410,
      renderClosedPage(
        'This payment page has expired',
        'Nothing was charged. You can start the payment again.',
        {
          href: `/failed/${order.id}`,
          text: 'Try the payment again',
        },
      ),
    );
  }

  /** The payment form for an open session, with the refused form's errors and values if any. */
  async function checkoutPage(
    state: State,
    refused?: Pick<CheckoutPageModel, 'errors' | 'values'>,
  ): Promise<string> {
    return renderCheckoutPage({
      sessionId: state.session.id,
      description: (await app.orders.findView(state.order.id))?.description ?? '',
      reference: referenceOf(state.order.id),
      amountPence: state.session.amountPence,
      cancelHref: `/failed/${state.order.id}`,
      ...refused,
    });
  }

  /** Payable: the session is open and in time, and its order is neither paid nor expired. */
  const isOpen = (state: State) =>
    state.session.status === 'open' &&
    state.session.expiresAt.getTime() > Date.now() &&
    (state.order.status === 'pending' || state.order.status === 'failed');

  app.get<{ Params: { sessionId: string } }>(
    '/sandbox-checkout/:sessionId',
    async (request, reply) => {
      const state = await loadSession(request.params.sessionId);
      if (!state) {
        return html(
          reply,
          404,
          renderClosedPage(
            'Payment page not found',
            'Check the link, or go back to the site and start again.',
            { href: '/', text: 'Go to the home page' },
          ),
        );
      }
      if (!isOpen(state)) return closedPage(reply, state);
      return html(reply, 200, await checkoutPage(state));
    },
  );

  app.post<{ Params: { sessionId: string }; Body: Record<string, unknown> }>(
    '/sandbox-checkout/:sessionId',
    async (request, reply) => {
      const state = await loadSession(request.params.sessionId);
      if (!state) return reply.code(303).redirect('/');
      if (!isOpen(state)) return closedPage(reply, state);
      const form = typeof request.body === 'object' && request.body ? request.body : {};
      const result = readCardForm(form);
      if (result.outcome === 'invalid') {
        const values = Object.fromEntries(
          Object.entries(form)
            .filter(([, v]) => typeof v === 'string')
            .map(([k, v]) => [k, String(v).slice(0, 60)]),
        );
        return html(reply, 400, await checkoutPage(state, { errors: result.errors, values }));
      }
      const type = result.outcome === 'pay' ? 'completed' : 'failed';
      // One event id per session and outcome: a double submit is the same event, applied once.
      // The check above is repeated under the session's and order's locks: if another page
      // paid the order meanwhile, or the session closed, nothing is charged.
      const outcome = await app.payments.applyEvent(
        { id: `evt_${state.session.id}_${type}`, type, sessionId: state.session.id },
        { onlyIfPayable: true },
      );
      const latest = await loadSession(state.session.id);
      if (!latest) return reply.code(303).redirect('/');
      if (outcome === 'refused' || outcome === 'duplicate') return closedPage(reply, latest);
      const paid = latest.session.status === 'complete';
      return reply.code(303).redirect(`/${paid ? 'success' : 'failed'}/${state.order.id}`);
    },
  );
};
