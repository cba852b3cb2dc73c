import { expect } from 'vitest';
import { buildCandidate } from '@site/domain/test-support';
import { buildTestApp, useTestApp } from './helper';

/** The app of the journey tests, and the steps a candidate's browser takes through it. */
export function useJourneyApp() {
  const ctx = useTestApp(() => buildTestApp());

  async function createCandidate(): Promise<string> {
    const res = await ctx.call('POST', '/candidate', buildCandidate());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe(201);
    return body.data.userId;
  }

  /** Posts the sandbox page's card form as a browser would. */
  function postCardForm(url: string, card: { cardNumber: string; expiry?: string }) {
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'James Wilson',
        cardNumber: card.cardNumber,
        expiry: card.expiry ?? '12/30',
        cvc: '123',
      }).toString(),
    });
  }

  /** Pays on the sandbox's hosted page as a browser would: open it, then post the card form. */
  async function payOnSandbox(url: string, cardNumber = '4242 4242 4242 4242') {
    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Card number');
    return postCardForm(url, { cardNumber });
  }

  async function getOrder(orderId: string) {
    const res = await ctx.call('GET', `/order/${orderId}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.order;
  }

  return { ctx, createCandidate, postCardForm, payOnSandbox, getOrder };
}
