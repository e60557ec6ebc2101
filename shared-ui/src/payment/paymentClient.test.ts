import {
  configurePaymentClient,
  createPayment,
  ebookDownloadUrl,
  getCheckoutSession,
  requestDownloadToken,
} from './paymentClient';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('payment client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configurePaymentClient({ baseUrl: 'http://pay.test/' });
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
});
