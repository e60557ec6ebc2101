import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService, httpError } from '../src';

const app = createService({ logLevel: 'silent', bodyLimitBytes: 1024, trustProxy: false });
app.post('/echo', async (request) => ({ received: request.body }));
app.get('/items/:id', async () => ({ ok: true }));
app.get('/conflict', async () => {
  throw httpError(409, 'That name is taken.');
});
app.get('/broken', async () => {
  throw new Error('database password is hunter2');
});

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('createService answers every error as {error}', () => {
  it.each([
    ['unknown address', { method: 'GET', url: '/nowhere' }, 404, 'There is nothing at this address.'],
    [
      'malformed JSON',
      { method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
      400,
      'The request body is not valid JSON.',
    ],
    [
      'body over the limit',
      {
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: `"${'x'.repeat(2000)}"`,
      },
      413,
      'The request body is too large; the limit is 1 KB.',
    ],
    [
      'plain text',
      { method: 'POST', url: '/echo', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      415,
      'This content type is not accepted here.',
    ],
    [
      'over-long parameter',
      { method: 'GET', url: `/items/${'x'.repeat(200)}` },
      414,
      'The address of this request is too long.',
    ],
    ['bad URL encoding', { method: 'GET', url: '/items/%E0%A4%A' }, 400, 'The address of this request is not valid.'],
    ['an error with a status', { method: 'GET', url: '/conflict' }, 409, 'That name is taken.'],
  ] as const)('%s', async (_name, request, status, message) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hides the cause of a 5xx', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again in a moment.' });
  });

  it('sets header and request timeouts on the server', () => {
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(30_000);
  });
});

describe("createService's options", () => {
  const tuned = createService({
    logLevel: 'silent',
    bodyLimitBytes: 1024,
    trustProxy: 1,
    headersTimeoutMs: 2_000,
    requestTimeoutMs: 4_000,
    maxParamLength: 300,
    headers: { 'x-content-type-options': 'nosniff' },
    frameworkMessages: { FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send JSON.' },
  });
  tuned.get('/items/:id', async (request) => ({ ip: request.ip }));
  tuned.post('/echo', async (request) => ({ received: request.body }));

  beforeAll(() => tuned.listen({ port: 0, host: '127.0.0.1' }));
  afterAll(() => tuned.close());

  it('sends its headers with every answer, errors included', async () => {
    const answers = await Promise.all(['/items/1', '/nowhere'].map((url) => tuned.inject({ method: 'GET', url })));
    expect(answers.map(({ statusCode, headers }) => [statusCode, headers['x-content-type-options']])).toEqual([
      [200, 'nosniff'],
      [404, 'nosniff'],
    ]);
  });

  it("uses the service's own sentence for a framework error, and its longer parameter limit", async () => {
    const [plainText, longId] = await Promise.all([
      tuned.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
      tuned.inject({ method: 'GET', url: `/items/${'x'.repeat(200)}` }),
    ]);
    expect([plainText.statusCode, plainText.json()]).toEqual([415, { error: 'Send JSON.' }]);
    expect(longId.statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only as far as the trusted hop count', async () => {
    const response = await tuned.inject({
      method: 'GET',
      url: '/items/1',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    expect(response.json()).toEqual({ ip: '198.51.100.7' });
  });

  it('answers a request line the HTTP parser cannot read with {error}', async () => {
    const { port } = tuned.server.address() as AddressInfo;
    const received = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
    });
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received.slice(received.indexOf('\r\n\r\n') + 4)).toBe('{"error":"The request could not be read."}');
  });

  it('sets the timeouts it was given', () => {
    expect(tuned.server.headersTimeout).toBe(2_000);
    expect(tuned.server.requestTimeout).toBe(4_000);
  });
});
