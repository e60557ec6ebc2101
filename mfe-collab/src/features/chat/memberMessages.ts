import type { ChatMessage as ServedMessage } from '@mindset/member-contract';
import { useMember } from '@mindset/shared-ui';
import { useConversations } from '../../api/conversations';
import { deleteMessage, editMessage, pinMessage } from './api/messages';
import type { ChatMessage } from './chatTypes';
import type { MemberMessageActions } from './MessageItem';

/** A served message in the shape the message list draws, "reacted" meaning the member's own reaction. */
export function asChatMessage(message: ServedMessage, me: string): ChatMessage {
  return {
    id: message.id,
    user: {
      name: message.author.name,
      username: message.author.username,
      avatar: message.author.avatarUrl ?? undefined,
      ...(message.author.role ? { role: message.author.role } : {}),
    },
    content: message.text,
    timestamp: message.createdAt,
    reactions: message.reactions.map((reaction) => ({
      emoji: reaction.emoji,
      count: reaction.count,
      userReacted: reaction.usernames.includes(me),
    })),
    isThreadParent: message.replies > 0,
    replies: message.replies,
    edited: message.editedAt !== null,
    deleted: message.deleted,
  };
}

/** Edit and delete for the member's own messages, delete and pin for a moderator. */
export function useMessageActions(): (message: ServedMessage) => MemberMessageActions {
  const member = useMember();
  const conversations = useConversations().data;
  const emoji = conversations?.emoji ?? [];
  const moderator = conversations?.moderator ?? false;
  return (message) => {
    const own = message.author.username === member?.username;
    return {
      emoji,
      ...(own ? { onEdit: (text: string) => editMessage(message.id, text) } : {}),
      ...(own || moderator ? { onDelete: () => void deleteMessage(message.id) } : {}),
      ...(moderator && !message.parentId ? { onPin: () => void pinMessage(message.conversation, message.id) } : {}),
    };
  };
}
