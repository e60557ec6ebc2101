import styled from 'styled-components';
import { Avatar, Link } from '@mindset/shared-ui';
import type { ReactNode } from 'react';
import { MediaView } from '../../components/MediaView';
import { postPath, profilePath } from '../../components/paths';
import { RelativeTime } from '../../components/RelativeTime';
import { usePost } from '../../components/usePostState';
import type { PostMedia } from '../../data/posts';

export const List = styled.ul`
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

export const RequestButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export function ActivityPost({ postId }: { postId: string }) {
  const post = usePost(postId);
  const image = post?.media[0];
  if (!post || !image) return null;
  return <ActivityThumb postId={post.id} username={post.username} media={image} />;
}

export function ActivityThumb({ postId, username, media }: { postId: string; username: string; media: PostMedia }) {
  return (
    <PostThumb to={postPath(postId)} aria-label={`Open post by ${username}`}>
      <MediaView media={media} />
    </PostThumb>
  );
}

/** One line of activity: who, what, when, and the post or the button it is about. */
export function ActivityRow({
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
