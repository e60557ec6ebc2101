import { mediaUploadAnswer, postAnswer, type Post } from '@mindset/member-contract';
import { memberRequest, type MemberResult } from '@mindset/shared-ui';
import { rememberNewPost } from '../../../api/posts';

/** A picked photo or video, ready to upload. */
export interface MediaToShare {
  file: Blob;
  alt: string;
}

/** Uploads the media one by one (`onProgress` after each), then shares the post; it tops the member's feed. */
export async function sharePost(
  { caption, location, media }: { caption: string; location: string; media: MediaToShare[] },
  onProgress: (uploaded: number) => void,
): Promise<MemberResult<Post>> {
  const uploaded: { file: string; alt: string }[] = [];
  for (const item of media) {
    const upload = await memberRequest('/community/media', mediaUploadAnswer, { method: 'POST', body: item.file });
    if (upload.error !== null) return upload;
    uploaded.push({ file: upload.data.file, alt: item.alt });
    onProgress(uploaded.length);
  }
  const result = await memberRequest('/community/posts', postAnswer, {
    method: 'POST',
    body: { caption, ...(location.trim() ? { location } : {}), ...(uploaded.length > 0 ? { media: uploaded } : {}) },
  });
  if (result.error !== null) return result;
  rememberNewPost(result.data.post);
  return { data: result.data.post, error: null };
}
