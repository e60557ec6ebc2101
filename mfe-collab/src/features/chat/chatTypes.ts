import type { Member } from '../../data/members';

/** docs/product-rules.md, "Collab" Reaction. */
export interface Reaction {
  emoji: string;
  count: number;
  userReacted: boolean;
}

/** docs/product-rules.md, "Collab" Chat message; timestamp is an ISO 8601 string so it survives JSON persistence. */
export interface ChatMessage {
  id: string;
  user: Member;
  content: string;
  timestamp: string;
  reactions: Reaction[];
  isThreadParent?: boolean;
  replies?: number;
  /** A member's message changed after it was sent (members only). */
  edited?: boolean;
  /** Deleted: a tombstone holds its place (members only). */
  deleted?: boolean;
}

/** A message the user sent; with a parentId it was posted as a reply in that message's thread. */
export interface PostedMessage extends ChatMessage {
  parentId?: string;
}

/** A conversation's sample messages, oldest first, and the replies of each thread parent. */
export interface SampleConversation {
  messages: ChatMessage[];
  threads: Record<string, ChatMessage[]>;
}
