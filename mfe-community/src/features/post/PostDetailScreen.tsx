import { lazy, Suspense } from 'react';
import { Button, useLocation, useMember, useNavigate, useParams } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { FEED_PATH } from '../../components/paths';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { usePost } from '../../components/usePostState';
import { PostDetail, PostNotFound } from './PostDetail';

/** Only a member's post page loads what asks member-service for it. */
const MemberPostPage = lazy(() => import('./MemberPostPage'));

/** A sample post or one shared on this device. */
function GuestPostPage({ postId }: { postId: string }) {
  const post = usePost(postId);
  return post ? <PostDetail post={post} /> : <PostNotFound />;
}

/** /community/post/:postId: the post with its comments; Back goes one step back in history (docs/product-rules.md, "Community"). */
export function PostDetailScreen() {
  const { postId = '' } = useParams();
  // The feature's one seam: a guest's page from this device, a member's from the service.
  const member = useMember();
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
      {member ? (
        <Suspense fallback={<ScreenLoading />}>
          <MemberPostPage key={postId} postId={postId} />
        </Suspense>
      ) : (
        <GuestPostPage postId={postId} />
      )}
    </ScreenColumn>
  );
}
