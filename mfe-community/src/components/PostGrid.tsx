import styled from 'styled-components';
import type { CommunityPost } from '../data/posts';
import { countLabel } from './format';
import { Icon } from './Icon';
import { MediaView } from './MediaView';
import { postPath } from './paths';
import { PostTileCounts, PostTileGrid, PostTileLink } from './postTiles';
import { usePostLike } from './usePostState';

const TextTile = styled.span`
  display: grid;
  place-content: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  overflow-wrap: anywhere;
`;

function LikesOverlay({ post }: { post: CommunityPost }) {
  const { likes } = usePostLike(post);
  return (
    <PostTileCounts aria-hidden="true">
      <Icon name="heart" size={14} filled /> {countLabel(likes, 'like')}
    </PostTileCounts>
  );
}

/** A square grid of posts, each opening the post's page. */
export function PostGrid({
  posts,
  label,
  showLikes = false,
}: {
  posts: CommunityPost[];
  label: string;
  showLikes?: boolean;
}) {
  return (
    <PostTileGrid aria-label={label}>
      {posts.map((post) => {
        const first = post.media[0];
        const summary = post.caption || `Post by ${post.username}`;
        return (
          <li key={post.id}>
            <PostTileLink $tone="muted" to={postPath(post.id)} aria-label={`Open post by ${post.username}: ${summary}`}>
              {first?.kind === 'image' ? (
                <MediaView media={first} />
              ) : (
                <TextTile aria-hidden="true">{first ? <Icon name="video" /> : post.caption.slice(0, 80)}</TextTile>
              )}
              {showLikes ? <LikesOverlay post={post} /> : null}
            </PostTileLink>
          </li>
        );
      })}
    </PostTileGrid>
  );
}
