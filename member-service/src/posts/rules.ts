// The posts concept's rules: no SQL here (docs/decisions/0084-member-service-by-concept.md).

/** Where a feed page ends: the next page starts strictly after this post. */
export interface FeedCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** null for anything that is not a cursor this service gave out. */
export function decodeCursor(text: string): FeedCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** A caption's hashtags, lower-cased, once each (product rules: #word). */
export function hashtagsIn(caption: string): string[] {
  return [...new Set([...caption.matchAll(/#([A-Za-z0-9_]+)/g)].map((match) => (match[1] ?? '').toLowerCase()))];
}

export const FEED_PAGE_SIZE = 10;

export const NO_SUCH_POST = 'That post is not there any more.';
/** What a post of a private account the viewer does not follow says, as its profile does. */
export const PRIVATE_ACCOUNT = 'This account is private.';
export const NOT_YOUR_POST = 'Only the person who shared a post can delete it.';
export const NOT_A_CURSOR = 'That page of the feed is not one we gave out. Reload the feed.';
export const IMAGE_TOO_LARGE = 'A photo can be at most 10 MB. Choose a smaller one.';
export const NOT_MEDIA =
  'That file is not a photo or video we can show. Choose a JPEG, PNG, WebP, GIF or AVIF photo, or an MP4, MOV or WebM video.';
