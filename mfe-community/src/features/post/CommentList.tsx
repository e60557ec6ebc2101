import styled from 'styled-components';
import { Avatar, Link } from '@mindset/shared-ui';
import { countLabel } from '../../components/format';
import { Icon } from '../../components/Icon';
import { profilePath } from '../../components/paths';
import { RelativeTime } from '../../components/RelativeTime';
import { usePersonLookup } from '../../components/useCurrentUser';
import { useCommentLike } from '../../components/usePostState';
import type { PostComment } from '../../data/comments';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

const Body = styled.div`
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    margin-right: 0.375rem;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: 0.125rem !important;
`;

const LikeButton = styled.button.attrs({ type: 'button' })<{ $liked: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme, $liked }) => ($liked ? theme.colors.danger : theme.colors.textMuted)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

function CommentItem({ comment }: { comment: PostComment }) {
  const personOf = usePersonLookup();
  const author = personOf(comment.username);
  const like = useCommentLike(comment);
  return (
    <Item>
      <Avatar name={author?.name ?? comment.username} src={author?.avatar} size={32} decorative />
      <Body>
        <p>
          <Link to={profilePath(comment.username)}>{comment.username}</Link>
          {comment.text}
        </p>
        <Meta>
          <RelativeTime date={comment.createdAt} />
          <span>{countLabel(like.likes, 'like')}</span>
        </Meta>
      </Body>
      <LikeButton
        aria-label={`Like comment by ${comment.username}`}
        aria-pressed={like.liked}
        $liked={like.liked}
        onClick={like.toggle}
      >
        <Icon name="heart" size={16} filled={like.liked} />
      </LikeButton>
    </Item>
  );
}

export function CommentList({ comments }: { comments: PostComment[] }) {
  return (
    <List>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </List>
  );
}
