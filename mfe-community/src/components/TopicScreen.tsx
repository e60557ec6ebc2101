import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster, TabPanel, Tabs } from '@mindset/shared-ui';
import type { CommunityPost } from '../data/posts';
import type { TopicAnswer } from '@mindset/member-contract';
import { EmptyState } from './EmptyState';
import { countLabel } from './format';
import { Icon, type IconName } from './Icon';
import { PostGrid } from './PostGrid';
import { ScreenColumn } from './ScreenColumn';
import { ScreenLoading } from './ScreenLoading';
import { MutedText, ScreenTitle } from './ScreenTitle';
import { ToggleButton } from './ToggleButton';
import { RetryNotice } from './RetryNotice';

export type TopicKind = 'hashtag' | 'location';

/** A topic a member opened: `GET /api/members/community/topics/:kind/:name`, with their Follow. */
export interface ServedTopicState {
  /** Null until it loads (or when it failed); `posts` counts what the member may see. */
  topic: TopicAnswer | null;
  posts: CommunityPost[];
  problem: string | null;
  retry: () => void;
  toggleFollow: () => void;
}

/** Spec: the Top tab shows the first three posts. */
export const TOP_POSTS = 3;

type TopicTab = 'top' | 'recent';

const tabs = [
  { id: 'top', label: 'Top' },
  { id: 'recent', label: 'Recent' },
] as const;

const Header = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

const Emblem = styled.span`
  display: grid;
  place-items: center;
  width: 6rem;
  height: 6rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  ${({ theme }) => theme.media.mobile} {
    width: 4.5rem;
    height: 4.5rem;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  h1 {
    overflow-wrap: anywhere;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled(MutedText)`
  grid-column: 1 / -1;
`;

const Actions = styled(Cluster)`
  grid-column: 1 / -1;
`;

const TabBody = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

export interface TopicScreenProps {
  /** The h1: '#mindset' or a place name. */
  title: string;
  icon: IconName;
  postsCount: number;
  description: string;
  following: boolean;
  onToggleFollow: () => void;
  /** The topic's posts, newest first. */
  posts: CommunityPost[];
  /** More actions beside Follow (Directions on a place). */
  extraActions?: ReactNode;
}

/**
 * The shared shape of the hashtag and location pages (spec: "same structure"): name, posts count,
 * description, Follow/Following, and tabs Top (the first three, most liked first) and Recent (all, newest first).
 */
export function TopicScreen({
  title,
  icon,
  postsCount,
  description,
  following,
  onToggleFollow,
  posts,
  extraActions,
}: TopicScreenProps) {
  const [tab, setTab] = useState<TopicTab>('top');
  const topPosts = [...posts].sort((a, b) => b.likes - a.likes).slice(0, TOP_POSTS);
  const shown = tab === 'top' ? topPosts : posts;

  return (
    <ScreenColumn $width="wide">
      <Header>
        <Emblem aria-hidden="true">
          <Icon name={icon} size={40} />
        </Emblem>
        <Summary>
          <ScreenTitle>{title}</ScreenTitle>
          <Count>{countLabel(postsCount, 'post', { compact: postsCount >= 10_000 })}</Count>
        </Summary>
        <Description>{description}</Description>
        <Actions>
          <ToggleButton on={following} offLabel="Follow" onLabel="Following" onToggle={onToggleFollow} size="md" />
          {extraActions}
        </Actions>
      </Header>
      <Tabs idBase="topic" tabs={tabs} value={tab} onChange={setTab} ariaLabel={`Posts for ${title}`} />
      <TabPanel idBase="topic" id={tab}>
        <TabBody>
          {shown.length > 0 ? (
            <PostGrid posts={shown} label={tab === 'top' ? 'Top posts' : 'Recent posts'} />
          ) : (
            <EmptyState icon="image" title="No posts yet">
              Be the first to share one.
            </EmptyState>
          )}
        </TabBody>
      </TabPanel>
    </ScreenColumn>
  );
}

/** A member's hashtag or place page from member-service: loading, what went wrong (with Try again), or the page. */
export function ServedTopicScreen({
  served,
  ...page
}: Omit<TopicScreenProps, 'postsCount' | 'following' | 'onToggleFollow' | 'posts'> & { served: ServedTopicState }) {
  if (served.problem) {
    return (
      <ScreenColumn $width="wide">
        <ScreenTitle>{page.title}</ScreenTitle>
        <RetryNotice problem={served.problem} onRetry={served.retry} />
      </ScreenColumn>
    );
  }
  if (!served.topic) return <ScreenLoading />;
  return (
    <TopicScreen
      {...page}
      postsCount={served.topic.posts}
      following={served.topic.following}
      onToggleFollow={served.toggleFollow}
      posts={served.posts}
    />
  );
}
