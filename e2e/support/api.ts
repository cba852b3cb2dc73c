import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';

const AUTH = basicAuthorization(DEFAULT_API_BASIC_AUTH);

/** The order as the API sees it: GET /api/v2/order/{id} with the web client's header. */
export async function getOrder(request: APIRequestContext, orderId: string) {
  const res = await request.get(`/api/v2/order/${orderId}`, { headers: { authorization: AUTH } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.order as {
    id: string;
    kind: string;
    status: string;
    reference: string;
    price: { officialFee: number; serviceFee: number; total: number };
    test?: { testType: string; language: string; retake: boolean; location: number };
    card?: { type: string; applicationType: string; trait: string };
    course?: { type: string; name: string; date: string };
    Cards: { testingId: string | null; registrationNumber: string | null }[];
    User: {
      firstName: string;
      lastName: string;
      email: string | null;
      nationalInsuranceNumber: string | null;
    };
  };
}

/** Closes an unpaid order as the web does when changed answers replace it (204). */
export async function abandonOrder(request: APIRequestContext, orderId: string): Promise<void> {
  const res = await request.post(`/api/v2/order/${orderId}/abandon`, {
    headers: { authorization: AUTH },
  });
  expect(res.status()).toBe(204);
}

/** The order id of a /success/{id} or /failed/{id} address. */
export function orderIdFrom(url: string): string {
  const match = /\/(success|failed)\/([0-9a-f-]{36})/.exec(url);
  if (!match?.[2]) throw new Error(`No order id in ${url}`);
  return match[2];
}

/** The order the web saved for a journey's current attempt (sessionStorage), if any. */
export async function attemptOrderId(page: Page, journey: string): Promise<string | undefined> {
  const saved = await page.evaluate(
    (key) => sessionStorage.getItem(key),
    `safesite:${journey}:attempt`,
  );
  return (JSON.parse(saved ?? '{}') as { orderId?: string }).orderId;
}
