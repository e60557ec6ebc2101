import {
  directMessageAnswer,
  directMessageEvent,
  okSchema,
  parseEvent,
  threadAnswer,
  threadPageAnswer,
  threadsAnswer,
  type DirectMessage,
  type Thread,
} from '@mindset/member-contract';
import { memberRequest, subscribeLive, useMember } from '@mindset/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient, served } from '../../../api/queryClient';

// A member's direct messages in the query cache: the conversation list, each open conversation's
// messages, and what arrives live on the member's own topic.

const API = '/messages/threads';
const threadsKey = ['messages', 'threads'] as const;
const messagesKey = (threadId: string) => ['messages', 'thread', threadId] as const;

const markRead = (threadId: string) =>
  void memberRequest(`${API}/${encodeURIComponent(threadId)}/read`, okSchema, { method: 'POST' });

/** A message joins its conversation once, and the conversation's summary moves to the top. */
function remember(message: DirectMessage, mine: boolean, read: boolean): void {
  const existing = queryClient.getQueryData<DirectMessage[]>(messagesKey(message.threadId));
  const isNew = !existing?.some((entry) => entry.id === message.id);
  if (existing && isNew) queryClient.setQueryData(messagesKey(message.threadId), [...existing, message]);
  queryClient.setQueryData<Thread[]>(threadsKey, (threads) => {
    const thread = threads?.find((candidate) => candidate.id === message.threadId);
    if (!threads || !thread) return threads;
    const updated: Thread = {
      ...thread,
      lastMessage: { text: message.text, createdAt: message.createdAt, mine },
      unread: mine || read ? 0 : thread.unread + (isNew ? 1 : 0),
    };
    return [updated, ...threads.filter((candidate) => candidate.id !== message.threadId)];
  });
}

/** The member's conversations, and the open one's messages; new messages and unread counts arrive live. */
export function useMemberThreads(openThreadId: string | undefined) {
  const member = useMember();
  const memberId = member?.id;
  const username = member?.username ?? '';
  const threads = useQuery({
    queryKey: threadsKey,
    queryFn: async () => (await served(memberRequest(API, threadsAnswer))).threads,
  });
  const open = useQuery({
    queryKey: messagesKey(openThreadId ?? ''),
    enabled: openThreadId !== undefined,
    // Read afresh whenever the conversation opens; it is read then.
    staleTime: 0,
    queryFn: async () => {
      const threadId = openThreadId ?? '';
      const { thread, messages } = await served(
        memberRequest(`${API}/${encodeURIComponent(threadId)}`, threadPageAnswer),
      );
      queryClient.setQueryData<Thread[]>(threadsKey, (list) => [
        { ...thread, unread: 0 },
        ...(list ?? []).filter((candidate) => candidate.id !== threadId),
      ]);
      markRead(threadId);
      return messages;
    },
  });

  useEffect(() => {
    if (!memberId) return;
    return subscribeLive({
      topics: [`member:${memberId}`, ...(openThreadId ? [`dm:${openThreadId}`] : [])],
      onEvent: ({ data }) => {
        const event = parseEvent(directMessageEvent, data);
        if (!event) return;
        const { message } = event;
        const known = queryClient.getQueryData<Thread[]>(threadsKey)?.some((thread) => thread.id === message.threadId);
        // A new conversation someone else opened: the list is asked for again.
        if (!known) {
          void queryClient.invalidateQueries({ queryKey: threadsKey });
          return;
        }
        const mine = message.author.username === username;
        const isOpen = message.threadId === openThreadId;
        remember(message, mine, isOpen);
        if (isOpen && !mine) markRead(message.threadId);
      },
      onResync: () => void queryClient.invalidateQueries({ queryKey: ['messages'] }),
    });
  }, [memberId, username, openThreadId]);

  return { threads, open };
}

/** Sends into a conversation; null once sent, else the service's sentence. */
export async function send(threadId: string, text: string): Promise<string | null> {
  const result = await memberRequest(`${API}/${encodeURIComponent(threadId)}`, directMessageAnswer, {
    method: 'POST',
    body: { text },
  });
  if (result.error !== null) return result.error;
  remember(result.data.message, true, true);
  return null;
}

/** Opens (or finds) the conversation with a member; its id, or the service's sentence. */
export async function startThread(username: string): Promise<{ id: string } | { error: string }> {
  const result = await memberRequest(API, threadAnswer, { method: 'POST', body: { username } });
  if (result.error !== null) return { error: result.error };
  const { thread } = result.data;
  queryClient.setQueryData<Thread[]>(threadsKey, (threads) => [
    thread,
    ...(threads ?? []).filter((candidate) => candidate.id !== thread.id),
  ]);
  return { id: thread.id };
}
