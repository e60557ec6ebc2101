import { memberAnswer, okSchema, sessionAnswer } from '@mindset/member-contract';
import { endingTheSession, memberMessages, memberRequest, SIGNED_OUT_HERE } from './memberClient';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('memberRequest', () => {
  it('sends a file as the raw body with its own type, and anything else as JSON', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

    await memberRequest('/me/photo', okSchema, { method: 'PUT', body: photo });
    await memberRequest('/me/profile', okSchema, { method: 'PATCH', body: { name: 'Jane' } });

    const [photoCall, profileCall] = fetchMock.mock.calls;
    expect(photoCall?.[0]).toBe('/api/members/me/photo');
    expect(photoCall?.[1]?.headers).toEqual({ 'content-type': 'image/jpeg' });
    expect(photoCall?.[1]?.body).toBe(photo);
    expect(profileCall?.[1]?.headers).toEqual({ 'content-type': 'application/json' });
    expect(profileCall?.[1]?.body).toBe('{"name":"Jane"}');
  });

  it('gives the service’s sentence on an error, and a plain one when the service cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'That file is too big.' }), { status: 413 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    expect(await memberRequest('/me/photo', memberAnswer, { method: 'PUT', body: new Blob([]) })).toEqual({
      data: null,
      error: 'That file is too big.',
    });
    expect(await memberRequest('/session', sessionAnswer)).toEqual({ data: null, error: memberMessages.unreachable });
  });

  it('parses a success with the answer’s schema, and turns another shape into a sentence, not a crash', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ member: null, extra: 1 }), { status: 200 }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ member: { name: 'Jane' } }), { status: 200 }));
    fetchMock.mockResolvedValueOnce(new Response('<html>proxy error</html>', { status: 200 }));

    expect(await memberRequest('/session', sessionAnswer)).toEqual({ data: { member: null }, error: null });
    expect(await memberRequest('/session', sessionAnswer)).toEqual({ data: null, error: memberMessages.notUnderstood });
    expect(await memberRequest('/session', sessionAnswer)).toEqual({ data: null, error: memberMessages.notUnderstood });
    expect(memberMessages.notUnderstood).toBe(
      'The service answered in a way this page does not understand. Reload the page.',
    );
    expect(consoleError).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('does not send a request made while the page signs out, unless the sign-out failed', async () => {
    let answerSignOut = (_response: Response) => undefined as void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerSignOut = resolve)));
    const signingOut = endingTheSession(() => memberRequest('/session', okSchema, { method: 'DELETE' }));
    const feed = memberRequest('/community/feed', okSchema);
    answerSignOut(new Response(JSON.stringify({ ok: true }), { status: 200 }));

    expect(await signingOut).toEqual({ data: { ok: true }, error: null });
    expect(await feed).toEqual({ data: null, error: SIGNED_OUT_HERE });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Try again.' }), { status: 503 }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const failed = endingTheSession(() => memberRequest('/session', okSchema, { method: 'DELETE' }));
    const stillSent = memberRequest('/community/feed', okSchema);
    expect(await failed).toEqual({ data: null, error: 'Try again.' });
    expect(await stillSent).toEqual({ data: { ok: true }, error: null });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
