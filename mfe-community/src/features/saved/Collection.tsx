import { ButtonLink } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { FEED_PATH } from '../../components/paths';
import { PostGrid } from '../../components/PostGrid';
import type { CommunityPost } from '../../data/posts';

export type CollectionTab = 'saved' | 'liked';

const emptyText = {
  saved: { title: 'No saved posts yet', text: 'Tap the bookmark on a post to keep it here for later.' },
  liked: { title: 'No liked posts yet', text: 'Posts you like show up here.' },
} as const;

/** A collection's posts, each opening its page, or what to do while it is empty. */
export function Collection({ tab, posts }: { tab: CollectionTab; posts: CommunityPost[] }) {
  return posts.length > 0 ? (
    <PostGrid posts={posts} label={tab === 'saved' ? 'Saved posts' : 'Liked posts'} />
  ) : (
    <EmptyState
      icon={tab === 'saved' ? 'bookmark' : 'heart'}
      title={emptyText[tab].title}
      action={<ButtonLink to={FEED_PATH}>Browse Posts</ButtonLink>}
    >
      {emptyText[tab].text}
    </EmptyState>
  );
}
