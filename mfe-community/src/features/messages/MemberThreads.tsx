import type { DirectMessage, Thread as ServedThread } from '@mindset/member-contract';
import { useMemo } from 'react';
import { useMember } from '@mindset/shared-ui';
import { send, startThread, useMemberThreads } from './api/messages';
import type { Thread, ThreadMessage } from './useThreads';
import type { WithThreadsProps } from './WithThreads';

/** A member's conversations in the shape the screens draw; the open one with its messages. */
function asThreads(threads: ServedThread[], open: { id: string; messages: DirectMessage[] } | null, me: string) {
  return threads.map((thread): Thread => {
    const loaded = open?.id === thread.id ? open.messages : undefined;
    const shown: ThreadMessage[] = loaded
      ? loaded.map((message) => ({
          id: message.id,
          sender: message.author.username === me ? 'me' : 'them',
          content: message.text,
          sentAt: new Date(message.createdAt),
        }))
      : thread.lastMessage
        ? [
            {
              id: `${thread.id}-last`,
              sender: thread.lastMessage.mine ? 'me' : 'them',
              content: thread.lastMessage.text,
              sentAt: new Date(thread.lastMessage.createdAt),
            },
          ]
        : [];
    return {
      id: thread.id,
      username: thread.with.username,
      name: thread.with.name,
      avatar: thread.with.avatarUrl ?? undefined,
      // Presence comes with the live collaboration hub; until then nobody is shown online.
      online: false,
      unread: thread.unread,
      messages: shown,
      lastActivity: shown.at(-1)?.sentAt ?? new Date(),
    };
  });
}

/** A member's messages as member-service holds them (loaded only for a member). */
export default function MemberThreads({ openThreadId, children }: WithThreadsProps) {
  const me = useMember()?.username ?? '';
  const { threads, open } = useMemberThreads(openThreadId);
  const openMessages = open.data;
  const shown = useMemo(
    () =>
      asThreads(
        threads.data ?? [],
        openThreadId && openMessages ? { id: openThreadId, messages: openMessages } : null,
        me,
      ),
    [threads.data, openThreadId, openMessages, me],
  );
  return children({
    threads: shown,
    // An open conversation shows once its messages came, not its summary's last line first.
    status: threads.isPending || open.isLoading ? 'loading' : threads.isError ? 'error' : 'ready',
    error: threads.error?.message ?? null,
    reload: () => void threads.refetch(),
    send,
    start: async (username, text) => {
      const opened = await startThread(username);
      if ('error' in opened) return opened;
      return { id: opened.id, refused: await send(opened.id, text) };
    },
    writesToAnyone: true,
  });
}
