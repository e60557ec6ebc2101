import styled from 'styled-components';
import { resolveMediaSrc } from '../../components/media';
import { storyBackgrounds, type StoryMedia } from '../../data/stories';

const Frame = styled.div<{ $background: string }>`
  position: relative;
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  overflow: hidden;
  background: ${({ $background }) => $background};
  color: #ffffff;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StoryText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.25rem, 4vw, 1.75rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Missing = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

/** What a story shows, full bleed: its photo, or its text on the chosen background. Used by the viewer and the creator's preview. */
export function StoryFrame({ media }: { media: StoryMedia }) {
  if (media.kind === 'text') {
    return (
      <Frame $background={storyBackgrounds[media.background].css}>
        <StoryText>{media.text}</StoryText>
      </Frame>
    );
  }
  const src = resolveMediaSrc(media.src);
  return (
    <Frame $background="#000000">
      {src ? (
        <img src={src} alt={media.alt} />
      ) : (
        <Missing>This photo was only kept for the visit it was shared in.</Missing>
      )}
    </Frame>
  );
}
