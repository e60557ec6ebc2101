import type {
  CheckoutSessionSummary,
  ContestStats,
  CreatePaymentRequest,
  CreatePaymentResponse,
  DownloadTokenResponse,
  EbookDownloadId,
  PurchasesResponse,
} from '../contracts/contracts';
import { memberIdentityToken } from '../session/identityToken';

/** The spec's payment messages (error catalogue), kept in one place for every caller. */
export const paymentMessages = {
  contestErrorTitle: 'Payment Error',
  contestFallback: 'Failed to create checkout session. Please try again.',
  noCheckoutUrl: 'No checkout URL received from server',
  ebookError: 'Failed to create payment session',
  ebookException: 'Something went wrong. Please try again.',
} as const;

export interface ServiceError {
  message: string;
  status: number;
  /** True when the message is the service's own words, false when the client had to describe the failure. */
  fromServer: boolean;
}

/** `{data, error}` for every answer the service gives; a network failure rejects instead. */
export type ServiceResult<T> = { data: T; error: null } | { data: null; error: ServiceError };

let configuredBaseUrl: string | null = null;

/** The shell sets this from the runtime manifest; a remote running alone falls back to port 4242 on its host. */
export function configurePaymentClient(options: { baseUrl: string }): void {
  configuredBaseUrl = options.baseUrl.replace(/\/+$/, '');
}

export function paymentServiceUrl(): string {
  if (configuredBaseUrl) return configuredBaseUrl;
  const { protocol, hostname } = window.location;
  return `${protocol}//${hostname}:4242`;
}

async function request<T>(path: string, init?: RequestInit): Promise<ServiceResult<T>> {
  const response = await fetch(`${paymentServiceUrl()}${path}`, init);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : null;
    return {
      data: null,
      error: {
        message: serverMessage ?? `The payment service answered ${response.status}`,
        status: response.status,
        fromServer: serverMessage !== null,
      },
    };
  }
  return { data: body as T, error: null };
}

/**
 * Runs `send` with the member's identity token in an Authorization header, or without one for a
 * guest (who makes no extra request). A member whose token cannot be had is told so, and nothing
 * is sent: the purchase must not be recorded as a guest's behind their back.
 */
async function asVisitor<T>(send: (headers: Record<string, string>) => Promise<ServiceResult<T>>) {
  const identity = await memberIdentityToken();
  if (identity.error !== null) {
    return { data: null, error: { message: identity.error, status: 401, fromServer: true } } satisfies ServiceResult<T>;
  }
  return send(identity.token ? { authorization: `Bearer ${identity.token}` } : {});
}

/**
 * POST create-payment. The browser names what is bought; the service alone decides the price. A
 * signed-in member's purchase is recorded as theirs (docs/members.md, "Purchases").
 */
export function createPayment(payload: CreatePaymentRequest): Promise<ServiceResult<CreatePaymentResponse>> {
  return asVisitor((identity) =>
    request<CreatePaymentResponse>('/create-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...identity },
      body: JSON.stringify(payload),
    }),
  );
}

/** The signed-in member's paid ebook purchases and contest entries, newest first (401 for a guest). */
export function listPurchases(): Promise<ServiceResult<PurchasesResponse>> {
  return asVisitor((identity) => request<PurchasesResponse>('/purchases', { headers: identity }));
}

/** A fresh 15-minute download token for one of the member's ebook purchases (use with ebookDownloadUrl). */
export function requestPurchaseDownloadToken(purchaseId: string): Promise<ServiceResult<DownloadTokenResponse>> {
  return asVisitor((identity) =>
    request<DownloadTokenResponse>(`/purchases/${encodeURIComponent(purchaseId)}/download-token`, {
      method: 'POST',
      headers: identity,
    }),
  );
}

/** Whether a checkout session is paid, and what it bought. An unknown id answers 404. */
export function getCheckoutSession(sessionId: string): Promise<ServiceResult<CheckoutSessionSummary>> {
  return request<CheckoutSessionSummary>(`/checkout-session/${encodeURIComponent(sessionId)}`);
}

export function getContestStats(contestId: string): Promise<ServiceResult<ContestStats>> {
  return request<ContestStats>(`/contests/${encodeURIComponent(contestId)}/stats`);
}

/** Exchanges a paid ebook checkout id for a short-lived download token (403 when the purchase grants none). */
export function requestDownloadToken(sessionId: string): Promise<ServiceResult<DownloadTokenResponse>> {
  return request<DownloadTokenResponse>('/download-tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId }),
  });
}

/** Link to a paid ebook file, valid until its token expires. */
export function ebookDownloadUrl(token: string, fileId: EbookDownloadId): string {
  return `${paymentServiceUrl()}/downloads/${encodeURIComponent(token)}/${fileId}`;
}
