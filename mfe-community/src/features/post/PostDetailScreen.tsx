import styled from 'styled-components';
import { useCallback, useEffect, useState } from 'react';
import { Button, ButtonLink, useLocation, useMember, useNavigate, useParams } from '@mindset/shared-ui';
import { Caption } from '../../components/Caption';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { FEED_PATH } from '../../components/paths';
import { PostActions } from '../../components/PostActions';
import { PostHeader } from '../../components/PostHeader';
import { PostMedia } from '../../components/PostMedia';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCurrentUser, usePersonLookup } from '../../components/useCurrentUser';
import { usePost, usePostComments } from '../../components/usePostState';
import { useServedPostPage } from '../../components/useServedLive';
import type { CommunityPost } from '../../data/posts';
import { loadPost } from '../../store/servedCommunityActions';
import { useServedCommunityStore } from '../../store/servedCommunityStore';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { ReportPostDialog } from './ReportPostDialog';

/** member-service's answer for a post of a private account the member does not follow. */
const PRIVATE_ACCOUNT = 'This account is private.';

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

function PostDetail({ post }: { post: CommunityPost }) {
  const comments = usePostComments(post);
  useServedPostPage(post);
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
        {reporting ? <ReportPostDialog postId={post.id} onClose={closeReport} /> : null}
      </Details>
    </Layout>
  );
}

/** /community/post/:postId: the post with its comments; Back goes one step back in history (docs/product-rules.md, "Community"). */
export function PostDetailScreen() {
  const { postId } = useParams();
  const post = usePost(postId);
  const member = useMember();
  const problem = useServedCommunityStore((state) => (postId ? state.postProblems[postId] : undefined));
  // A member's post page is asked of the service on every visit, and shown only once it answered:
  // a post they may no longer see (a block, a private account) never shows from an earlier visit.
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!member || !postId) return;
    let current = true;
    void loadPost(postId).then(() => {
      if (current) setAnsweredFor(postId);
    });
    return () => {
      current = false;
    };
  }, [member, postId]);
  const asking = Boolean(member && postId && answeredFor !== postId);
  const status = useServedCommunityStore((state) => (postId ? state.postStatus[postId] : undefined));
  const refusal = member && status === 'error' ? problem : undefined;
  const navigate = useNavigate();
  const location = useLocation();

  // 'default' is the first page of this visit: there is nothing of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate(FEED_PATH) : navigate(-1));

  return (
    <ScreenColumn $width="wide">
      <Button $variant="ghost" $size="sm" onClick={goBack}>
        <Icon name="back" size={18} />
        Back
      </Button>
      {asking ? (
        <ScreenLoading />
      ) : refusal === PRIVATE_ACCOUNT ? (
        <>
          <h1 className="sr-only">Private post</h1>
          <EmptyState icon="lock" title="This account is private">
            Follow this account to see their photos and videos.
          </EmptyState>
        </>
      ) : post && !refusal ? (
        <PostDetail post={post} />
      ) : (
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
      )}
    </ScreenColumn>
  );
}
