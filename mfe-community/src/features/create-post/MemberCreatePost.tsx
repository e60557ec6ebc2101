import { useState } from 'react';
import { toast } from '@mindset/shared-ui';
import { uploadRefusal, type PickedMedia } from '../../components/media';
import { sharePost, type MediaToShare } from './api/sharePost';
import { PostComposer, type PostSending, type PostToShare } from './PostComposer';

/** The picked files themselves, ready to upload, or the sentence saying which one cannot go. */
function mediaToUpload(items: PickedMedia[], alts: string[]): MediaToShare[] | string {
  const files: MediaToShare[] = [];
  for (const [position, item] of items.entries()) {
    const refusal = uploadRefusal(item);
    if (refusal) return refusal;
    files.push({ file: item.file, alt: alts[position] ?? '' });
  }
  return files;
}

/**
 * A member's post goes to the service for every member to see; what they wrote and picked stays on a
 * refusal. Their previews are freed on leaving, as the service now holds the media.
 */
export default function MemberCreatePost() {
  const [sending, setSending] = useState<PostSending>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const share = async ({ caption, location, media }: PostToShare, picked: PickedMedia[]) => {
    setRefusal(null);
    const files = mediaToUpload(
      picked,
      media.map((item) => item.alt),
    );
    if (typeof files === 'string') {
      setRefusal(files);
      return false;
    }
    setSending({ uploaded: 0 });
    const result = await sharePost({ caption: caption.trim(), location, media: files }, (uploaded) =>
      setSending({ uploaded }),
    );
    setSending(null);
    if (result.error !== null) {
      setRefusal(result.error);
      return false;
    }
    toast({ title: 'Your post is shared', variant: 'success' });
    return true;
  };

  return <PostComposer share={share} sending={sending} refusal={refusal} keepsSharedMedia={false} />;
}
