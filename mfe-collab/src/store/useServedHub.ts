import { parseEvent, presenceEvent } from '@mindset/member-contract';
import { useEffect } from 'react';
import { subscribeLive, useMember } from '@mindset/shared-ui';
import { interestGroups, textChannels } from '../data/collabPlaces';
import { applyPresence, loadConversations, loadHistory, loadPresence } from './servedChatActions';
import { applyChatEvent, useServedChatStore } from './servedChatStore';

const conversationIds = [...textChannels, ...interestGroups].map((place) => place.id);
/** How often the online list is read again besides its live changes. */
const PRESENCE_REFRESH_MS = 30_000;

/**
 * For a signed-in member, while the hub is open: unread and mention counts, pinned messages and
 * presence load, and every channel's events arrive live (so the sidebar's badges move for channels
 * not on screen). Does nothing for a guest.
 */
export function useServedHub(): boolean {
  const member = useMember();
  const username = member?.username ?? null;

  useEffect(() => {
    if (!username) return;
    useServedChatStore.setState({ me: username });
    void loadConversations();
    void loadPresence();
    const stopChat = subscribeLive({
      topics: conversationIds.map((id) => `chat:${id}`),
      onEvent: applyChatEvent,
      // Too much was missed: read the counts and the open conversation again.
      onResync: () => {
        void loadConversations();
        const open = useServedChatStore.getState().openConversation;
        if (open) void loadHistory(open);
      },
    });
    const stopPresence = subscribeLive({
      topics: ['presence'],
      onEvent: ({ data }) => {
        const event = parseEvent(presenceEvent, data);
        if (event) applyPresence(event.person, event.online);
      },
      onResync: () => void loadPresence(),
    });
    // Someone who connected between the first read and this tab's subscription is found here.
    const presenceRefresh = window.setInterval(() => void loadPresence(), PRESENCE_REFRESH_MS);
    return () => {
      stopChat();
      stopPresence();
      window.clearInterval(presenceRefresh);
    };
  }, [username]);

  return username !== null;
}
