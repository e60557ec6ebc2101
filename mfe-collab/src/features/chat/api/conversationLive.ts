import { chatEvent, chatTopic, parseEvent } from '@mindset/member-contract';
import { subscribeLive } from '@mindset/shared-ui';
import { useEffect, useState } from 'react';
import { readConversationAgain, rememberChange, rememberNewMessage, rememberReactions } from './messages';

/** How long "is typing" shows after the last word of it. */
const TYPING_SHOWN_MS = 6_000;

type Typing = Record<string, { name: string; until: number }>;

/**
 * The open conversation live: new messages, edits, deletions, replies and reactions go into the
 * cache (each event may arrive more than once), and who is typing is returned. The history and any
 * open thread are read again once the subscription is in place, and after a replay gap.
 */
export function useConversationLive(conversation: string, me: string): string[] {
  const [typing, setTyping] = useState<Typing>({});
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(
    () =>
      subscribeLive({
        topics: [chatTopic(conversation)],
        onEvent: ({ data }) => {
          const event = parseEvent(chatEvent, data);
          switch (event?.kind) {
            case 'message.created': {
              rememberNewMessage(event.message);
              // Someone who sent a message has stopped typing it.
              const { username } = event.message.author;
              setTyping(({ [username]: _stopped, ...others }) => others);
              break;
            }
            case 'message.updated':
              rememberChange(event.message);
              break;
            case 'reactions':
              rememberReactions(conversation, event.messageId, event.reactions);
              break;
            case 'typing': {
              const until = Date.parse(event.at) + TYPING_SHOWN_MS;
              // A replayed typing event from before a reconnection is long over.
              if (event.username === me || until < Date.now()) break;
              setTyping((current) => ({ ...current, [event.username]: { name: event.name, until } }));
              setNow(Date.now());
              break;
            }
          }
        },
        onSubscribed: () => readConversationAgain(conversation),
        onResync: () => readConversationAgain(conversation),
      }),
    [conversation, me],
  );

  return Object.values(typing)
    .filter((entry) => entry.until > now)
    .map((entry) => entry.name);
}
