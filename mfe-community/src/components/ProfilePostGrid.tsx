import { Link } from 'react-router';
import styled from 'styled-components';
import type { PostMedia } from '../data/posts';
import { formatCompact } from './format';
import { Icon } from './Icon';
import { MediaView } from './MediaView';
import { postPath } from './paths';

export interface ProfileGridTile {
  postId: string;
  /** Accessible name of the tile's link. */
  label: string;
  media?: PostMedia;
  likes?: number;
  comments?: number;
}

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    gap: 2px;
  }
`;

const Tile = styled(Link)`
  position: relative;
  display: block;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${({ theme }) => theme.media.mobile} {
    border-radius: 0;
  }
  &:focus-visible { outline-offset: -3px; }
`;

const TextOnly = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
`;

const Counts = styled.span`
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
  span { display: inline-flex; align-items: center; gap: 0.125rem; }
`;

/**
 * The square post grid of a profile or a creator page. Tiles are keyed by position because a
 * sample profile repeats sample posts to fill its 12 places (spec §9).
 */
export function ProfilePostGrid({ tiles, label }: { tiles: ProfileGridTile[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {tiles.map((tile, position) => (
        <li key={position}>
          <Tile to={postPath(tile.postId)} aria-label={tile.label}>
            {tile.media ? (
              <MediaView media={tile.media} />
            ) : (
              <TextOnly aria-hidden="true">
                <Icon name="text" />
              </TextOnly>
            )}
            {tile.likes !== undefined || tile.comments !== undefined ? (
              <Counts aria-hidden="true">
                {tile.likes !== undefined ? (
                  <span>
                    <Icon name="heart" size={14} filled /> {formatCompact(tile.likes)}
                  </span>
                ) : null}
                {tile.comments !== undefined ? (
                  <span>
                    <Icon name="comment" size={14} /> {formatCompact(tile.comments)}
                  </span>
                ) : null}
              </Counts>
            ) : null}
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
