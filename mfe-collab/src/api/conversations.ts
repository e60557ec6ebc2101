import {
  chatEvent,
  chatTopic,
  conversationsAnswer,
  okSchema,
  parseEvent,
  type ChatMessage,
  type ConversationSummary,
} from '@mindset/member-contract';
import { memberRequest, subscribeLive } from '@mindset/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { interestGroups, textChannels } from '../data/collabPlaces';
import { queryClient, readAfresh, served } from './queryClient';

// The hub's conversations as the sidebar and the chat both read them: unread and mention counts,
// pinned messages, the picker's reactions and whether the member moderates; kept current by every
// channel's live events (docs/decisions/0068-collab-chat.md, 0130).

export const COLLAB_API = '/collab';
export const conversationPath = (conversation: string) =>
  `${COLLAB_API}/conversations/${encodeURIComponent(conversation)}`;

const conversationIds = [...textChannels, ...interestGroups].map((place) => place.id);

/** How long after the last message counted live the counts are read from the service again. */
const COUNTS_SETTLE_MS = 2_000;

/** The conversation on screen: its new messages are read as they arrive, so they never count as unread. */
let openConversation: string | null = null;

const conversationsQuery = queryOptions({
  queryKey: ['conversations'] as const,
  queryFn: async () => {
    const answer = await served(memberRequest(`${COLLAB_API}/conversations`, conversationsAnswer));
    return {
      ...answer,
      conversations: answer.conversations.map((summary) =>
        summary.id === openConversation ? { ...summary, unread: 0, mentions: 0 } : summary,
      ),
    };
  },
});

export function useConversations() {
  return useQuery(conversationsQuery);
}

/** One conversation's summary, once the conversations are in. */
export function conversationSummary(conversation: string): ConversationSummary | undefined {
  return queryClient
    .getQueryData(conversationsQuery.queryKey)
    ?.conversations.find((summary) => summary.id === conversation);
}

function patchSummary(conversation: string, change: Partial<ConversationSummary>): void {
  queryClient.setQueryData(conversationsQuery.queryKey, (answer) =>
    answer
      ? {
          ...answer,
          conversations: answer.conversations.map((summary) =>
            summary.id === conversation ? { ...summary, ...change } : summary,
          ),
        }
      : answer,
  );
}

/** Counts are read again: what was published before the subscription was in place is in the answer. */
function readAgain(): void {
  void readAfresh(conversationsQuery.queryKey);
}

/** Whether a text mentions this username (as the service counts mentions). */
function mentions(text: string, username: string): boolean {
  const escaped = username.replace(/[.]/g, '\\.');
  return new RegExp(`(^|[^A-Za-z0-9._])@${escaped}($|[^A-Za-z0-9_])`, 'i').test(text);
}

/**
 * The member opened a conversation: its unread count goes to zero here and at the service, and
 * stays there while it is open. Returns what closes it again.
 */
export function openConversationWhileShown(conversation: string): () => void {
  openConversation = conversation;
  void markRead(conversation);
  return () => {
    if (openConversation === conversation) openConversation = null;
  };
}

export async function markRead(conversation: string): Promise<void> {
  patchSummary(conversation, { unread: 0, mentions: 0 });
  await memberRequest(`${conversationPath(conversation)}/read`, okSchema, { method: 'PUT' });
}

/**
 * Every channel's events while the hub is open, so the sidebar's badges move for channels not on
 * screen and pinned messages change everywhere. The counts are read again once the service has the
 * subscription (and after a replay gap), so a message sent between the first read and then counts.
 */
export function useConversationsLive(me: string): void {
  useEffect(() => {
    /** Messages already counted: an event heard twice (a reconnection's replay) counts once. */
    const counted = new Set<string>();
    let settle: number | undefined;
    const count = (message: ChatMessage) => {
      if (message.author.username === me || message.conversation === openConversation) return;
      if (counted.has(message.id)) return;
      counted.add(message.id);
      // A message an earlier read already counted, whose event came after that read's answer, is
      // counted twice below: once the channel is quiet, the service's counts settle it.
      window.clearTimeout(settle);
      settle = window.setTimeout(readAgain, COUNTS_SETTLE_MS);
      // A read on its way may or may not include this message: asked again from now, it does.
      if (queryClient.isFetching({ queryKey: conversationsQuery.queryKey }) > 0) {
        readAgain();
        return;
      }
      const summary = conversationSummary(message.conversation);
      if (!summary) return;
      patchSummary(message.conversation, {
        unread: summary.unread + 1,
        mentions: summary.mentions + (mentions(message.text, me) ? 1 : 0),
      });
    };
    const stop = subscribeLive({
      topics: conversationIds.map(chatTopic),
      onEvent: ({ topic, data }) => {
        const event = parseEvent(chatEvent, data);
        if (event?.kind === 'message.created') count(event.message);
        else if (event?.kind === 'pinned') patchSummary(topic.slice(chatTopic('').length), { pinned: event.message });
      },
      onSubscribed: readAgain,
      onResync: readAgain,
    });
    return () => {
      window.clearTimeout(settle);
      stop();
    };
  }, [me]);
}
