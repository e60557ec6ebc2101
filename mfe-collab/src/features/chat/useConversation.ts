import { useMemo } from 'react';
import type { ConversationId } from '../../data/collabPlaces';
import type { ChatMessage } from './chatTypes';
import { useChatStore } from './chatStore';
import { sampleConversations } from './sampleMessages';

/** A top-level message as shown: the user's reactions applied, and its thread replies in order. */
export interface MessageView extends ChatMessage {
  thread: ChatMessage[];
}

/** Sample messages merged with what the user sent and reacted in one conversation, oldest first. */
export function useConversation(conversationId: ConversationId): MessageView[] {
  // Selecting the conversation's own slices (undefined until the user acts) keeps snapshots stable.
  const posted = useChatStore((state) => state.posted[conversationId]);
  const reactions = useChatStore((state) => state.reactions[conversationId]);

  return useMemo(() => {
    const sample = sampleConversations[conversationId];
    const own = posted ?? [];
    const withUserReactions = (message: ChatMessage): ChatMessage => {
      const changed = reactions?.[message.id];
      return changed ? { ...message, reactions: changed } : message;
    };
    return [...sample.messages, ...own.filter((message) => !message.parentId)].map((message) => {
      const thread = [
        ...(sample.threads[message.id] ?? []),
        ...own.filter((reply) => reply.parentId === message.id),
      ].map(withUserReactions);
      return {
        ...withUserReactions(message),
        isThreadParent: thread.length > 0,
        replies: thread.length,
        thread,
      };
    });
  }, [conversationId, posted, reactions]);
}
