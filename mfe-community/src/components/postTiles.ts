import { Link } from '@mindset/shared-ui';
import styled from 'styled-components';

/** The square three-column grid every post grid of the community uses (feed collections, profiles). */
export const PostTileGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    gap: 2px;
  }
`;

/** One square tile linking to a post; `$tone` is the ground shown behind text-only posts. */
export const PostTileLink = styled(Link)<{ $tone: 'muted' | 'primary' }>`
  position: relative;
  display: block;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.onPrimary : theme.colors.text)};
  text-decoration: none;
  ${({ theme }) => theme.media.mobile} {
    border-radius: 0;
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** The counts pill in a tile's corner. */
export const PostTileCounts = styled.span`
  position: absolute;
  left: 0.375rem;
  bottom: 0.375rem;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(14, 19, 38, 0.8);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.125rem;
  }
`;
