import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { msg } from '@lingui/core/macro';
import { ENGLISH, langOf } from '../../i18n';
import type { Lang } from '../../i18n';
import { describeOrderIn } from '../../i18n/order-words';
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

  /** Why a session cannot be paid, said plainly in the order's language; nothing is charged. */
  function closedPage(reply: FastifyReply, state: State) {
    const { session, order } = state;
    const lang = langOf(order.locale);
    const { t } = lang;
    const success = lang.path(`/success/${order.id}`);
    const failed = lang.path(`/failed/${order.id}`);
    if (session.status === 'complete') return reply.code(303).redirect(success);
    if (order.status === 'paid') {
      // Paid through another session (another tab, an older link): never take it twice.
      return html(
        reply,
        409,
        renderClosedPage(
          t(msg`This order has already been paid`),
          t(msg`It was paid through another payment page. Nothing was charged on this page.`),
          { href: success, text: t(msg`See your order`) },
          lang,
        ),
      );
    }
    if (session.status === 'failed') return reply.code(303).redirect(failed);
    if (order.status === 'expired') {
      return html(
        reply,
        410,
        renderClosedPage(
          t(msg`This booking has closed`),
          t(
            msg`Its time to pay ran out, or it was replaced when the booking was changed. Nothing was charged here.`,
          ),
          { href: lang.path('/'), text: t(msg`Go to the home page`) },
          lang,
        ),
      );
    }
    return html(
      reply,
      410,
      renderClosedPage(
        t(msg`This payment page has expired`),
        t(msg`Nothing was charged. You can start the payment again.`),
        { href: failed, text: t(msg`Try the payment again`) },
        lang,
      ),
    );
  }

  /** The payment form for an open session, with the refused form's errors and values if any. */
  function checkoutPage(
    state: State,
    refused?: Pick<CheckoutPageModel, 'errors' | 'values'>,
  ): string {
    const lang = langOf(state.order.locale);
    return renderCheckoutPage({
      sessionId: state.session.id,
      description: describeOrderIn(lang, state.order),
      reference: referenceOf(state.order.id),
      amountPence: state.session.amountPence,
      cancelHref: lang.path(`/failed/${state.order.id}`),
      lang,
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
          // No order, so no language of its own: English, the site's default.
          renderClosedPage(
            ENGLISH.t(msg`Payment page not found`),
            ENGLISH.t(msg`Check the link, or go back to the site and start again.`),
            { href: '/', text: ENGLISH.t(msg`Go to the home page`) },
          ),
        );
      }
      if (!isOpen(state)) return closedPage(reply, state);
      return html(reply, 200, checkoutPage(state));
    },
  );

  app.post<{ Params: { sessionId: string }; Body: Record<string, unknown> }>(
    '/sandbox-checkout/:sessionId',
    async (request, reply) => {
      const state = await loadSession(request.params.sessionId);
      if (!state) return reply.code(303).redirect('/');
      if (!isOpen(state)) return closedPage(reply, state);
      const form = typeof request.body === 'object' && request.body ? request.body : {};
      const lang: Lang = langOf(state.order.locale);
      const result = readCardForm(form, new Date(), lang);
      if (result.outcome === 'invalid') {
        const values = Object.fromEntries(
          Object.entries(form)
            .filter(([, v]) => typeof v === 'string')
            .map(([k, v]) => [k, String(v).slice(0, 60)]),
        );
        return html(reply, 400, checkoutPage(state, { errors: result.errors, values }));
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
      return reply
        .code(303)
        .redirect(lang.path(`/${paid ? 'success' : 'failed'}/${state.order.id}`));
    },
  );
};
