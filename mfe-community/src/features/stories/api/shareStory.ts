import { mediaUploadAnswer, newStoryAnswer } from '@mindset/member-contract';
import { memberRequest } from '@mindset/shared-ui';
import type { StoryBackground } from '../../../data/stories';

/** What a member shares: a photo (uploaded first) or text on one of the backgrounds. */
export type StoryToShare =
  { kind: 'image'; photo: Blob; alt: string } | { kind: 'text'; text: string; background: StoryBackground };

/**
 * Uploads a photo first (`onUploaded` after it), then shares the story; null once shared, else the
 * service's sentence. The stories row hears of it live (the feed topic) and reads the stories again.
 */
export async function shareStory(story: StoryToShare, onUploaded: () => void): Promise<string | null> {
  let body: object = story;
  if (story.kind === 'image') {
    const upload = await memberRequest('/community/media', mediaUploadAnswer, { method: 'POST', body: story.photo });
    if (upload.error !== null) return upload.error;
    onUploaded();
    body = { kind: 'image', file: upload.data.file, alt: story.alt };
  }
  const result = await memberRequest('/community/stories', newStoryAnswer, { method: 'POST', body });
  return result.error;
}
