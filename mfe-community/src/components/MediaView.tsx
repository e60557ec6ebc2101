import styled from 'styled-components';
import type { PostMedia } from '../data/posts';
import { Icon } from './Icon';
import { resolveMediaSrc } from './media';

const Image = styled.img<{ $fit: 'cover' | 'contain' }>`
  width: 100%;
  height: 100%;
  object-fit: ${({ $fit }) => $fit};
`;

const Video = styled.video`
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: #000;
`;

const Unavailable = styled.div`
  width: 100%;
  height: 100%;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One photo or video of a post; media kept only in memory by an earlier visit says so instead of breaking. */
export function MediaView({ media, fit = 'cover' }: { media: PostMedia; fit?: 'cover' | 'contain' }) {
  const src = resolveMediaSrc(media.src);
  if (!src) {
    return (
      <Unavailable role="img" aria-label={`${media.alt} (not available after a reload)`}>
        <Icon name={media.kind === 'video' ? 'video' : 'image'} />
        <span aria-hidden="true">
          This {media.kind === 'video' ? 'video' : 'photo'} was only kept for the visit it was shared in.
        </span>
      </Unavailable>
    );
  }
  if (media.kind === 'video') {
    return <Video src={src} controls playsInline preload="metadata" aria-label={media.alt} />;
  }
  return <Image src={src} alt={media.alt} $fit={fit} loading="lazy" decoding="async" />;
}
