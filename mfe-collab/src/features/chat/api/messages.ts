import {
  chatMessageAnswer,
  chatThreadAnswer,
  historyAnswer,
  okSchema,
  reactionsAnswer,
  type ChatMessage,
  type ChatThreadAnswer,
  type HistoryAnswer,
  type Reaction,
} from '@mindset/member-contract';
import { memberRequest, toast } from '@mindset/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COLLAB_API, conversationPath } from '../../../api/conversations';
import { applyLive, queryClient, readAfresh, served } from '../../../api/queryClient';

// A member's conversations in the hub's query cache: each conversation's history (top-level
// messages, oldest first, paged upwards), each opened thread, and what the member does to them
// (docs/decisions/0068-collab-chat.md, 0130).

const messagePath = (messageId: string) => `${COLLAB_API}/messages/${encodeURIComponent(messageId)}`;
const historyKey = (conversation: string) => ['history', conversation] as const;
const threadKey = (parentId: string) => ['thread', parentId] as const;

/**
 * The newest page joined with what the cache already held: messages heard live after the page stay,
 * and earlier pages loaded before stay when they join up with it (a gap would hide messages).
 */
function withNewestPage(cached: HistoryAnswer | undefined, page: HistoryAnswer): HistoryAnswer {
  if (!cached) return page;
  const onPage = new Set(page.messages.map((message) => message.id));
  const newest = page.messages.at(-1)?.createdAt ?? '';
  const oldest = page.messages[0]?.createdAt ?? '';
  const arrived = cached.messages.filter((message) => !onPage.has(message.id) && message.createdAt > newest);
  const joinsUp = cached.messages.some((message) => onPage.has(message.id));
  const earlier = joinsUp
    ? cached.messages.filter((message) => !onPage.has(message.id) && message.createdAt < oldest)
    : [];
  return {
    messages: [...earlier, ...page.messages, ...arrived],
    olderCursor: earlier.length > 0 ? cached.olderCursor : page.olderCursor,
  };
}

const historyQuery = (conversation: string) =>
  queryOptions({
    queryKey: historyKey(conversation),
    // Read again each time the conversation opens.
    staleTime: 0,
    queryFn: async () => {
      const page = await served(memberRequest(`${conversationPath(conversation)}/messages`, historyAnswer));
      return withNewestPage(queryClient.getQueryData<HistoryAnswer>(historyKey(conversation)), page);
    },
  });

export function useHistory(conversation: string) {
  return useQuery(historyQuery(conversation));
}

/** The page before the oldest shown, added above it; a refusal is toasted. */
export async function loadOlder(conversation: string): Promise<void> {
  const cursor = queryClient.getQueryData<HistoryAnswer>(historyKey(conversation))?.olderCursor;
  if (!cursor) return;
  const result = await memberRequest(
    `${conversationPath(conversation)}/messages?before=${encodeURIComponent(cursor)}`,
    historyAnswer,
  );
  if (result.error !== null) {
    toast({ title: result.error, variant: 'destructive' });
    return;
  }
  queryClient.setQueryData<HistoryAnswer>(historyKey(conversation), (history) => {
    if (!history) return history;
    const shown = new Set(history.messages.map((message) => message.id));
    return {
      messages: [...result.data.messages.filter((message) => !shown.has(message.id)), ...history.messages],
      olderCursor: result.data.olderCursor,
    };
  });
}

/** A thread, read each time it opens; its first message shows at once from the history. */
export function useThread(conversation: string, parentId: string) {
  return useQuery({
    queryKey: threadKey(parentId),
    staleTime: 0,
    queryFn: () => served(memberRequest(`${messagePath(parentId)}/thread`, chatThreadAnswer)),
    placeholderData: () => {
      const parent = findMessage(conversation, parentId);
      return parent ? { parent, replies: [] } : undefined;
    },
  });
}

/** What the open conversation's subscription reads again once in place, or after a replay gap. */
export function readConversationAgain(conversation: string): void {
  void readAfresh(historyKey(conversation));
  void readAfresh(['thread']);
}

/** Every copy of a message the cache holds (its history, its thread) changed the same way. */
function patchMessage(conversation: string, messageId: string, change: (message: ChatMessage) => ChatMessage): void {
  const patched = (message: ChatMessage) => (message.id === messageId ? change(message) : message);
  applyLive<HistoryAnswer>(historyKey(conversation), (history) => ({
    ...history,
    messages: history.messages.map(patched),
  }));
  queryClient.setQueriesData<ChatThreadAnswer>({ queryKey: ['thread'] }, (thread) =>
    thread ? { parent: patched(thread.parent), replies: thread.replies.map(patched) } : thread,
  );
}

/** A message as the service now has it (edited, deleted, a reply more). */
export function rememberChange(message: ChatMessage): void {
  patchMessage(message.conversation, message.id, () => message);
}

export function rememberReactions(conversation: string, messageId: string, reactions: Reaction[]): void {
  patchMessage(conversation, messageId, (message) => ({ ...message, reactions }));
}

/** A message arrived (sent here or heard live): it joins its history or its open thread, once. */
export function rememberNewMessage(message: ChatMessage): void {
  const missing = (messages: ChatMessage[]) => !messages.some((entry) => entry.id === message.id);
  if (message.parentId) {
    queryClient.setQueryData<ChatThreadAnswer>(threadKey(message.parentId), (thread) =>
      thread && missing(thread.replies) ? { ...thread, replies: [...thread.replies, message] } : thread,
    );
    return;
  }
  queryClient.setQueryData<HistoryAnswer>(historyKey(message.conversation), (history) => {
    // Heard while the first page is on its way: it waits here, and the page joins it.
    if (!history) return { messages: [message], olderCursor: null };
    return missing(history.messages) ? { ...history, messages: [...history.messages, message] } : history;
  });
}

function findMessage(conversation: string, messageId: string): ChatMessage | undefined {
  const history = queryClient.getQueryData<HistoryAnswer>(historyKey(conversation));
  const threads = queryClient
    .getQueriesData<ChatThreadAnswer>({ queryKey: ['thread'] })
    .flatMap(([, thread]) => (thread ? [thread.parent, ...thread.replies] : []));
  return [...(history?.messages ?? []), ...threads].find((message) => message.id === messageId);
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
  const result = await memberRequest(messagePath(messageId), chatMessageAnswer, { method: 'PATCH', body: { text } });
  if (result.error !== null) return result.error;
  rememberChange(result.data.message);
  return null;
}

export async function deleteMessage(messageId: string): Promise<void> {
  const result = await memberRequest(messagePath(messageId), okSchema, { method: 'DELETE' });
  if (result.error !== null) toast({ title: result.error, variant: 'destructive' });
}

/** The member's guess at the reactions once they toggle `emoji`: their own taken back, anyone else's joined. */
function toggled(reactions: Reaction[], emoji: string, me: string): { reactions: Reaction[]; reacted: boolean } {
  const existing = reactions.find((reaction) => reaction.emoji === emoji);
  const reacted = existing?.usernames.includes(me) ?? false;
  if (!existing) return { reactions: [...reactions, { emoji, count: 1, usernames: [me] }], reacted };
  return {
    reacted,
    reactions: reactions
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
      .filter((reaction) => reaction.count > 0),
  };
}

/**
 * The spec's toggle, shown at once; the service's reactions replace the guess, or the old ones
 * come back with the reason.
 */
export async function toggleReaction(conversation: string, messageId: string, emoji: string, me: string) {
  const message = findMessage(conversation, messageId);
  if (!message || !me) return;
  const guess = toggled(message.reactions, emoji, me);
  rememberReactions(conversation, messageId, guess.reactions);
  const result = await memberRequest(
    `${messagePath(messageId)}/reactions/${encodeURIComponent(emoji)}`,
    reactionsAnswer,
    { method: guess.reacted ? 'DELETE' : 'PUT' },
  );
  if (result.error !== null) {
    rememberReactions(conversation, messageId, message.reactions);
    toast({ title: result.error, variant: 'destructive' });
    return;
  }
  rememberReactions(conversation, messageId, result.data.reactions);
}

export async function pinMessage(conversation: string, messageId: string | null): Promise<void> {
  const result = await memberRequest(
    `${conversationPath(conversation)}/pin`,
    okSchema,
    messageId ? { method: 'PUT', body: { messageId } } : { method: 'DELETE' },
  );
  if (result.error !== null) toast({ title: result.error, variant: 'destructive' });
}

/** Says the member is typing; the composer calls it at most every few seconds. */
export async function sayTyping(conversation: string): Promise<void> {
  await memberRequest(`${conversationPath(conversation)}/typing`, okSchema, { method: 'POST' });
}
