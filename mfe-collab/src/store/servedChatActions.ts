import {
  chatMessageAnswer,
  chatThreadAnswer,
  conversationsAnswer,
  historyAnswer,
  okSchema,
  presenceAnswer,
  reactionsAnswer,
} from '@mindset/member-contract';
import { memberRequest, toast } from '@mindset/shared-ui';
import {
  patchHistory,
  patchSummary,
  rememberMessages,
  rememberNewMessage,
  useServedChatStore,
  type PresentPerson,
  type ServedReaction,
} from './servedChatStore';

// What talks to member-service for a member's hub (docs/decisions/0068-collab-chat.md).

const API = '/collab';
const { getState: get, setState: set } = useServedChatStore;
const conversationPath = (conversation: string) => `${API}/conversations/${encodeURIComponent(conversation)}`;
const messagePath = (messageId: string) => `${API}/messages/${encodeURIComponent(messageId)}`;

/** Unread and mention counts, pinned messages and the picker's reactions; null or the service's sentence. */
export async function loadConversations(): Promise<string | null> {
  const result = await memberRequest(`${API}/conversations`, conversationsAnswer);
  if (result.error !== null) return result.error;
  const { conversations, emoji, moderator } = result.data;
  const open = get().openConversation;
  set({
    emoji,
    moderator,
    summaries: Object.fromEntries(
      conversations.map((summary) => [
        summary.id,
        // The open conversation is being read as its messages arrive.
        summary.id === open ? { ...summary, unread: 0, mentions: 0 } : summary,
      ]),
    ),
  });
  return null;
}

export async function loadPresence(): Promise<void> {
  const result = await memberRequest(`${API}/presence`, presenceAnswer);
  if (result.error === null) set({ online: result.data.online });
}

/** Someone came online or went offline (the `presence` topic). */
export function applyPresence(person: PresentPerson, online: boolean): void {
  set((state) => {
    const others = state.online.filter((entry) => entry.username !== person.username);
    return {
      online: online ? [...others, person].sort((a, b) => a.name.localeCompare(b.name)) : others,
    };
  });
}

/** The newest page of a conversation (again after a resync). */
export async function loadHistory(conversation: string): Promise<void> {
  patchHistory(conversation, { status: 'loading', error: null });
  const result = await memberRequest(`${conversationPath(conversation)}/messages`, historyAnswer);
  if (result.error !== null) {
    patchHistory(conversation, { status: 'error', error: result.error });
    return;
  }
  rememberMessages(result.data.messages);
  const page = result.data.messages.map((message) => message.id);
  const newest = result.data.messages.at(-1)?.createdAt ?? '';
  // A message heard live while the page was on its way is newer than the page: it stays.
  const { histories, messages } = get();
  const arrived = (histories[conversation]?.ids ?? []).filter(
    (id) => !page.includes(id) && (messages[id]?.createdAt ?? '') > newest,
  );
  patchHistory(conversation, { ids: [...page, ...arrived], olderCursor: result.data.olderCursor, status: 'ready' });
}

/** The page before the oldest shown, added above it. */
export async function loadOlder(conversation: string): Promise<void> {
  const history = get().histories[conversation];
  if (!history?.olderCursor || history.loadingOlder) return;
  patchHistory(conversation, { loadingOlder: true });
  const result = await memberRequest(
    `${conversationPath(conversation)}/messages?before=${encodeURIComponent(history.olderCursor)}`,
    historyAnswer,
  );
  if (result.error !== null) {
    patchHistory(conversation, { loadingOlder: false });
    toast({ title: result.error, variant: 'destructive' });
    return;
  }
  rememberMessages(result.data.messages);
  const shown = get().histories[conversation]?.ids ?? [];
  patchHistory(conversation, {
    ids: [...result.data.messages.map((message) => message.id).filter((id) => !shown.includes(id)), ...shown],
    olderCursor: result.data.olderCursor,
    loadingOlder: false,
  });
}

export async function loadThread(parentId: string): Promise<string | null> {
  const result = await memberRequest(`${messagePath(parentId)}/thread`, chatThreadAnswer);
  if (result.error !== null) return result.error;
  rememberMessages([result.data.parent, ...result.data.replies]);
  set((state) => ({ threads: { ...state.threads, [parentId]: result.data.replies.map((reply) => reply.id) } }));
  return null;
}

/** Sends a message (or a reply in a thread); null once sent, else the service's sentence. */
export async function sendMessage(conversation: string, text: string, parentId?: string): Promise<string | null> {
  const result = await memberRequest(`${conversationPath(conversation)}/messages`, chatMessageAnswer, {
    method: 'POST',
    body: { text, ...(parentId ? { parentId } : {}) },
  });
  if (result.error !== null) return result.error;
  rememberNewMessage(result.data.message);
  return null;
}

export async function editMessage(messageId: string, text: string): Promise<string | null> {
  const result = await memberRequest(messagePath(messageId), chatMessageAnswer, {
    method: 'PATCH',
    body: { text },
  });
  if (result.error !== null) return result.error;
  rememberMessages([result.data.message]);
  return null;
}

export async function deleteMessage(messageId: string): Promise<void> {
  const result = await memberRequest(messagePath(messageId), okSchema, { method: 'DELETE' });
  if (result.error !== null) toast({ title: result.error, variant: 'destructive' });
}

/**
 * The spec's toggle: the member's own reaction is taken back, anyone else's joined. Shown at once;
 * the service's reactions replace the guess, or the old ones come back with the reason.
 */
export async function toggleReaction(messageId: string, emoji: string): Promise<void> {
  const { messages, me } = get();
  const message = messages[messageId];
  if (!message || !me) return;
  const existing = message.reactions.find((reaction) => reaction.emoji === emoji);
  const reacted = existing?.usernames.includes(me) ?? false;
  const guess: ServedReaction[] = existing
    ? message.reactions
        .map((reaction) =>
          reaction.emoji === emoji
            ? {
                ...reaction,
                count: reaction.count + (reacted ? -1 : 1),
                usernames: reacted
                  ? reaction.usernames.filter((username) => username !== me)
                  : [...reaction.usernames, me],
              }
            : reaction,
        )
        .filter((reaction) => reaction.count > 0)
    : [...message.reactions, { emoji, count: 1, usernames: [me] }];
  rememberMessages([{ ...message, reactions: guess }]);
  const result = await memberRequest(
    `${messagePath(messageId)}/reactions/${encodeURIComponent(emoji)}`,
    reactionsAnswer,
    { method: reacted ? 'DELETE' : 'PUT' },
  );
  const now = get().messages[messageId] ?? message;
  if (result.error !== null) {
    rememberMessages([{ ...now, reactions: message.reactions }]);
    toast({ title: result.error, variant: 'destructive' });
    return;
  }
  rememberMessages([{ ...now, reactions: result.data.reactions }]);
}

export async function pinMessage(conversation: string, messageId: string | null): Promise<void> {
  const result = await memberRequest(
    `${conversationPath(conversation)}/pin`,
    okSchema,
    messageId ? { method: 'PUT', body: { messageId } } : { method: 'DELETE' },
  );
  if (result.error !== null) toast({ title: result.error, variant: 'destructive' });
}

/** The member is reading this conversation: its unread count goes to zero here and at the service. */
export async function markRead(conversation: string): Promise<void> {
  patchSummary(conversation, { unread: 0, mentions: 0 });
  await memberRequest(`${conversationPath(conversation)}/read`, okSchema, { method: 'PUT' });
}

/** Says the member is typing; the composer calls it at most every few seconds. */
export async function sayTyping(conversation: string): Promise<void> {
  await memberRequest(`${conversationPath(conversation)}/typing`, okSchema, { method: 'POST' });
}
