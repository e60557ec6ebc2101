import { lazy, Suspense } from 'react';
import { toast, useMember } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useCommunityStore } from '../../store/communityStore';
import { PostComposer, type PostToShare } from './PostComposer';

/** Only a member's page loads what uploads a post to member-service. */
const MemberCreatePost = lazy(() => import('./MemberCreatePost'));

/** A guest's post is kept on this device and shows the picked media from it. */
function GuestCreatePost() {
  const sharePost = useCommunityStore((state) => state.sharePost);
  const share = (post: PostToShare): true => {
    try {
      sharePost(post);
      toast({ title: 'Your post is shared', variant: 'success' });
    } catch {
      // The post is in the feed for this visit; only saving it for later failed (storage full).
      toast({
        title: 'Your post is shared for this visit',
        description: 'This browser has no room left to keep it after a reload.',
        variant: 'destructive',
      });
    }
    return true;
  };
  return <PostComposer share={share} sending={null} refusal={null} keepsSharedMedia />;
}

/** /community/create: photos and videos, a caption and a place, then Share (docs/product-rules.md, "Community"). */
export function CreatePostScreen() {
  // The feature's one seam (docs/decisions/0086-member-seam-in-the-remotes.md).
  return useMember() ? (
    <Suspense fallback={<ScreenLoading />}>
      <MemberCreatePost />
    </Suspense>
  ) : (
    <GuestCreatePost />
  );
}
