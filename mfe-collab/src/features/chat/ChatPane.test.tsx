import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ChatPane } from './ChatPane';
import { useChatStore } from './chatStore';

const scrollIntoView = vi.fn();

beforeEach(() => {
  useChatStore.setState({ posted: {}, reactions: {} });
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

function messageBy(author: string, text: RegExp) {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(author) && within(candidate).queryByText(text));
  if (!item) throw new Error(`no message by ${author} matching ${text}`);
  return item;
}

describe('reactions', () => {
  it("clicking the user's own reaction takes it back; clicking it again adds it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const message = messageBy('James Okafor', /keep promotions/);

    const own = within(message).getByRole('button', { name: '👍 3 reactions' });
    expect(own).toHaveAttribute('aria-pressed', 'true');
    await user.click(own);
    expect(within(message).getByRole('button', { name: '👍 2 reactions' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(message).getByRole('button', { name: '👍 2 reactions' }));
    expect(within(message).getByRole('button', { name: '👍 3 reactions' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("clicking someone else's reaction joins it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const message = messageBy('David Okafor', /day 4/);
    await user.click(within(message).getByRole('button', { name: '😅 2 reactions' }));
    expect(within(message).getByRole('button', { name: '😅 3 reactions' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the add button joins an existing thumbs-up once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const message = messageBy('Lena Fischer', /evening reflection/);
    const add = within(message).getByRole('button', { name: 'Add reaction 👍' });
    await user.click(add);
    expect(within(message).getByRole('button', { name: '👍 8 reactions' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(add);
    expect(within(message).getByRole('button', { name: '👍 8 reactions' })).toBeInTheDocument();
  });

  it('the add button starts a new thumbs-up at 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const message = messageBy('David Okafor', /day 4/);
    expect(within(message).queryByRole('button', { name: /^👍/ })).not.toBeInTheDocument();
    await user.click(within(message).getByRole('button', { name: 'Add reaction 👍' }));
    expect(within(message).getByRole('button', { name: '👍 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps reactions in the store, per conversation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    await user.click(within(messageBy('David Okafor', /day 4/)).getByRole('button', { name: 'Add reaction 👍' }));
    expect(JSON.parse(window.localStorage.getItem('mindset-collab') ?? '{}').state.reactions).toEqual({
      general: { 'general-2': [expect.anything(), expect.anything(), { emoji: '👍', count: 1, userReacted: true }] },
    });
  });
});

describe('threads', () => {
  it("labels reply counts with 'reply' and 'replies'", () => {
    renderWithProviders(<ChatPane conversationId="general" />);
    expect(screen.getByRole('button', { name: '3 replies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 reply' })).toBeInTheDocument();
  });

  it('the reply count opens and closes the thread', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const toggle = screen.getByRole('button', { name: '1 reply' });
    expect(screen.queryByText(/Shrink the habit/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Replies to David Okafor' })).toHaveTextContent(/Shrink the habit/);
    await user.click(toggle);
    expect(screen.queryByText(/Shrink the habit/)).not.toBeInTheDocument();
  });

  it('Reply focuses the composer, and the sent text lands in that thread', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    await user.click(
      within(messageBy('Lena Fischer', /evening reflection/)).getByRole('button', { name: 'Reply to Lena Fischer' }),
    );
    const input = screen.getByRole('textbox', { name: 'Message #general' });
    expect(input).toHaveFocus();
    expect(screen.getByText(/Replying to/)).toHaveTextContent('Replying to Lena Fischer');

    await user.type(input, 'See you there{Enter}');
    expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 reply', expanded: true })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Replies to Lena Fischer' })).toHaveTextContent('See you there');
  });
});

describe('composer', () => {
  it('shows the channel in the placeholder and the label', () => {
    renderWithProviders(<ChatPane conversationId="daily-wins" />);
    expect(screen.getByRole('textbox', { name: 'Message #daily-wins' })).toHaveAttribute(
      'placeholder',
      'Message #daily-wins',
    );
  });

  it('cannot send blank text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const send = screen.getByRole('button', { name: 'Send message' });
    const input = screen.getByRole('textbox', { name: 'Message #general' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(useChatStore.getState().posted).toEqual({});
    await user.type(input, 'x');
    expect(send).toBeEnabled();
  });

  it('Enter sends as the sample user, clears the box, keeps focus and scrolls to the message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const input = screen.getByRole('textbox', { name: 'Message #general' });
    await user.type(input, '  Hello team  {Enter}');

    const sent = messageBy('Alex Morgan', /^Hello team$/);
    expect(within(sent).getByText('less than a minute ago')).toBeInTheDocument();
    expect(within(sent).queryByRole('group', { name: 'Reactions' })).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(sent);

    const [stored] = useChatStore.getState().posted.general ?? [];
    expect(stored).toMatchObject({ content: 'Hello team', user: { name: 'Alex Morgan' }, reactions: [] });
    expect(stored?.id).toEqual(expect.any(String));
  });

  it('gives each sent message its own id', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const input = screen.getByRole('textbox', { name: 'Message #general' });
    await user.type(input, 'one{Enter}two{Enter}');
    const ids = (useChatStore.getState().posted.general ?? []).map((message) => message.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('Shift+Enter adds a new line instead of sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const input = screen.getByRole('textbox', { name: 'Message #general' });
    await user.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('first line\nsecond line');
    expect(useChatStore.getState().posted).toEqual({});
  });

  it('the send button sends and gives focus back to the input', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatPane conversationId="general" />);
    const input = screen.getByRole('textbox', { name: 'Message #general' });
    await user.type(input, 'Via the button');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(messageBy('Alex Morgan', /Via the button/)).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('keeps what was sent in its own conversation only', async () => {
    const user = userEvent.setup();
    const wins = renderWithProviders(<ChatPane conversationId="daily-wins" />);
    await user.type(screen.getByRole('textbox', { name: 'Message #daily-wins' }), 'Ran 10k today{Enter}');
    wins.unmount();

    const general = renderWithProviders(<ChatPane conversationId="general" />);
    expect(screen.queryByText('Ran 10k today')).not.toBeInTheDocument();
    general.unmount();

    renderWithProviders(<ChatPane conversationId="daily-wins" />);
    expect(messageBy('Alex Morgan', /Ran 10k today/)).toBeInTheDocument();
  });
});

it('what the user sent and reacted survives a reload (the persisted store)', async () => {
  const user = userEvent.setup();
  const first = renderWithProviders(<ChatPane conversationId="resources" />);
  await user.type(screen.getByRole('textbox', { name: 'Message #resources' }), 'Deep Work by Cal Newport{Enter}');
  await user.click(
    within(messageBy('Marcus Johnson', /2-minute rule/)).getByRole('button', { name: '👍 4 reactions' }),
  );
  first.unmount();
  const saved = window.localStorage.getItem('mindset-collab');

  useChatStore.setState({ posted: {}, reactions: {} });
  window.localStorage.setItem('mindset-collab', saved ?? '');
  await act(() => useChatStore.persist.rehydrate());

  renderWithProviders(<ChatPane conversationId="resources" />);
  expect(messageBy('Alex Morgan', /Deep Work by Cal Newport/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '👍 5 reactions' })).toHaveAttribute('aria-pressed', 'true');
});

it('relative times move on while the pane is open', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  try {
    renderWithProviders(<ChatPane conversationId="general" />);
    act(() => {
      useChatStore.getState().postMessage('general', 'Timed');
    });
    expect(screen.getByText('less than a minute ago')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});

it('Escape cancels a reply', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ChatPane conversationId="general" />);
  await user.click(screen.getByRole('button', { name: 'Reply to David Okafor' }));
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message #general' }), { key: 'Escape' });
  expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();
});
