import styled from 'styled-components';
import { toast, Link } from '@mindset/shared-ui';
import type { CommunityPost } from '../data/posts';
import { countLabel } from './format';
import { Icon } from './Icon';
import { postPath } from './paths';
import { usePostLike, usePostSave } from './usePostState';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const actionStyles = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
`;

const ActionButton = styled.button.attrs({ type: 'button' })<{ $active?: 'like' | 'save' }>`
  ${actionStyles}
  color: ${({ theme, $active }) => ($active === 'like' ? theme.colors.danger : theme.colors.text)};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const ActionLink = styled(Link)`
  ${actionStyles}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const SaveButton = styled(ActionButton)`
  margin-left: auto;
`;

const Likes = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

async function copyPostLink(postId: string) {
  try {
    await navigator.clipboard.writeText(new URL(postPath(postId), window.location.origin).href);
    toast({ title: 'Link copied to clipboard', variant: 'success' });
  } catch {
    toast({
      title: 'Could not copy the link',
      description: 'Your browser did not allow access to the clipboard.',
      variant: 'destructive',
    });
  }
}

/** Like, comment, share and save, then the like count: the same on a feed card and on the post's page. */
export function PostActions({ post, showCommentLink = true }: { post: CommunityPost; showCommentLink?: boolean }) {
  const like = usePostLike(post);
  const save = usePostSave(post);
  return (
    <div>
      <Bar>
        <ActionButton
          aria-label="Like"
          aria-pressed={like.liked}
          $active={like.liked ? 'like' : undefined}
          onClick={like.toggle}
        >
          <Icon name="heart" filled={like.liked} />
        </ActionButton>
        {showCommentLink ? (
          <ActionLink to={postPath(post.id)} aria-label="Comment">
            <Icon name="comment" />
          </ActionLink>
        ) : null}
        <ActionButton aria-label="Copy link to post" onClick={() => void copyPostLink(post.id)}>
          <Icon name="share" />
        </ActionButton>
        <SaveButton aria-label="Save" aria-pressed={save.saved} onClick={save.toggle}>
          <Icon name="bookmark" filled={save.saved} />
        </SaveButton>
      </Bar>
      <Likes aria-live="polite">{countLabel(like.likes, 'like')}</Likes>
    </div>
  );
}
