import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { liveSubscriptions, memberFixture } from '@mindset/shared-ui/testing';
import type { ChatMessage } from '@mindset/member-contract';
import App from './App';
import { queryClient } from '../api/queryClient';
import { renderWithProviders, stubScreen } from '../testing/renderWithProviders';

vi.mock('@mindset/shared-ui', async (importOriginal) =>
  (await import('@mindset/shared-ui/testing')).withLiveCapture(await importOriginal<object>()),
);

// Screens driven through many clicks: allow for a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function answer(routes: Record<string, () => Promise<Response>>) {
  fetchMock.mockImplementation((url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    return routes[key]?.() ?? json(404, { error: `no stub for ${key}` });
  });
}

function requestsTo(path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => ({
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
}

const ana = { username: 'ana.lopez', name: 'Ana Lopez', avatarUrl: null, verified: false, role: null };
const jane = {
  username: memberFixture.username,
  name: memberFixture.name,
  avatarUrl: null,
  verified: false,
  role: null,
};

function message(id: string, text: string, changes: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation: 'general',
    parentId: null,
    author: ana,
    text,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    editedAt: null,
    deleted: false,
    reactions: [],
    replies: 0,
    ...changes,
  };
}

const summaries = (changes: Record<string, object> = {}) =>
  [
    'general',
    'goals-accountability',
    'daily-wins',
    'resources',
    'events',
    'goal-crushers',
    'morning-mindset',
    'mindful-leaders',
  ].map((id) => ({ id, unread: 0, mentions: 0, readAt: null, pinned: null, ...changes[id] }));

/** The service publishes an event: every subscription of the page to its topic hears it, as on the socket. */
function play(topic: string, data: unknown) {
  const seq = Math.random();
  act(() =>
    liveSubscriptions
      .filter((entry) => entry.topics.includes(topic))
      .forEach((subscription) => subscription.onEvent({ seq, topic, data })),
  );
}

/** The service says it has every topic of the page's subscriptions registered. */
function acknowledge() {
  act(() => liveSubscriptions.forEach((subscription) => subscription.onSubscribed?.()));
}

// A member's layer is loaded lazily; loaded once here, a busy machine's first transform of it does
// not count against a test's wait.
beforeAll(async () => {
  await Promise.all([import('./MemberHub'), import('../features/chat/MemberChatPane')]);
});

beforeEach(() => {
  stubScreen({ mobile: false });
  Element.prototype.scrollIntoView = () => {};
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  liveSubscriptions.length = 0;
  queryClient.clear();
  useSessionStore.setState({ status: 'member', member: memberFixture });
});
afterEach(() => {
  useSessionStore.setState({ status: 'guest', member: null });
  vi.unstubAllGlobals();
});

function serveHub(history: ChatMessage[], extra: Record<string, () => Promise<Response>> = {}) {
  answer({
    'GET /api/members/collab/conversations': () =>
      json(200, {
        conversations: summaries({ events: { unread: 3, mentions: 1 } }),
        emoji: ['👍', '🎉', '🔥'],
        moderator: false,
      }),
    'GET /api/members/collab/presence': () =>
      json(200, { online: [{ username: 'ana.lopez', name: 'Ana Lopez', avatarUrl: null }] }),
    'GET /api/members/collab/conversations/general/messages': () => json(200, { messages: history, olderCursor: null }),
    'PUT /api/members/collab/conversations/general/read': () => json(200, { ok: true }),
    ...extra,
  });
}

describe("a member's channel", () => {
  it('shows the served history, the sidebar’s unread and mention badges, and who is online', async () => {
    serveHub([message('m1', 'Morning, hub!')]);
    renderWithProviders(<App />, { path: '/collab/general' });
    const log = await screen.findByRole('log', { name: 'Messages in #general' });
    expect(await within(log).findByText('Morning, hub!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'events , 3 unread, 1 mention' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Online — 1' })).toBeInTheDocument();
    expect(requestsTo('/api/members/collab/conversations/general/read')).toEqual([{ method: 'PUT', body: undefined }]);
  });

  it('adds a message from another member live, and announces it politely as "author: text"', async () => {
    serveHub([message('m1', 'First')]);
    renderWithProviders(<App />, { path: '/collab/general' });
    await screen.findByText('First');
    play('chat:general', { kind: 'message.created', message: message('m2', 'Fresh from Ana') });
    expect(await screen.findByText('Fresh from Ana')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Ana Lopez: Fresh from Ana');
    // A message in another channel moves that channel's badge.
    play('chat:daily-wins', { kind: 'message.created', message: message('w1', 'Won', { conversation: 'daily-wins' }) });
    expect(await screen.findByRole('link', { name: 'daily-wins , 1 unread' })).toBeInTheDocument();
  });

  it('keeps a message heard live while the history was still on its way', async () => {
    let answerHistory: (response: Response) => void = () => undefined;
    serveHub([], {
      'GET /api/members/collab/conversations/general/messages': () =>
        new Promise<Response>((resolve) => (answerHistory = resolve)),
    });
    renderWithProviders(<App />, { path: '/collab/general' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/general/messages'))).toBe(true),
    );
    play('chat:general', {
      kind: 'message.created',
      message: message('m2', 'Just now', { createdAt: new Date().toISOString() }),
    });
    answerHistory(
      new Response(JSON.stringify({ messages: [message('m1', 'Earlier')], olderCursor: null }), { status: 200 }),
    );
    const log = await screen.findByRole('log', { name: 'Messages in #general' });
    expect(await within(log).findByText('Earlier')).toBeInTheDocument();
    expect(within(log).getByText('Just now')).toBeInTheDocument();
  });

  it('sends with Enter, and keeps the text with the service’s sentence when it is refused', async () => {
    let refuse = true;
    serveHub([], {
      'POST /api/members/collab/conversations/general/messages': () =>
        refuse
          ? json(429, { error: 'Too many messages at once. Wait a moment and try again.' })
          : json(201, { message: message('m9', 'Hello all', { author: jane }) }),
    });
    renderWithProviders(<App />, { path: '/collab/general' });
    const input = await screen.findByPlaceholderText('Message #general');
    await userEvent.type(input, 'Hello all{Enter}');
    expect(await screen.findByText('Too many messages at once. Wait a moment and try again.')).toBeInTheDocument();
    expect(input).toHaveValue('Hello all');
    refuse = false;
    await userEvent.type(input, '{Enter}');
    expect(
      await within(screen.getByRole('log', { name: 'Messages in #general' })).findByText('Hello all'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(requestsTo('/api/members/collab/conversations/general/messages').at(-1)?.body).toEqual({
      text: 'Hello all',
    });
  });

  it('sends a message written and sent while the one before is on its way, after it, and keeps nothing typed', async () => {
    let answerFirst: () => void = () => undefined;
    const sent: string[] = [];
    serveHub([], {
      'POST /api/members/collab/conversations/general/messages': () => {
        const call = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/general/messages')).at(-1);
        const { text } = JSON.parse(String(call?.[1]?.body)) as { text: string };
        sent.push(text);
        const answer = () =>
          new Response(JSON.stringify({ message: message(`s${sent.length}`, text, { author: jane }) }));
        return sent.length === 1
          ? new Promise<Response>((resolve) => (answerFirst = () => resolve(answer())))
          : Promise.resolve(answer());
      },
    });
    renderWithProviders(<App />, { path: '/collab/general' });
    const input = await screen.findByPlaceholderText('Message #general');
    await userEvent.type(input, 'Leaders, the notes are up.{Enter}');
    await userEvent.clear(input);
    await userEvent.type(input, '@ana.lopez can you review?{Enter}');
    expect(sent).toEqual(['Leaders, the notes are up.']);
    act(() => answerFirst());
    await vi.waitFor(() => expect(sent).toEqual(['Leaders, the notes are up.', '@ana.lopez can you review?']));
    const log = screen.getByRole('log', { name: 'Messages in #general' });
    expect(await within(log).findByText('@ana.lopez can you review?')).toBeInTheDocument();
    await vi.waitFor(() => expect(input).toHaveValue(''));
  });

  it('opens a thread in a side panel with its own composer; a reply arrives live and moves the count', async () => {
    const parent = message('p1', 'Who is in for Friday?', { replies: 1 });
    serveHub([parent], {
      'GET /api/members/collab/messages/p1/thread': () =>
        json(200, { parent, replies: [message('r1', 'Me!', { parentId: 'p1' })] }),
      'POST /api/members/collab/conversations/general/messages': () =>
        json(201, { message: message('r2', 'Count me in', { parentId: 'p1', author: jane }) }),
    });
    renderWithProviders(<App />, { path: '/collab/general' });
    await userEvent.click(await screen.findByRole('button', { name: '1 reply' }));
    const panel = await screen.findByRole('complementary', { name: 'Thread' });
    expect(await within(panel).findByText('Me!')).toBeInTheDocument();
    await userEvent.type(within(panel).getByPlaceholderText('Reply in thread'), 'Count me in{Enter}');
    expect(await within(panel).findByText('Count me in')).toBeInTheDocument();
    expect(requestsTo('/api/members/collab/conversations/general/messages').at(-1)?.body).toEqual({
      text: 'Count me in',
      parentId: 'p1',
    });
    play('chat:general', { kind: 'message.updated', message: { ...parent, replies: 3 } });
    expect(await screen.findByRole('button', { name: '3 replies' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Thread' })).not.toBeInTheDocument();
  });

  it('reacts from the picker, toggles it off, and shows another member’s reaction live', async () => {
    serveHub([message('m1', 'Shipped it')], {
      'PUT /api/members/collab/messages/m1/reactions/%F0%9F%8E%89': () =>
        json(200, { reactions: [{ emoji: '🎉', count: 1, usernames: [jane.username] }] }),
      'DELETE /api/members/collab/messages/m1/reactions/%F0%9F%8E%89': () => json(200, { reactions: [] }),
    });
    renderWithProviders(<App />, { path: '/collab/general' });
    await screen.findByText('Shipped it');
    await userEvent.click(screen.getByRole('button', { name: 'Add reaction' }));
    await userEvent.click(screen.getByRole('button', { name: 'React with 🎉' }));
    const mine = await screen.findByRole('button', { name: '🎉 1 reaction' });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(mine);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /🎉/ })).not.toBeInTheDocument());

    play('chat:general', {
      kind: 'reactions',
      messageId: 'm1',
      reactions: [{ emoji: '🔥', count: 2, usernames: ['ana.lopez'] }],
    });
    expect(await screen.findByRole('button', { name: '🔥 2 reactions' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('edits and deletes the member’s own message (shown "edited", then a tombstone), and not another’s', async () => {
    const own = message('m1', 'Typo here', { author: jane });
    serveHub([own, message('m2', 'Not yours')], {
      'PATCH /api/members/collab/messages/m1': () =>
        json(200, { message: { ...own, text: 'Fixed now', editedAt: new Date().toISOString() } }),
      'DELETE /api/members/collab/messages/m1': () => json(200, { ok: true }),
    });
    renderWithProviders(<App />, { path: '/collab/general' });
    await screen.findByText('Typo here');
    expect(screen.getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Edit message' }));
    const editor = screen.getByRole('textbox', { name: 'Edit message' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Fixed now{Enter}');
    expect(await screen.findByText('Fixed now')).toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
    expect(requestsTo('/api/members/collab/messages/m1')[0]).toEqual({ method: 'PATCH', body: { text: 'Fixed now' } });

    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(requestsTo('/api/members/collab/messages/m1').at(-1)).toEqual({ method: 'DELETE', body: undefined });
    play('chat:general', { kind: 'message.updated', message: { ...own, text: '', deleted: true } });
    expect(await screen.findByText('This message was deleted.')).toBeInTheDocument();
  });

  it('shows who is typing, and the pinned message in the header area', async () => {
    serveHub([message('m1', 'Read the guide first')]);
    renderWithProviders(<App />, { path: '/collab/general' });
    await screen.findByText('Read the guide first');
    play('chat:general', { kind: 'typing', username: 'ana.lopez', name: 'Ana Lopez', at: new Date().toISOString() });
    expect(await screen.findByText('Ana Lopez is typing…')).toBeInTheDocument();
    play('chat:general', { kind: 'pinned', message: message('m1', 'Read the guide first') });
    const pinned = await screen.findByRole('region', { name: 'Pinned message' });
    expect(pinned).toHaveTextContent('Ana Lopez: Read the guide first');
  });

  it('reads the counts and the history again once the service has the subscriptions: nothing sent in between is lost', async () => {
    serveHub([message('m1', 'Before the read')]);
    renderWithProviders(<App />, { path: '/collab/general' });
    await screen.findByText('Before the read');
    expect(await screen.findByRole('link', { name: 'events , 3 unread, 1 mention' })).toBeInTheDocument();
    // Two messages were sent after the first reads and before the subscriptions were in place:
    // no live event carries them, the next reads do.
    serveHub([message('m1', 'Before the read'), message('m2', 'In between')], {
      'GET /api/members/collab/conversations': () =>
        json(200, {
          conversations: summaries({ events: { unread: 4, mentions: 2 } }),
          emoji: ['👍'],
          moderator: false,
        }),
    });
    acknowledge();
    expect(await screen.findByText('In between')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'events , 4 unread, 2 mentions' })).toBeInTheDocument();
  });

  it('counts a message that arrives while the counts are being read, by reading them again', async () => {
    const reads: ((counts: object) => void)[] = [];
    serveHub([message('m1', 'Hello')], {
      'GET /api/members/collab/conversations': () =>
        new Promise<Response>((resolve) =>
          reads.push((counts) =>
            resolve(
              new Response(
                JSON.stringify({ conversations: summaries({ events: counts }), emoji: ['👍'], moderator: false }),
                { status: 200 },
              ),
            ),
          ),
        ),
    });
    renderWithProviders(<App />, { path: '/collab/general' });
    await screen.findByText('Hello');
    // The first read is on its way (it was answered before the message was sent) when the event comes.
    play('chat:events', { kind: 'message.created', message: message('e1', 'Soon', { conversation: 'events' }) });
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    act(() => {
      reads[0]?.({ unread: 0, mentions: 0 });
      reads[1]?.({ unread: 1, mentions: 0 });
    });
    expect(await screen.findByRole('link', { name: 'events , 1 unread' })).toBeInTheDocument();
  });
});
