import { useMemo } from 'react';
import { findUser } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { sampleThreads } from './threadData';

export interface ThreadMessage {
  id: string;
  sender: 'me' | 'them';
  content: string;
  sentAt: Date;
}

/** A conversation as the screens show it: sample history and the member's own sent messages, merged. */
export interface Thread {
  id: string;
  username: string;
  name: string;
  avatar?: string;
  online: boolean;
  unread: number;
  /** Oldest first. */
  messages: ThreadMessage[];
  /** When the last message was sent, or the conversation opened when it has none. */
  lastActivity: Date;
}

// Sample times are relative to the page load, so they stay fixed while the page is open.
const loadedAt = Date.now();

/** A guest's conversations, most recent first: the sample history with their own sent messages merged. */
export function useThreads(): Thread[] {
  const sentMessages = useCommunityStore((state) => state.sentMessages);
  const startedThreads = useCommunityStore((state) => state.startedThreads);
  const readThreads = useCommunityStore((state) => state.readThreads);

  return useMemo(() => {
    const withSent = (threadId: string, history: ThreadMessage[]): ThreadMessage[] => [
      ...history,
      ...(sentMessages[threadId] ?? []).map((message) => ({
        id: message.id,
        sender: 'me' as const,
        content: message.content,
        sentAt: new Date(message.sentAt),
      })),
    ];
    const describe = (
      id: string,
      username: string,
      online: boolean,
      unread: number,
      history: ThreadMessage[],
      openedAt: Date,
    ): Thread => {
      const person = findUser(username);
      const messages = withSent(id, history);
      return {
        id,
        username,
        name: person?.name ?? username,
        avatar: person?.avatar,
        online,
        unread: readThreads[id] ? 0 : unread,
        messages,
        lastActivity: messages.at(-1)?.sentAt ?? openedAt,
      };
    };

    const threads = [
      ...sampleThreads.map((sample) => {
        const history = sample.messages.map((message) => ({
          id: message.id,
          sender: message.sender,
          content: message.content,
          sentAt: new Date(loadedAt - message.minutesAgo * 60_000),
        }));
        const openedAt = history[0]?.sentAt ?? new Date(loadedAt);
        return describe(sample.id, sample.username, sample.online, sample.unread, history, openedAt);
      }),
      ...startedThreads.map((started) =>
        describe(started.id, started.username, false, 0, [], new Date(started.startedAt)),
      ),
    ];
    return threads.sort((a, b) => b.lastActivity.getTime() - a.lastActivity.getTime());
  }, [sentMessages, startedThreads, readThreads]);
}

/** The id of the conversation with a person, if the member already has one. */
export function threadIdWith(threads: Thread[], username: string): string | undefined {
  return threads.find((thread) => thread.username === username)?.id;
}
