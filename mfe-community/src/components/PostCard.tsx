import { Link } from '@mindset/shared-ui';
import styled from 'styled-components';
import type { CommunityPost } from '../data/posts';
import { Caption } from './Caption';
import { postPath } from './paths';
import { PostActions } from './PostActions';
import { PostHeader } from './PostHeader';
import { PostMedia } from './PostMedia';
import { usePersonLookup } from './useCurrentUser';
import { useCommentCount } from './usePostState';

const Article = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  ${({ theme }) => theme.media.mobile} {
    border-radius: 0;
    border-left: 0;
    border-right: 0;
  }
`;

const Padded = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const CaptionText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Author = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-right: ${({ theme }) => theme.space.xxs};
`;

const CommentsLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover {
    text-decoration: underline;
  }
`;

/** A post in the feed: who, the media, like/comment/share/save, the caption and a way into the comments. */
export function PostCard({ post }: { post: CommunityPost }) {
  const commentCount = useCommentCount(post);
  const personOf = usePersonLookup();
  const authorName = personOf(post.username)?.name ?? post.username;
  const hasMedia = post.media.length > 0;
  return (
    <Article aria-label={`Post by ${authorName}`}>
      <Padded>
        <PostHeader post={post} />
      </Padded>
      <PostMedia post={post} authorName={authorName} />
      <Padded>
        <PostActions post={post} />
        {hasMedia && post.caption ? (
          <CaptionText>
            <Author>{post.username}</Author>
            <Caption text={post.caption} />
          </CaptionText>
        ) : null}
        <CommentsLink to={postPath(post.id)}>
          {commentCount === 0
            ? 'Add a comment'
            : commentCount === 1
              ? 'View 1 comment'
              : `View all ${commentCount} comments`}
        </CommentsLink>
      </Padded>
    </Article>
  );
}
