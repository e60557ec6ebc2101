import { currentVisitorIdentity, onSignOut } from '@mindset/shared-ui';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ConversationId } from '../../data/collabPlaces';
import type { ChatMessage, PostedMessage, Reaction } from './chatTypes';
import { addReaction, QUICK_REACTION, toggleReaction } from './reactions';
import { sampleConversations } from './sampleMessages';

/**
 * Only what the user did is stored, per conversation: the messages they sent and the reactions of
 * every message they reacted to (replacing that message's sample reactions). Sample messages stay
 * read-only data, so they keep their "minutes ago" times on every visit.
 */
export interface ChatState {
  posted: Partial<Record<ConversationId, PostedMessage[]>>;
  reactions: Partial<Record<ConversationId, Record<string, Reaction[]>>>;
  /** Sends a message (or, with parentId, a reply in that thread) as the sample user; returns it. */
  postMessage: (conversationId: ConversationId, content: string, parentId?: string) => PostedMessage;
  toggleReaction: (conversationId: ConversationId, messageId: string, emoji: string) => void;
  addQuickReaction: (conversationId: ConversationId, messageId: string) => void;
}

const CHAT_STORAGE_KEY = 'mindset-collab';
let sentCount = 0;

/** crypto.randomUUID only exists in secure contexts; a site served over plain http still gets unique ids. */
function newMessageId(): string {
  sentCount += 1;
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `local-${Date.now().toString(36)}-${sentCount}`;
}

function findMessage(
  conversationId: ConversationId,
  messageId: string,
  posted: PostedMessage[],
): ChatMessage | undefined {
  const sample = sampleConversations[conversationId];
  return [...sample.messages, ...Object.values(sample.threads).flat(), ...posted].find(
    (message) => message.id === messageId,
  );
}

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => {
      function updateReactions(
        conversationId: ConversationId,
        messageId: string,
        change: (reactions: Reaction[]) => Reaction[],
      ) {
        const { reactions, posted } = get();
        const current =
          reactions[conversationId]?.[messageId] ??
          findMessage(conversationId, messageId, posted[conversationId] ?? [])?.reactions;
        if (!current) return;
        set({
          reactions: {
            ...reactions,
            [conversationId]: { ...reactions[conversationId], [messageId]: change(current) },
          },
        });
      }

      return {
        posted: {},
        reactions: {},
        postMessage: (conversationId, content, parentId) => {
          const message: PostedMessage = {
            id: newMessageId(),
            // The visitor as every area shows them: the signed-in member, else the guest's name or the sample member.
            user: currentVisitorIdentity(),
            content,
            timestamp: new Date().toISOString(),
            reactions: [],
            ...(parentId ? { parentId } : {}),
          };
          set((state) => ({
            posted: { ...state.posted, [conversationId]: [...(state.posted[conversationId] ?? []), message] },
          }));
          return message;
        },
        toggleReaction: (conversationId, messageId, emoji) =>
          updateReactions(conversationId, messageId, (reactions) => toggleReaction(reactions, emoji)),
        addQuickReaction: (conversationId, messageId) =>
          updateReactions(conversationId, messageId, (reactions) => addReaction(reactions, QUICK_REACTION)),
      };
    },
    {
      name: CHAT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ posted, reactions }) => ({ posted, reactions }),
    },
  ),
);

// Messages posted here carry the name the visitor went by (the one typed at /join): a member's
// sign-out leaves the spec's sample hub.
onSignOut(() => useChatStore.setState(useChatStore.getInitialState(), true), [CHAT_STORAGE_KEY]);
