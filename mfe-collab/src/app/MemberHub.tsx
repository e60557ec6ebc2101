import { QueryClientProvider } from '@tanstack/react-query';
import { useMember } from '@mindset/shared-ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useConversations, useConversationsLive } from '../api/conversations';
import { queryClient } from '../api/queryClient';
import { usePresence } from '../features/sidebar/api/presence';
import { noHubCounts, type HubCounts } from '../features/sidebar/Sidebar';

interface MemberHubProps {
  /** Told what the sidebar shows (it sits beside the screens, outside this layer), and told again as it changes. */
  onCounts: (counts: HubCounts) => void;
  children: ReactNode;
}

/**
 * A member's hub: the remote's one query cache around the screens, and what the sidebar shows of
 * it (every channel's counts and who is online, live). Loaded only for a member
 * (app/CollabLayout.tsx), so a guest never downloads the member's data layer.
 */
export default function MemberHub({ onCounts, children }: MemberHubProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <HubCounts onCounts={onCounts} />
      {children}
    </QueryClientProvider>
  );
}

function HubCounts({ onCounts }: Pick<MemberHubProps, 'onCounts'>) {
  const me = useMember()?.username ?? '';
  useConversationsLive(me);
  const conversations = useConversations().data?.conversations;
  const online = usePresence();
  const unread = useMemo(
    () =>
      Object.fromEntries(
        (conversations ?? []).map((summary) => [summary.id, { unread: summary.unread, mentions: summary.mentions }]),
      ),
    [conversations],
  );
  useEffect(() => onCounts({ unread, online }), [onCounts, unread, online]);
  // Signed out or another member: the sidebar shows nothing of this one.
  useEffect(() => () => onCounts(noHubCounts), [onCounts]);
  return null;
}
