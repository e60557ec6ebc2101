import styled from 'styled-components';
import type { PostMedia } from '../data/posts';
import { formatCompact } from './format';
import { Icon } from './Icon';
import { MediaView } from './MediaView';
import { postPath } from './paths';
import { PostTileCounts, PostTileGrid, PostTileLink } from './postTiles';

export interface ProfileGridTile {
  postId: string;
  /** Accessible name of the tile's link. */
  label: string;
  media?: PostMedia;
  likes?: number;
  comments?: number;
}

const Grid = styled(PostTileGrid)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const TextOnly = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
`;

/**
 * The square post grid of a profile or a creator page. Tiles are keyed by position because a
 * sample profile repeats sample posts to fill its 12 places (docs/product-rules.md, "Community").
 */
export function ProfilePostGrid({ tiles, label }: { tiles: ProfileGridTile[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {tiles.map((tile, position) => (
        <li key={position}>
          <PostTileLink $tone="primary" to={postPath(tile.postId)} aria-label={tile.label}>
            {tile.media ? (
              <MediaView media={tile.media} />
            ) : (
              <TextOnly aria-hidden="true">
                <Icon name="text" />
              </TextOnly>
            )}
            {tile.likes !== undefined || tile.comments !== undefined ? (
              <PostTileCounts aria-hidden="true">
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
              </PostTileCounts>
            ) : null}
          </PostTileLink>
        </li>
      ))}
    </Grid>
  );
}
