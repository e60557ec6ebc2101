import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { CommunityPost } from '../data/posts';
import { Caption } from './Caption';
import { MediaCarousel } from './MediaCarousel';

const TextOnly = styled.p<{ $fill: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  white-space: pre-wrap;
  a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ${({ $fill, theme }) =>
    $fill &&
    css`
      display: grid;
      place-items: center;
      min-height: 16rem;
      height: 100%;
      padding: ${theme.space.xl};
    `}
`;

/**
 * A post's photos and videos in a carousel or, for a post of text alone, the caption on a coloured
 * panel. `fill` centres that panel in the space it is given (the post page's media column).
 */
export function PostMedia({
  post,
  authorName,
  fill = false,
}: {
  post: CommunityPost;
  authorName: string;
  fill?: boolean;
}) {
  const [mediaIndex, setMediaIndex] = useState(0);
  if (post.media.length === 0) {
    return (
      <TextOnly $fill={fill}>
        <Caption text={post.caption} />
      </TextOnly>
    );
  }
  return (
    <MediaCarousel
      media={post.media}
      index={mediaIndex}
      onIndexChange={setMediaIndex}
      label={`Photos and videos of ${authorName}'s post`}
    />
  );
}
