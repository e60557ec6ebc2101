import { lazy, Suspense } from 'react';
import { toast, useMember } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import type { StoryMedia } from '../../data/stories';
import { useCommunityStore } from '../../store/communityStore';
import { StoryComposer } from './StoryComposer';

/** Only a member's page loads what sends a story to member-service. */
const MemberCreateStory = lazy(() => import('./MemberCreateStory'));

/** A guest's story is kept on this device and shows the picked photo from it. */
function GuestCreateStory() {
  const shareStory = useCommunityStore((state) => state.shareStory);
  const share = (story: StoryMedia) => {
    try {
      shareStory(story);
      toast({ title: 'Your story is shared', variant: 'success' });
    } catch {
      toast({
        title: 'Your story is shared for this visit',
        description: 'This browser has no room left to keep it after a reload.',
        variant: 'destructive',
      });
    }
    return Promise.resolve(true);
  };
  return <StoryComposer share={share} sending={null} refusal={null} keepsSharedPhoto />;
}

/** /community/stories/create: a photo, or text on one of six backgrounds (docs/product-rules.md, "Community"). */
export function CreateStoryScreen() {
  // The feature's one seam (docs/decisions/0086-member-seam-in-the-remotes.md).
  return useMember() ? (
    <Suspense fallback={<ScreenLoading />}>
      <MemberCreateStory />
    </Suspense>
  ) : (
    <GuestCreateStory />
  );
}
