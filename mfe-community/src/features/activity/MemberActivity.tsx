import { activityNewEvent, parseEvent, type Activity } from '@mindset/member-contract';
import { useCallback, useEffect, useState } from 'react';
import { Button, subscribeLive, toast } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { RetryNotice } from '../../components/RetryNotice';
import { ScreenLoading } from '../../components/ScreenLoading';
import { mediaSrc } from '../../components/fromService';
import { ToggleButton } from '../../components/ToggleButton';
import { ActivityRow, ActivityThumb, List, RequestButtons } from './ActivityRow';
import { changeFollow } from '../../api/follows';
import { answerFollowRequest, useActivity, type ActivityTab } from './api/activity';

/** What a served activity item says, in the words of the spec's sample activity. */
function servedActivityText(item: Activity): string {
  const quoted = `“${item.text ?? ''}”`;
  const whose = item.target ? `${item.target.name}’s post` : 'your post';
  switch (item.type) {
    case 'like':
      return `liked ${whose}.`;
    case 'comment':
      return item.target ? `commented on ${whose}: ${quoted}` : `commented: ${quoted}`;
    case 'mention':
      return `mentioned you in a comment: ${quoted}`;
    case 'follow':
      return `started following ${item.target ? `${item.target.name}` : 'you'}.`;
    case 'request':
      return 'asked to follow you.';
  }
}

function FollowRequestButtons({ item, onAnswered }: { item: Activity; onAnswered: () => void }) {
  const [busy, setBusy] = useState(false);
  const answer = async (approve: boolean) => {
    setBusy(true);
    const refused = await answerFollowRequest(item.person.username, approve);
    setBusy(false);
    if (refused) toast({ title: refused, variant: 'destructive' });
    onAnswered();
  };
  return (
    <RequestButtons>
      <Button $size="sm" disabled={busy} onClick={() => void answer(true)}>
        Approve<span className="sr-only"> {item.person.name}</span>
      </Button>
      <Button $size="sm" $variant="secondary" disabled={busy} onClick={() => void answer(false)}>
        Decline<span className="sr-only"> {item.person.name}</span>
      </Button>
    </RequestButtons>
  );
}

function FollowBackButton({ item }: { item: Activity }) {
  const [following, setFollowing] = useState(item.youFollow);
  const toggle = async () => {
    setFollowing(!following);
    const result = await changeFollow(item.person.username, !following);
    if (result.error !== null) {
      setFollowing(following);
      toast({ title: result.error, variant: 'destructive' });
    }
  };
  return (
    <ToggleButton
      on={following}
      offLabel="Follow back"
      onLabel="Following"
      context={item.person.name}
      onToggle={() => void toggle()}
    />
  );
}

/**
 * A member's activity as member-service keeps it: read when the tab shows, and again whenever
 * the service says something new happened to them (a like, comment, mention or follow).
 */
export default function MemberActivity({ tab, memberId }: { tab: ActivityTab; memberId: string }) {
  const { data: items, error, refetch } = useActivity(tab);
  const reload = useCallback(() => void refetch(), [refetch]);

  useEffect(() => {
    return subscribeLive({
      topics: [`member:${memberId}`],
      onEvent: ({ data: event }) => {
        if (parseEvent(activityNewEvent, event)) reload();
      },
      onResync: reload,
    });
  }, [memberId, reload]);

  if (error) return <RetryNotice problem={error.message} onRetry={reload} />;
  if (!items) return <ScreenLoading />;
  if (items.length === 0) {
    return (
      <EmptyState icon="heart" title="No activity yet">
        {tab === 'you'
          ? 'When people like, comment on or follow what you share, you will see it here.'
          : 'What the people you follow like, comment on and follow shows here.'}
      </EmptyState>
    );
  }
  return (
    <List>
      {items.map((item) => (
        <ActivityRow
          key={item.id}
          username={item.person.username}
          name={item.person.name}
          avatar={item.person.avatarUrl ?? undefined}
          content={servedActivityText(item)}
          createdAt={item.createdAt}
          aside={
            item.type === 'request' ? (
              <FollowRequestButtons item={item} onAnswered={reload} />
            ) : item.type === 'follow' && tab === 'you' ? (
              <FollowBackButton item={item} />
            ) : item.postId && item.thumbnail ? (
              <ActivityThumb
                postId={item.postId}
                username={item.target?.username ?? 'you'}
                media={{ kind: item.thumbnail.kind, src: mediaSrc(item.thumbnail.url), alt: item.thumbnail.alt }}
              />
            ) : null
          }
        />
      ))}
    </List>
  );
}
