import styled from 'styled-components';
import { Avatar, Badge, Link } from '@mindset/shared-ui';
import type { CommunityPost } from '../data/posts';
import { locationPath, profilePath } from './paths';
import { RelativeTime } from './RelativeTime';
import { usePersonLookup } from './useCurrentUser';
import { VerifiedBadge } from './VerifiedBadge';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Text = styled.div`
  display: grid;
  min-width: 0;
  line-height: 1.3;
`;

const NameLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  flex-wrap: wrap;
`;

const Username = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const categoryLabels = { achievement: 'Achievement', course: 'Course' } as const;

/** Who posted, where and when: the top line of a post in the feed and on its own page. */
export function PostHeader({ post }: { post: CommunityPost }) {
  const personOf = usePersonLookup();
  const author = personOf(post.username);
  return (
    <Row>
      <Avatar name={author?.name ?? post.username} src={author?.avatar} size={40} decorative />
      <Text>
        <NameLine>
          <Username to={profilePath(post.username)}>{post.username}</Username>
          {author?.verified ? <VerifiedBadge /> : null}
          {post.served?.pinned ? <Badge $tone="accent">Pinned</Badge> : null}
          {post.category ? (
            <Badge $tone={post.category === 'achievement' ? 'success' : 'info'}>{categoryLabels[post.category]}</Badge>
          ) : null}
        </NameLine>
        <Meta>
          {post.location ? <Link to={locationPath(post.location)}>{post.location}</Link> : null}
          <RelativeTime date={post.createdAt} />
        </Meta>
      </Text>
    </Row>
  );
}
