import { useState } from 'react';
import { toast } from '@mindset/shared-ui';
import { uploadRefusal, type PickedMedia } from '../../components/media';
import type { StoryMedia } from '../../data/stories';
import { shareStory, type StoryToShare } from './api/shareStory';
import { StoryComposer, type StorySending } from './StoryComposer';

/** A member's story as it is sent: the picked photo file itself, or the sentence saying why it cannot go. */
function storyToShare(story: StoryMedia, photo: PickedMedia | null): StoryToShare | string {
  if (story.kind === 'text') return story;
  // The story's photo is the one picked: the screen builds the story from it.
  if (!photo) throw new Error('an image story without its picked photo');
  return uploadRefusal(photo) ?? { kind: 'image', photo: photo.file, alt: story.alt };
}

/**
 * A member's story goes to the service for every member to see; what they entered stays on a refusal.
 * Their picked photo is freed on leaving, as the service now holds it.
 */
export default function MemberCreateStory() {
  const [sending, setSending] = useState<StorySending>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const share = async (story: StoryMedia, photo: PickedMedia | null) => {
    setRefusal(null);
    setSending(story.kind === 'image' ? 'uploading' : 'sharing');
    const toShare = storyToShare(story, photo);
    const refused = typeof toShare === 'string' ? toShare : await shareStory(toShare, () => setSending('sharing'));
    setSending(null);
    if (refused !== null) {
      setRefusal(refused);
      return false;
    }
    toast({ title: 'Your story is shared', variant: 'success' });
    return true;
  };

  return <StoryComposer share={share} sending={sending} refusal={refusal} keepsSharedPhoto={false} />;
}
