import { memberRequest, onSignOut, type LiveEvent } from '@mindset/shared-ui';
import { create } from 'zustand';
import type { LoadStatus, ServedPerson } from './servedCommunityStore';

/** A conversation as member-service lists it (`GET /api/members/messages/threads`). */
export interface ServedThread {
  id: string;
  with: ServedPerson;
  lastMessage: { text: string; createdAt: string; mine: boolean } | null;
  unread: number;
}

export interface ServedMessage {
  id: string;
  threadId: string;
  author: ServedPerson;
  text: string;
  createdAt: string;
}

type MessageEvent =
  | { kind: 'message.created'; message: ServedMessage }
  | { kind: 'message.unread'; threadId: string; message: ServedMessage };

interface ServedMessagesState {
  threads: ServedThread[];
  status: LoadStatus;
  error: string | null;
  /** threadId -> its messages, oldest first, once its page loaded them. */
  messages: Record<string, ServedMessage[]>;
  /** The thread whose page is open: what arrives there is read at once. */
  openThreadId: string | null;
  loadThreads: () => Promise<void>;
  loadThread: (threadId: string) => Promise<LoadStatus>;
  /** Opens (or finds) the conversation with a member; its id, or the service's sentence. */
  startThread: (username: string) => Promise<{ id: string } | { error: string }>;
  send: (threadId: string, text: string) => Promise<string | null>;
  setOpenThread: (threadId: string | null) => void;
  applyLiveEvent: (event: LiveEvent, myUsername: string) => void;
}

const API = '/messages/threads';

/** A signed-in member's direct messages, as member-service holds them; kept current by live events. */
export const useServedMessagesStore = create<ServedMessagesState>((set, get) => {
  /** A message joins its thread once, and the thread's summary moves to the top. */
  const remember = (message: ServedMessage, mine: boolean) =>
    set((state) => {
      const existing = state.messages[message.threadId];
      const isNew = !existing?.some((entry) => entry.id === message.id);
      const thread = state.threads.find((candidate) => candidate.id === message.threadId);
      const read = mine || state.openThreadId === message.threadId;
      const updated: ServedThread | undefined = thread && {
        ...thread,
        lastMessage: { text: message.text, createdAt: message.createdAt, mine },
        unread: read ? 0 : thread.unread + (isNew ? 1 : 0),
      };
      return {
        messages:
          existing && isNew ? { ...state.messages, [message.threadId]: [...existing, message] } : state.messages,
        threads: updated
          ? [updated, ...state.threads.filter((candidate) => candidate.id !== message.threadId)]
          : state.threads,
      };
    });

  return {
    threads: [],
    status: 'idle',
    error: null,
    messages: {},
    openThreadId: null,

    loadThreads: async () => {
      set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading', error: null }));
      const result = await memberRequest<{ threads: ServedThread[] }>(API);
      if (result.error !== null) set({ status: 'error', error: result.error });
      else set({ status: 'ready', threads: result.data.threads });
    },
    loadThread: async (threadId) => {
      const result = await memberRequest<{ thread: ServedThread; messages: ServedMessage[] }>(
        `${API}/${encodeURIComponent(threadId)}`,
      );
      if (result.error !== null) return 'error';
      const { thread, messages } = result.data;
      set((state) => ({
        messages: { ...state.messages, [threadId]: messages },
        threads: [{ ...thread, unread: 0 }, ...state.threads.filter((candidate) => candidate.id !== threadId)],
      }));
      return 'ready';
    },
    startThread: async (username) => {
      const result = await memberRequest<{ thread: ServedThread }>(API, { method: 'POST', body: { username } });
      if (result.error !== null) return { error: result.error };
      const { thread } = result.data;
      set((state) => ({ threads: [thread, ...state.threads.filter((candidate) => candidate.id !== thread.id)] }));
      return { id: thread.id };
    },
    send: async (threadId, text) => {
      const result = await memberRequest<{ message: ServedMessage }>(`${API}/${encodeURIComponent(threadId)}`, {
        method: 'POST',
        body: { text },
      });
      if (result.error !== null) return result.error;
      remember(result.data.message, true);
      return null;
    },
    setOpenThread: (threadId) => {
      set({ openThreadId: threadId });
      if (threadId) void memberRequest(`${API}/${encodeURIComponent(threadId)}/read`, { method: 'POST' });
    },
    applyLiveEvent: ({ data }, myUsername) => {
      const event = data as MessageEvent;
      if (event.kind !== 'message.created' && event.kind !== 'message.unread') return;
      const known = get().threads.some((thread) => thread.id === event.message.threadId);
      // A new conversation someone else opened: the list is asked for again.
      if (!known) {
        void get().loadThreads();
        return;
      }
      remember(event.message, event.message.author.username === myUsername);
      const { openThreadId } = get();
      if (openThreadId === event.message.threadId && event.message.author.username !== myUsername) {
        void memberRequest(`${API}/${encodeURIComponent(openThreadId)}/read`, { method: 'POST' });
      }
    },
  };
});

// A member's conversations leave the page with their session.
onSignOut(() => useServedMessagesStore.setState(useServedMessagesStore.getInitialState(), true));
