import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const PHOTO_SIZE = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A 10 MB file can still decode to a huge bitmap; past this many pixels it is refused. */
const MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_FILE_NAME = /^[a-z0-9-]{1,80}-[a-f0-9]{16}\.webp$/;

export class NotAnImageError extends Error {}

/**
 * Decodes an upload whatever its declared type (the bytes decide), turns it upright, applies
 * `resize` and encodes WebP without its metadata (no camera location leaves the service).
 */
export async function encodeImage(upload: Buffer, resize: (image: Sharp) => Sharp): Promise<Buffer> {
  try {
    const decoder = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const { format } = await decoder.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(String(format));
    return await resize(decoder.rotate()).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
}

/** A new file name for something a member uploads: never reused, so a stored file never changes. */
export function newFileName(memberId: string, extension: string): string {
  return `${memberId.toLowerCase().replace(/[^a-z0-9-]/g, '')}-${randomBytes(8).toString('hex')}.${extension}`;
}

/** The profile photo: a 512 px square around what draws the eye. */
export async function storeProfilePhoto(filesDir: string, memberId: string, upload: Buffer): Promise<string> {
  const image = await encodeImage(upload, (decoded) =>
    decoded.resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' }),
  );
  const fileName = newFileName(memberId, 'webp');
  await mkdir(path.join(filesDir, 'photos'), { recursive: true });
  await writeFile(path.join(filesDir, 'photos', fileName), image);
  return fileName;
}

export async function readProfilePhoto(filesDir: string, fileName: string): Promise<Buffer | null> {
  if (!PHOTO_FILE_NAME.test(fileName)) return null;
  return readFile(path.join(filesDir, 'photos', fileName)).catch(() => null);
}

export async function removeProfilePhoto(filesDir: string, fileName: string | null): Promise<void> {
  if (fileName && PHOTO_FILE_NAME.test(fileName)) await rm(path.join(filesDir, 'photos', fileName), { force: true });
}
