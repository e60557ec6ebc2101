import { activityNewEvent, parseEvent } from '@mindset/member-contract';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Button, Link, subscribeLive, TabPanel, Tabs, toast, useMember } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { MediaView } from '../../components/MediaView';
import { postPath, profilePath } from '../../components/paths';
import { RelativeTime } from '../../components/RelativeTime';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { ToggleButton } from '../../components/ToggleButton';
import { useServedRead } from '../../components/useServedRead';
import { usePost } from '../../components/usePostState';
import type { PostMedia } from '../../data/posts';
import { findUser } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { mediaSrc } from '../../store/servedCommunityStore';
import {
  answerFollowRequest,
  changeFollow,
  loadActivity,
  type ActivityTab,
  type ServedActivity,
} from '../../store/servedSocialActions';
import { followingActivity, yourActivity, type ActivityItem } from './activityData';
import { RetryNotice } from '../../components/RetryNotice';

const tabs = [
  { id: 'you', label: 'You' },
  { id: 'following', label: 'Following' },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  display: grid;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
`;

const PostThumb = styled(Link)`
  flex: none;
  display: block;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

const RequestButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled(ScreenTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

function ActivityPost({ postId }: { postId: string }) {
  const post = usePost(postId);
  const image = post?.media[0];
  if (!post || !image) return null;
  return <ActivityThumb postId={post.id} username={post.username} media={image} />;
}

function ActivityThumb({ postId, username, media }: { postId: string; username: string; media: PostMedia }) {
  return (
    <PostThumb to={postPath(postId)} aria-label={`Open post by ${username}`}>
      <MediaView media={media} />
    </PostThumb>
  );
}

/** One line of activity: who, what, when, and the post or the button it is about. */
function ActivityRow({
  username,
  name,
  avatar,
  content,
  createdAt,
  aside,
}: {
  username: string;
  name: string;
  avatar: string | undefined;
  content: ReactNode;
  createdAt: string;
  aside: ReactNode;
}) {
  return (
    <Row>
      <Avatar name={name} src={avatar} size={44} decorative />
      <Text>
        <Link to={profilePath(username)}>{name}</Link> {content} <RelativeTime date={createdAt} />
      </Text>
      {aside}
    </Row>
  );
}

function SampleActivityRow({ item, offerFollowBack }: { item: ActivityItem; offerFollowBack: boolean }) {
  const person = findUser(item.username);
  const name = person?.name ?? item.username;
  const following = useCommunityStore((state) => state.following[item.username] ?? false);
  const setFollowing = useCommunityStore((state) => state.setFollowing);
  return (
    <ActivityRow
      username={item.username}
      name={name}
      avatar={person?.avatar}
      content={item.content}
      createdAt={item.createdAt}
      aside={
        <>
          {item.postId ? <ActivityPost postId={item.postId} /> : null}
          {offerFollowBack && item.type === 'follow' ? (
            <ToggleButton
              on={following}
              offLabel="Follow back"
              onLabel="Following"
              context={name}
              onToggle={() => setFollowing(item.username, !following)}
            />
          ) : null}
        </>
      }
    />
  );
}

function SampleActivity({ tab }: { tab: ActivityTab }) {
  const items = tab === 'you' ? yourActivity : followingActivity;
  return (
    <List>
      {items.map((item) => (
        <SampleActivityRow key={item.id} item={item} offerFollowBack={tab === 'you'} />
      ))}
    </List>
  );
}

/** What a served activity item says, in the words of the spec's sample activity. */
function servedActivityText(item: ServedActivity): string {
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

function FollowRequestButtons({ item, onAnswered }: { item: ServedActivity; onAnswered: () => void }) {
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

function FollowBackButton({ item }: { item: ServedActivity }) {
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
function MemberActivity({ tab, memberId }: { tab: ActivityTab; memberId: string }) {
  const { data, problem, reload, retry } = useServedRead(tab, () => loadActivity(tab));
  const items = data?.activity;

  useEffect(() => {
    return subscribeLive({
      topics: [`member:${memberId}`],
      onEvent: ({ data: event }) => {
        if (parseEvent(activityNewEvent, event)) reload();
      },
      onResync: reload,
    });
  }, [memberId, reload]);

  if (problem) {
    return <RetryNotice problem={problem} onRetry={retry} />;
  }
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

/** /community/activity: tabs You and Following; every name links to the person's profile (docs/product-rules.md, "Community"). */
export function ActivityScreen() {
  const [tab, setTab] = useState<ActivityTab>('you');
  const member = useMember();
  return (
    <ScreenColumn $width="narrow">
      <Title>Activity</Title>
      <Tabs idBase="activity" tabs={tabs} value={tab} onChange={setTab} ariaLabel="Activity" />
      <TabPanel idBase="activity" id={tab}>
        {member ? <MemberActivity key={tab} tab={tab} memberId={member.id} /> : <SampleActivity tab={tab} />}
      </TabPanel>
    </ScreenColumn>
  );
}
