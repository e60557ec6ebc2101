import type { Member } from '../../data/members';

/** Spec §3 Reaction. */
export interface Reaction {
  emoji: string;
  count: number;
  userReacted: boolean;
}

/** Spec §3 Chat message; timestamp is an ISO 8601 string so it survives JSON persistence. */
export interface ChatMessage {
  id: string;
  user: Member;
  content: string;
  timestamp: string;
  reactions: Reaction[];
  isThreadParent?: boolean;
  replies?: number;
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
