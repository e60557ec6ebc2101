import styled from 'styled-components';
import type { PostMedia } from '../data/posts';
import { Icon } from './Icon';
import { MediaView } from './MediaView';

/** Keeps a carousel position inside the list after items are removed (docs/product-rules.md, "Community"). */
export function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(index, 0), Math.max(length - 1, 0));
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Arrow = styled.button.attrs({ type: 'button' })<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 0.5rem;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  &:disabled {
    display: none;
  }
`;

const Position = styled.p`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  margin: 0;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(14, 19, 38, 0.8);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface MediaCarouselProps {
  media: PostMedia[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Names the carousel for assistive tech, e.g. "Photos of Sarah Chen's post". */
  label: string;
  fit?: 'cover' | 'contain';
}

/** The photos and videos of a post, one at a time, with previous and next buttons when there are several. */
export function MediaCarousel({ media, index, onIndexChange, label, fit }: MediaCarouselProps) {
  const shown = clampIndex(index, media.length);
  const current = media[shown];
  if (!current) return null;
  const several = media.length > 1;
  return (
    <Frame role="group" aria-roledescription={several ? 'carousel' : undefined} aria-label={label}>
      <MediaView media={current} fit={fit} />
      {several ? (
        <>
          <Arrow
            $side="left"
            aria-label="Previous photo or video"
            disabled={shown === 0}
            onClick={() => onIndexChange(shown - 1)}
          >
            <Icon name="previous" size={20} />
          </Arrow>
          <Arrow
            $side="right"
            aria-label="Next photo or video"
            disabled={shown === media.length - 1}
            onClick={() => onIndexChange(shown + 1)}
          >
            <Icon name="next" size={20} />
          </Arrow>
          <Position aria-live="polite">
            {shown + 1} of {media.length}
          </Position>
        </>
      ) : null}
    </Frame>
  );
}
