import { ScreenLoading } from '../../components/ScreenLoading';
import { usePost } from '../../components/usePostState';
import { usePostPage } from './api/postPage';
import { PostDetail, PostNotFound, PrivatePost } from './PostDetail';

/** member-service's answer for a post of a private account the member does not follow. */
const PRIVATE_ACCOUNT = 'This account is private.';

/** A member's post page as member-service serves it (loaded only for a member). */
export default function MemberPostPage({ postId }: { postId: string }) {
  const page = usePostPage(postId);
  const post = usePost(postId);
  if (page.isPending) return <ScreenLoading />;
  if (page.error?.message === PRIVATE_ACCOUNT) return <PrivatePost />;
  return post && !page.error ? <PostDetail post={post} /> : <PostNotFound />;
}
