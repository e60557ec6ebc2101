import styled from 'styled-components';

/**
 * The emoji images the site ships (Twemoji, see ../assets/emoji/LICENSE.md), so an emoji never shows
 * as a box where the system has no emoji font, and no page asks an outside host for one. Only URLs
 * are imported, never inlined: each is a hashed file of its own, fetched when an emoji is shown, so
 * the 30 images do not weigh on the hub's first load.
 */
const urls = import.meta.glob<string>('../assets/emoji/*.svg', { eager: true, query: '?no-inline', import: 'default' });

const urlByCodePoints = new Map(
  Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** Twemoji's file name for an emoji: its code points in hex joined by '-', without U+FE0F (which it drops). */
function codePointsOf(emoji: string): string {
  return [...emoji]
    .map((char) => char.codePointAt(0) ?? 0)
    .filter((codePoint) => codePoint !== 0xfe0f)
    .map((codePoint) => codePoint.toString(16))
    .join('-');
}

function urlOf(emoji: string): string | undefined {
  return urlByCodePoints.get(codePointsOf(emoji));
}

export function hasEmojiImage(emoji: string): boolean {
  return urlOf(emoji) !== undefined;
}

// Centred on the line so the image sits in running text like the character would.
const Image = styled.img`
  display: inline-block;
  vertical-align: middle;
`;

/** An emoji drawn with the site's own image (its alt is the emoji, so screen readers read it); plain text if there is none. */
export function Emoji({ emoji, size = 18 }: { emoji: string; size?: number }) {
  const url = urlOf(emoji);
  if (!url) return emoji;
  return <Image src={url} alt={emoji} width={size} height={size} draggable={false} />;
}
