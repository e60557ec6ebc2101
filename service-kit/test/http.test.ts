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
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
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
