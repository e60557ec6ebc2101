import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@mindset/shared-ui';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import { MessageComposer } from './MessageComposer';
import { MessagesScreen } from './MessagesScreen';
import { NewThreadScreen } from './NewThreadScreen';
import { ThreadScreen } from './ThreadScreen';

const messageRoutes = {
  '/community/messages': <MessagesScreen />,
  '/community/messages/new': <NewThreadScreen />,
  '/community/messages/:threadId': <ThreadScreen />,
};

// Screens driven through many clicks: allow for a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(resetStores);

describe('MessageComposer', () => {
  function renderComposer() {
    const onSend = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <MessageComposer recipientName="Sarah Chen" onSend={onSend} />
      </ThemeProvider>,
    );
    return { onSend, box: screen.getByRole('textbox', { name: 'Message Sarah Chen' }) };
  }

  it('sends the trimmed text on Enter and empties the box', async () => {
    const { onSend, box } = renderComposer();
    await userEvent.type(box, '  See you Thursday  {Enter}');
    expect(onSend).toHaveBeenCalledWith('See you Thursday');
    expect(box).toHaveValue('');
  });

  it('starts a new line on Shift+Enter without sending', async () => {
    const { onSend, box } = renderComposer();
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('First line\nsecond line');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
  });

  it('does not send blank text', async () => {
    const { onSend, box } = renderComposer();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('Messages', () => {
  it('lists conversations with unread counts and online marks, and opening one clears its count', async () => {
    renderAt('/community/messages', messageRoutes);
    const sarah = screen.getByRole('link', { name: /Sarah Chen/ });
    expect(within(sarah).getByText('Online')).toBeInTheDocument();
    expect(sarah).toHaveTextContent('2 unread messages');
    expect(sarah).toHaveTextContent('Are you joining the live session on Thursday?');
    expect(screen.getByRole('link', { name: /Marcus Johnson/ })).not.toHaveTextContent('Online');

    await userEvent.click(sarah);
    expect(screen.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to messages' }));
    expect(screen.getByRole('link', { name: /Sarah Chen/ })).not.toHaveTextContent('unread');
    expect(screen.getByRole('link', { name: /Marcus Johnson/ })).toHaveTextContent('1 unread message');
  });

  it('keeps a sent message, with its time, after the page is opened again', async () => {
    const first = renderAt('/community/messages/2', messageRoutes);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message Marcus Johnson' }), 'Yes please!{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation with Marcus Johnson' });
    expect(within(log).getByText('Yes please!')).toBeInTheDocument();
    first.unmount();

    renderAt('/community/messages', messageRoutes);
    const marcus = screen.getByRole('link', { name: /Marcus Johnson/ });
    expect(marcus).toHaveTextContent('You: Yes please!');
    await userEvent.click(marcus);
    const sent = within(screen.getByRole('log')).getByText('Yes please!');
    expect(sent.parentElement?.querySelector('time')).toHaveTextContent(/\d{1,2}:\d{2}/);
  });

  it('opens the existing conversation when messaging someone from their profile', () => {
    renderAt('/community/messages/new?user=sarah.growth', messageRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeInTheDocument();
    expect(screen.getByText('Are you joining the live session on Thursday?')).toBeInTheDocument();
  });

  it('starts a conversation with someone new once the first message is sent', async () => {
    renderAt('/community/messages/new?user=david.victor', messageRoutes);
    expect(screen.getByText('No messages yet. Say hello to David Okafor.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message David Okafor' }), 'Hi David{Enter}');
    expect(within(screen.getByRole('log')).getByText('Hi David')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to messages' }));
    expect(screen.getByRole('link', { name: /David Okafor/ })).toHaveTextContent('You: Hi David');
  });

  it('says so when the person to message does not exist', () => {
    renderAt('/community/messages/new?user=nobody.here', messageRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no member called @nobody.here to message.')).toBeInTheDocument();
  });

  it('says so when the conversation does not exist', () => {
    renderAt('/community/messages/999', messageRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation not found' })).toBeInTheDocument();
  });
});
