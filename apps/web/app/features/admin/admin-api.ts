/**
 * The back office's one HTTP client: /api/admin only, with the session cookie (sent by the
 * browser, HttpOnly) and the session's CSRF token on every change.
 */
const BASE = '/api/admin';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

let csrfToken = '';
let onSignedOut: (() => void) | undefined;

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Called when any call answers 401: the session ended (idle, expired or signed out elsewhere). */
export function whenSignedOut(callback: (() => void) | undefined): void {
  onSignedOut = callback;
}

export async function adminFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new AdminApiError(
      0,
      'The server could not be reached. Check the connection and try again.',
    );
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => undefined)) as
    | { data?: T; message?: string; code?: string; errors?: { field: string; message: string }[] }
    | undefined;
  if (!response.ok) {
    if (response.status === 401 && path !== '/sign-in') onSignedOut?.();
    throw new AdminApiError(
      response.status,
      payload?.message ?? 'Something went wrong. Please try again.',
      payload?.code,
      payload?.errors ?? [],
    );
  }
  return payload?.data as T;
}

export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface StaffSession {
  staff: { email: string };
  csrfToken: string;
}

import type { FulfilmentStep, Stage } from '@site/domain/fulfilment';

export interface OrderSummary {
  id: string;
  reference: string;
  kind: string;
  stage: Stage;
  description: string;
  name: string;
  email: string | null;
  postcode: string | null;
  totalPence: number;
  createdAt: string;
  paidAt: string | null;
}

export interface OrderList {
  total: number;
  page: number;
  pageSize: number;
  orders: OrderSummary[];
}

export interface OrderDetail {
  id: string;
  reference: string;
  kind: string;
  stage: Stage;
  paymentStatus: string;
  description: string;
  createdAt: string;
  paidAt: string | null;
  fulfilmentReference: string | null;
  personalDataErasedAt: string | null;
  price: { officialFee: number; serviceFee: number; total: number; refunded: number | null };
  refundId: string | null;
  booking: Record<string, unknown>;
  candidate: Record<string, string | null>;
  card: { type: string; applicationType: string; trait: string } | null;
  paymentSessions: {
    id: string;
    provider: string;
    status: string;
    amountPence: number;
    createdAt: string;
  }[];
  /** Payments that took money; a 'duplicate' (paid twice) bought nothing. */
  payments: {
    sessionId: string;
    amountPence: number;
    role: 'order' | 'duplicate';
    refundedPence: number | null;
  }[];
  paymentEvents: { id: string; type: string; applied: boolean; receivedAt: string }[];
  notes: {
    id: string;
    author: string;
    fromStatus: string | null;
    toStatus: string | null;
    note: string;
    reference: string | null;
    emailQueued: boolean;
    createdAt: string;
  }[];
  emails: {
    kind: string;
    status: string;
    attempts: number;
    sentAt: string | null;
    createdAt: string;
  }[];
  audit: { at: string; actor: string; action: string }[];
  allowedTransitions: FulfilmentStep[];
}

export interface Enquiry {
  id: string;
  kind: 'contact' | 'group-booking';
  groupSize: number | null;
  comment: string | null;
  createdAt: string;
  answeredAt: string | null;
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  orderId: string | null;
  enquiryId: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
}
