import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@mindset/shared-ui';
import { liveSubscriptions } from '@mindset/shared-ui/testing';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import { MessageComposer } from './MessageComposer';
import { MessagesScreen } from './MessagesScreen';
import { NewThreadScreen } from './NewThreadScreen';
import { ThreadScreen } from './ThreadScreen';
import {
  answerRequests,
  fetchMock,
  jsonResponse,
  servedPerson,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';

vi.mock('@mindset/shared-ui', async (importOriginal) =>
  (await import('@mindset/shared-ui/testing')).withLiveCapture(await importOriginal<object>()),
);

const messageRoutes = {
  '/community/messages': <MessagesScreen />,
  '/community/messages/new': <NewThreadScreen />,
  '/community/messages/:threadId': <ThreadScreen />,
};
vi.setConfig({ testTimeout: 20_000 });

const ana = servedPerson('ana.lopez', 'Ana Lopez');
const jane = servedPerson('jane.doe', 'Jane Doe');
const thread = (extra: object = {}) => ({
  id: 't1',
  with: ana,
  lastMessage: { text: 'See you at six', createdAt: new Date().toISOString(), mine: false },
  unread: 1,
  ...extra,
});
const message = (id: string, author: typeof ana, text: string) => ({
  id,
  threadId: 't1',
  author,
  text,
  createdAt: new Date().toISOString(),
});

const json = jsonResponse;
const answer = answerRequests;
const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => `${String(url)} ${String(init?.body ?? '')}`);

beforeEach(() => {
  resetStores();
  signInForTest();
});
afterEach(signOutAfterTest);

describe("a member's messages", () => {
  it('lists the conversations from the service with unread counts that move live', async () => {
    answer({ 'GET /api/members/messages/threads': () => json(200, { threads: [thread()] }) });
    renderAt('/community/messages', messageRoutes);
    const row = await screen.findByRole('link', { name: /Ana Lopez/ });
    expect(within(row).getByText('See you at six')).toBeInTheDocument();
    expect(row).toHaveTextContent('1 unread message');
    expect(screen.queryByText('Sarah Chen')).not.toBeInTheDocument();

    act(() =>
      liveSubscriptions[0]?.onEvent({
        seq: 3,
        topic: 'member:m1',
        data: { kind: 'message.unread', threadId: 't1', message: message('x2', ana, 'Running late') },
      }),
    );
    expect(within(row).getByText('Running late')).toBeInTheDocument();
    expect(row).toHaveTextContent('2 unread messages');
  });

  it('opens a conversation, sends to the service, and shows a reply arriving live', async () => {
    answer({
      'GET /api/members/messages/threads': () => json(200, { threads: [thread()] }),
      'GET /api/members/messages/threads/t1': () =>
        json(200, {
          thread: thread({ unread: 0 }),
          messages: [message('m1', ana, 'See you at six')],
          hasEarlier: false,
        }),
      'POST /api/members/messages/threads/t1': () => json(201, { message: message('m2', jane, 'On my way') }),
    });
    renderAt('/community/messages/t1', messageRoutes);
    expect(await screen.findByText('See you at six')).toBeInTheDocument();
    expect(liveSubscriptions.flatMap((subscription) => subscription.topics)).toEqual(['member:m1', 'dm:t1']);

    await userEvent.type(screen.getByRole('textbox', { name: 'Message Ana Lopez' }), 'On my way{Enter}');
    expect(await screen.findByText('On my way')).toBeInTheDocument();
    expect(sent()).toContain('/api/members/messages/threads/t1 {"text":"On my way"}');

    act(() =>
      liveSubscriptions[0]?.onEvent({
        seq: 4,
        topic: 'dm:t1',
        data: { kind: 'message.created', message: message('m3', ana, 'Great, table for two') },
      }),
    );
    expect(screen.getByText('Great, table for two')).toBeInTheDocument();
  });

  it('opens a conversation at the service on the first message to someone new', async () => {
    answer({
      'GET /api/members/messages/threads': () => json(200, { threads: [] }),
      'POST /api/members/messages/threads': () => json(201, { thread: thread({ lastMessage: null, unread: 0 }) }),
      'POST /api/members/messages/threads/t1': () => json(201, { message: message('m1', jane, 'Hello Ana') }),
      'GET /api/members/messages/threads/t1': () =>
        json(200, { thread: thread({ unread: 0 }), messages: [message('m1', jane, 'Hello Ana')], hasEarlier: false }),
    });
    renderAt('/community/messages/new?user=ana.lopez', messageRoutes);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Message/ }), 'Hello Ana{Enter}');
    // The conversation's own page, with the message in it.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/members/messages/threads/t1', expect.anything()));
    await waitFor(() => expect(screen.getByText('Hello Ana')).toBeInTheDocument());
    expect(sent().slice(0, 2)).toEqual([
      '/api/members/messages/threads {"username":"ana.lopez"}',
      '/api/members/messages/threads/t1 {"text":"Hello Ana"}',
    ]);
  });

  it('says why when the service refuses the conversation', async () => {
    answer({
      'GET /api/members/messages/threads': () => json(200, { threads: [] }),
      'POST /api/members/messages/threads': () => json(403, { error: 'This member does not accept message requests.' }),
    });
    renderAt('/community/messages/new?user=ana.lopez', messageRoutes);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Message/ }), 'Hello{Enter}');
    expect(await screen.findByText('This member does not accept message requests.')).toBeInTheDocument();
  });
});

describe('MessageComposer on a touch screen', () => {
  it('lets return start a new line, and sends with the Send button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const onSend = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <MessageComposer recipientName="Ana Lopez" onSend={onSend} />
      </ThemeProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Message Ana Lopez' });
    await userEvent.type(box, 'Line one{Enter}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('Line one\nline two');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Line one\nline two');
  });
});
