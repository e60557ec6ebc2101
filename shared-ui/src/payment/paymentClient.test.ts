import { useSessionStore } from '../session/sessionStore';
import {
  configurePaymentClient,
  createPayment,
  ebookDownloadUrl,
  getCheckoutSession,
  listPurchases,
  requestDownloadToken,
  requestPurchaseDownloadToken,
} from './paymentClient';
import { memberFixture } from '../testing';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('payment client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configurePaymentClient({ baseUrl: 'http://pay.test/' });
    useSessionStore.setState({ status: 'unknown', member: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts what is bought, never a price, to create-payment and answers {data: {url}}', async () => {
    fetchMock.mockResolvedValue(answer(200, { url: 'http://pay.test/sandbox/checkout/cs_1', sessionId: 'cs_1' }));
    const result = await createPayment({ surveyId: '1', surveyTitle: 'UK contest', quantity: 3, currency: 'gbp' });

    expect(result).toEqual({ data: { url: 'http://pay.test/sandbox/checkout/cs_1', sessionId: 'cs_1' }, error: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://pay.test/create-payment');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      surveyId: '1',
      surveyTitle: 'UK contest',
      quantity: 3,
      currency: 'gbp',
    });
  });

  it("answers {error} with the service's message for a refused request", async () => {
    fetchMock.mockResolvedValue(answer(400, { error: 'Quantity must be a whole number from 1 to 100.' }));
    const result = await createPayment({ surveyId: '1', surveyTitle: 'UK contest', quantity: 0, currency: 'gbp' });
    expect(result).toEqual({
      data: null,
      error: { message: 'Quantity must be a whole number from 1 to 100.', status: 400, fromServer: true },
    });
  });

  it('describes an error answer that has no readable body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await getCheckoutSession('cs_x');
    expect(result.error).toEqual({ message: 'The payment service answered 502', status: 502, fromServer: false });
  });

  it('rejects when the service cannot be reached, so callers can tell it from a refusal', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createPayment({ surveyId: '2', surveyTitle: 'USA', quantity: 1, currency: 'usd' })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('exchanges a checkout id for a download token with a JSON POST', async () => {
    fetchMock.mockResolvedValue(answer(200, { token: 't', expiresAt: '2030-01-01T00:00:00.000Z' }));
    expect(await requestDownloadToken('cs_1')).toEqual({
      data: { token: 't', expiresAt: '2030-01-01T00:00:00.000Z' },
      error: null,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('http://pay.test/download-tokens');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ sessionId: 'cs_1' }) });
  });

  it('escapes session ids in the URLs it builds', async () => {
    fetchMock.mockResolvedValue(answer(404, { error: 'Checkout session not found' }));
    await getCheckoutSession('../../etc/passwd');
    expect(fetchMock.mock.calls[0]![0]).toBe('http://pay.test/checkout-session/..%2F..%2Fetc%2Fpasswd');
    expect(ebookDownloadUrl('token/1', 'bundle')).toBe('http://pay.test/downloads/token%2F1/bundle');
  });

  it("sends a guest's order without asking the member service, and without an Authorization header", async () => {
    fetchMock.mockResolvedValue(answer(200, { url: 'http://pay.test/sandbox/checkout/cs_2', sessionId: 'cs_2' }));
    await createPayment({ surveyId: 'victim-to-victor-ebook', surveyTitle: 'Ebook', quantity: 1, currency: 'gbp' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ 'content-type': 'application/json' });
  });
});

describe('payment client for a signed-in member', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const signIn = (id: string) => useSessionStore.setState({ status: 'member', member: { ...memberFixture, id } });
  const identityToken = (token: string) =>
    answer(200, { token, expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() });
  const headersOf = (call: number) => fetchMock.mock.calls[call]![1]?.headers as Record<string, string> | undefined;

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configurePaymentClient({ baseUrl: 'http://pay.test/' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gets an identity token from the member service and sends it with create-payment, reusing it while fresh', async () => {
    signIn('member-a');
    fetchMock
      .mockResolvedValueOnce(identityToken('token-a'))
      .mockResolvedValue(answer(200, { url: 'http://pay.test/sandbox/checkout/cs_3', sessionId: 'cs_3' }));
    const order = { surveyId: '1', surveyTitle: 'UK contest', quantity: 1, currency: 'gbp' } as const;
    expect((await createPayment(order)).data?.sessionId).toBe('cs_3');
    await createPayment(order);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/members/identity-token',
      'http://pay.test/create-payment',
      'http://pay.test/create-payment',
    ]);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(headersOf(1)).toEqual({ 'content-type': 'application/json', authorization: 'Bearer token-a' });
    expect(headersOf(2)).toEqual({ 'content-type': 'application/json', authorization: 'Bearer token-a' });
  });

  it("sends nothing when the member's token cannot be had, and says why", async () => {
    signIn('member-b');
    fetchMock.mockResolvedValueOnce(answer(401, { error: 'Sign in to do this.' }));
    const result = await createPayment({ surveyId: '1', surveyTitle: 'UK contest', quantity: 1, currency: 'gbp' });
    expect(result).toEqual({ data: null, error: { message: 'Sign in to do this.', status: 401, fromServer: true } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("lists the member's purchases and asks for a purchase's download token with the same token", async () => {
    signIn('member-c');
    fetchMock
      .mockResolvedValueOnce(identityToken('token-c'))
      .mockResolvedValueOnce(answer(200, { purchases: [] }))
      .mockResolvedValueOnce(answer(200, { token: 'download', expiresAt: '2030-01-01T00:00:00.000Z' }));
    expect(await listPurchases()).toEqual({ data: { purchases: [] }, error: null });
    expect((await requestPurchaseDownloadToken('p/1')).data?.token).toBe('download');

    expect(fetchMock.mock.calls[1]![0]).toBe('http://pay.test/purchases');
    expect(headersOf(1)).toEqual({ authorization: 'Bearer token-c' });
    expect(fetchMock.mock.calls[2]![0]).toBe('http://pay.test/purchases/p%2F1/download-token');
    expect(fetchMock.mock.calls[2]![1]).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer token-c' } });
  });

  it('asks for a new token for another member', async () => {
    signIn('member-d');
    fetchMock.mockResolvedValueOnce(identityToken('token-d')).mockResolvedValueOnce(answer(200, { purchases: [] }));
    await listPurchases();
    signIn('member-e');
    fetchMock.mockResolvedValueOnce(identityToken('token-e')).mockResolvedValueOnce(answer(200, { purchases: [] }));
    await listPurchases();
    expect(headersOf(3)).toEqual({ authorization: 'Bearer token-e' });
  });
});
