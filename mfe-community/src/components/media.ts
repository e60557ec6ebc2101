import type { MediaKind } from '../data/posts';

/**
 * Media the member picks for a post or a story.
 *
 * Images are redrawn on a canvas at most MAX_EDGE pixels wide or high and kept as a small WebP
 * data URL, so they are saved with the rest of the member's actions and survive a reload.
 * Videos (and any image the browser cannot redraw, or that stays too large) are kept as object
 * URLs in memory for this visit only: the saved post keeps a `memory:` reference, and after a
 * reload the media shows as unavailable instead of a broken request.
 *
 * A member's media goes to member-service as the picked `File` itself, kept beside its preview: the
 * page's Content-Security-Policy lets it show data: and blob: URLs but never fetch them
 * (docs/decisions/0077-members-upload-the-picked-file.md).
 */
export const MAX_EDGE = 1080;
/** About 375 KB: a few such images fit in the browser's 5 MB of localStorage beside everything else. */
export const MAX_DATA_URL_LENGTH = 500_000;
const MEMORY_PREFIX = 'memory:';

const memoryMedia = new Map<string, string>();

export interface PickedMedia {
  id: string;
  kind: MediaKind;
  /** Data URL or `memory:` reference; see resolveMediaSrc. */
  src: string;
  /** What was picked, as picked: what a member uploads. Held only while the screen is open, never saved. */
  file: File;
}

function newMediaId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function mediaKindOf(file: File): MediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

async function downscaledDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const dataUrl = canvas.toDataURL('image/webp', 0.8);
  if (dataUrl.length > MAX_DATA_URL_LENGTH) throw new Error('Still too large to keep');
  return dataUrl;
}

function keepInMemory(file: File): string {
  const reference = `${MEMORY_PREFIX}${newMediaId()}`;
  memoryMedia.set(reference, URL.createObjectURL(file));
  return reference;
}

/** Turns a picked file into something a post or story can show; null for files that are neither image nor video. */
export async function prepareMedia(file: File): Promise<PickedMedia | null> {
  const kind = mediaKindOf(file);
  if (!kind) return null;
  let src: string;
  if (kind === 'image' && typeof createImageBitmap === 'function') {
    src = await downscaledDataUrl(file).catch(() => keepInMemory(file));
  } else {
    src = keepInMemory(file);
  }
  return { id: newMediaId(), kind, src, file };
}

/** Product rules for members' posts and stories: what member-service accepts (docs/decisions/0065-served-community.md). */
export const MAX_MEMBER_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_MEMBER_VIDEO_BYTES = 100 * 1024 * 1024;
export const memberMediaMessages = {
  imageTooLarge: 'A photo can be at most 10 MB. Choose a smaller one.',
  videoTooLarge: 'A video can be at most 100 MB. Choose a shorter one.',
} as const;

/** The sentence saying why this picked file cannot be uploaded for a member, or null when it can. */
export function uploadRefusal({ kind, file }: PickedMedia): string | null {
  if (kind === 'image' && file.size > MAX_MEMBER_IMAGE_BYTES) return memberMediaMessages.imageTooLarge;
  if (kind === 'video' && file.size > MAX_MEMBER_VIDEO_BYTES) return memberMediaMessages.videoTooLarge;
  return null;
}

/** The URL to show, or undefined when the media was kept in memory by an earlier visit. */
export function resolveMediaSrc(src: string): string | undefined {
  return src.startsWith(MEMORY_PREFIX) ? memoryMedia.get(src) : src;
}

/** Frees media picked and then removed (or abandoned) before it was shared. */
export function releaseMedia(src: string): void {
  const objectUrl = memoryMedia.get(src);
  if (!objectUrl) return;
  URL.revokeObjectURL(objectUrl);
  memoryMedia.delete(src);
}
