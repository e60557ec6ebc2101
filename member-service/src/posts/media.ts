import { MEDIA_FILE_NAME } from '@mindset/member-contract';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeImage, MAX_PHOTO_BYTES, newFileName } from '../me/photos';

/** Product rules for members' posts: images at most 10 MB (then resized), videos at most 100 MB. */
export const MAX_POST_IMAGE_BYTES = MAX_PHOTO_BYTES;
export const MAX_POST_VIDEO_BYTES = 100 * 1024 * 1024;
/** A post image fits in this many pixels on its longer side, as the community's picker draws it. */
const POST_IMAGE_EDGE = 1080;

export class NotAVideoError extends Error {}

const VIDEO_TYPES: Record<string, { extension: string; looksRight: (bytes: Buffer) => boolean }> = {
  // ISO media (MP4, QuickTime): an "ftyp" box at byte 4.
  'video/mp4': { extension: 'mp4', looksRight: (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp' },
  'video/quicktime': { extension: 'mov', looksRight: (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp' },
  // Matroska/WebM: the EBML magic number.
  'video/webm': {
    extension: 'webm',
    looksRight: (bytes) => bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  },
};

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export interface StoredMedia {
  file: string;
  kind: 'image' | 'video';
}

/** An image resized to fit 1080 px (never enlarged) as WebP; a video stored as uploaded once its bytes match its type. */
export async function storePostMedia(
  filesDir: string,
  memberId: string,
  contentType: string,
  upload: Buffer,
): Promise<StoredMedia> {
  let kind: StoredMedia['kind'];
  let bytes: Buffer;
  let extension: string;
  if (contentType.startsWith('image/')) {
    kind = 'image';
    bytes = await encodeImage(upload, (image) =>
      image.resize(POST_IMAGE_EDGE, POST_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true }),
    );
    extension = 'webp';
  } else {
    const video = VIDEO_TYPES[contentType];
    if (!video || !video.looksRight(upload)) throw new NotAVideoError(contentType);
    kind = 'video';
    bytes = upload;
    extension = video.extension;
  }
  const file = newFileName(memberId, extension);
  await mkdir(path.join(filesDir, 'media'), { recursive: true });
  await writeFile(path.join(filesDir, 'media', file), bytes);
  return { file, kind };
}

/** The stored file, opened as a stream (a video can be 100 MB), or null when there is none. */
export async function openPostMedia(
  filesDir: string,
  file: string,
): Promise<{ stream: ReadStream; size: number } | null> {
  if (!MEDIA_FILE_NAME.test(file)) return null;
  const filePath = path.join(filesDir, 'media', file);
  const info = await stat(filePath).catch(() => null);
  return info?.isFile() ? { stream: createReadStream(filePath), size: info.size } : null;
}
