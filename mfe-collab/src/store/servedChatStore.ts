import { onSignOut, type LiveEvent } from '@mindset/shared-ui';
import { create } from 'zustand';

// A member's hub as member-service serves it (docs/decisions/0068-collab-chat.md): state here,
// what talks to the service in servedChatActions.ts. Not persisted: the service holds it.

export interface ServedChatAuthor {
  username: string;
  name: string;
  avatarUrl: string | null;
  verified: boolean;
  role: 'Moderator' | null;
}

export interface ServedReaction {
  emoji: string;
  count: number;
  /** The members who reacted; the sample's counts also include people who are not members. */
  usernames: string[];
}

export interface ServedChatMessage {
  id: string;
  conversation: string;
  parentId: string | null;
  author: ServedChatAuthor;
  text: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  reactions: ServedReaction[];
  replies: number;
}

export interface ConversationSummary {
  id: string;
  unread: number;
  mentions: number;
  /** When the member last read it: later messages get the "new" marker. */
  readAt: string | null;
  pinned: ServedChatMessage | null;
}

export interface PresentPerson {
  username: string;
  name: string;
  avatarUrl: string | null;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ConversationHistory {
  /** Top-level message ids, oldest first. */
  ids: string[];
  olderCursor: string | null;
  status: LoadStatus;
  error: string | null;
  loadingOlder: boolean;
}

/** What the service sends live on `chat:<conversation>` (member-service src/routes/collab.ts). */
export type ChatEvent =
  | { kind: 'message.created'; message: ServedChatMessage }
  | { kind: 'message.updated'; message: ServedChatMessage }
  | { kind: 'reactions'; messageId: string; reactions: ServedReaction[] }
  | { kind: 'pinned'; message: ServedChatMessage | null }
  | { kind: 'typing'; username: string; name: string; at: string };

/** How long "is typing" shows after the last word of it. */
export const TYPING_SHOWN_MS = 6_000;

interface ServedChatState {
  messages: Record<string, ServedChatMessage>;
  histories: Record<string, ConversationHistory>;
  /** Thread parent id → its reply ids, oldest first, once the thread was opened. */
  threads: Record<string, string[]>;
  summaries: Record<string, ConversationSummary>;
  /** The reactions the picker offers (the service accepts no other). */
  emoji: string[];
  /** Conversation → who is typing there → until when (ms). */
  typing: Record<string, Record<string, { name: string; until: number }>>;
  online: PresentPerson[];
  /** The conversation on screen: its new messages are read, not unread. */
  openConversation: string | null;
  /** The member's own username, to tell their messages from others'. */
  me: string | null;
  /** The member is a moderator: they delete any message and pin. */
  moderator: boolean;
  /** Conversation → the newest message that arrived while it was loaded (for scrolling and announcing). */
  lastArrived: Record<string, string>;
}

export const useServedChatStore = create<ServedChatState>(() => ({
  messages: {},
  histories: {},
  threads: {},
  summaries: {},
  emoji: [],
  typing: {},
  online: [],
  openConversation: null,
  me: null,
  moderator: false,
  lastArrived: {},
}));

const set = useServedChatStore.setState;
// Messages, counts and who is online were read as the member: none of it outlives their session.
onSignOut(() => set(useServedChatStore.getInitialState(), true));

export function rememberMessages(found: ServedChatMessage[]): void {
  set((state) => {
    const messages = { ...state.messages };
    for (const message of found) messages[message.id] = message;
    return { messages };
  });
}

export function patchHistory(conversation: string, change: Partial<ConversationHistory>): void {
  set((state) => {
    const current = state.histories[conversation] ?? {
      ids: [],
      olderCursor: null,
      status: 'idle',
      error: null,
      loadingOlder: false,
    };
    return { histories: { ...state.histories, [conversation]: { ...current, ...change } } };
  });
}

export function patchSummary(conversation: string, change: Partial<ConversationSummary>): void {
  set((state) => {
    const current = state.summaries[conversation] ?? {
      id: conversation,
      unread: 0,
      mentions: 0,
      readAt: null,
      pinned: null,
    };
    return { summaries: { ...state.summaries, [conversation]: { ...current, ...change } } };
  });
}

/** Whether a text mentions this username (as the service counts mentions). */
export function mentions(text: string, username: string): boolean {
  const escaped = username.replace(/[.]/g, '\\.');
  return new RegExp(`(^|[^A-Za-z0-9._])@${escaped}($|[^A-Za-z0-9_])`, 'i').test(text);
}

/** A message arrived (sent here or heard live): it joins its history or thread once, and counts as unread elsewhere. */
export function rememberNewMessage(message: ServedChatMessage): void {
  set((state) => {
    const isNew = !state.messages[message.id];
    const messages = { ...state.messages, [message.id]: message };
    const histories = { ...state.histories };
    const threads = { ...state.threads };
    let { lastArrived } = state;
    if (message.parentId) {
      const replies = threads[message.parentId];
      if (replies && !replies.includes(message.id)) threads[message.parentId] = [...replies, message.id];
    } else {
      const history = histories[message.conversation];
      if (history && !history.ids.includes(message.id)) {
        histories[message.conversation] = { ...history, ids: [...history.ids, message.id] };
        lastArrived = { ...lastArrived, [message.conversation]: message.id };
      }
    }
    const summaries = { ...state.summaries };
    const summary = summaries[message.conversation];
    const fromOther = message.author.username !== state.me;
    if (isNew && summary && fromOther && state.openConversation !== message.conversation) {
      summaries[message.conversation] = {
        ...summary,
        unread: summary.unread + 1,
        mentions: summary.mentions + (state.me && mentions(message.text, state.me) ? 1 : 0),
      };
    }
    // Someone who sent a message has stopped typing it.
    const typing = { ...state.typing };
    const typingHere = typing[message.conversation];
    if (typingHere?.[message.author.username]) {
      const { [message.author.username]: _stopped, ...rest } = typingHere;
      typing[message.conversation] = rest;
    }
    return { messages, histories, threads, summaries, typing, lastArrived };
  });
}

/** Applies what member-service sends live on `chat:<conversation>`; each event may arrive more than once. */
export function applyChatEvent({ topic, data }: LiveEvent): void {
  const conversation = topic.replace(/^chat:/, '');
  const event = data as ChatEvent;
  switch (event.kind) {
    case 'message.created':
      rememberNewMessage(event.message);
      break;
    case 'message.updated':
      rememberMessages([event.message]);
      break;
    case 'reactions':
      set((state) => {
        const message = state.messages[event.messageId];
        return message
          ? { messages: { ...state.messages, [message.id]: { ...message, reactions: event.reactions } } }
          : state;
      });
      break;
    case 'pinned':
      patchSummary(conversation, { pinned: event.message });
      break;
    case 'typing':
      noteTyping(conversation, event);
      break;
  }
}

function noteTyping(conversation: string, event: Extract<ChatEvent, { kind: 'typing' }>): void {
  const until = Date.parse(event.at) + TYPING_SHOWN_MS;
  // A replayed typing event from before a reconnection is long over.
  if (until < Date.now()) return;
  set((state) =>
    event.username === state.me
      ? state
      : {
          typing: {
            ...state.typing,
            [conversation]: { ...state.typing[conversation], [event.username]: { name: event.name, until } },
          },
        },
  );
}
