import styled from 'styled-components';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, ButtonLink } from '@mindset/shared-ui';
import { Caption } from '../../components/Caption';
import { EmptyState } from '../../components/EmptyState';
import { FEED_PATH } from '../../components/paths';
import { PostActions } from '../../components/PostActions';
import { PostHeader } from '../../components/PostHeader';
import { PostMedia } from '../../components/PostMedia';
import { useCurrentUser, usePersonLookup } from '../../components/useCurrentUser';
import { usePostComments } from '../../components/usePostState';
import type { CommunityPost } from '../../data/posts';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';

/** Reports go to the service: only a member's page loads the dialog that sends them. */
const ReportPostDialog = lazy(async () => ({ default: (await import('./ReportPostDialog')).ReportPostDialog }));

const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  margin-top: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Details = styled.div`
  display: grid;
  grid-template-rows: auto auto 1fr auto auto;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-family: inherit;
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const CaptionText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const NoComments = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

export function PostDetail({ post }: { post: CommunityPost }) {
  const comments = usePostComments(post);
  const personOf = usePersonLookup();
  const me = useCurrentUser();
  const [reporting, setReporting] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  const authorName = personOf(post.username)?.name ?? post.username;
  // Another member's post can be reported to the moderators; sample and own posts cannot.
  const reportable = Boolean(post.served) && post.username !== me.username;
  return (
    <Layout aria-labelledby="post-title">
      <PostMedia post={post} authorName={authorName} fill />
      <Details>
        <h1 id="post-title" className="sr-only">
          Post by {authorName}
        </h1>
        <PostHeader post={post} />
        {post.media.length > 0 && post.caption ? (
          <CaptionText>
            <Caption text={post.caption} />
          </CaptionText>
        ) : null}
        <section aria-labelledby="comments-title">
          <h2 id="comments-title">Comments ({comments.length})</h2>
          {comments.length > 0 ? (
            <CommentList comments={comments} />
          ) : (
            <NoComments>No comments yet. Start the conversation.</NoComments>
          )}
        </section>
        <PostActions post={post} showCommentLink={false} />
        <CommentForm post={post} />
        {reportable ? (
          <Button $variant="ghost" $size="sm" onClick={() => setReporting(true)}>
            Report post
          </Button>
        ) : null}
        {reporting ? (
          <Suspense fallback={null}>
            <ReportPostDialog postId={post.id} onClose={closeReport} />
          </Suspense>
        ) : null}
      </Details>
    </Layout>
  );
}

export function PostNotFound() {
  return (
    <>
      <h1 className="sr-only">Post not found</h1>
      <EmptyState
        icon="image"
        title="This post isn't available"
        action={<ButtonLink to={FEED_PATH}>Back to the feed</ButtonLink>}
      >
        It may have been removed, or the link may be wrong.
      </EmptyState>
    </>
  );
}

export function PrivatePost() {
  return (
    <>
      <h1 className="sr-only">Private post</h1>
      <EmptyState icon="lock" title="This account is private">
        Follow this account to see their photos and videos.
      </EmptyState>
    </>
  );
}
