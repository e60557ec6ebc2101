import { Link } from 'react-router';
import styled from 'styled-components';
import type { CommunityPost } from '../data/posts';
import { countLabel } from './format';
import { Icon } from './Icon';
import { MediaView } from './MediaView';
import { postPath } from './paths';
import { usePostLike } from './usePostState';

const Grid = styled.ul`
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

const Tile = styled(Link)`
  position: relative;
  display: block;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${({ theme }) => theme.media.mobile} {
    border-radius: 0;
  }
`;

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

const Overlay = styled.span`
  position: absolute;
  left: 0.375rem;
  bottom: 0.375rem;
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(14, 19, 38, 0.8);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function LikesOverlay({ post }: { post: CommunityPost }) {
  const { likes } = usePostLike(post);
  return (
    <Overlay aria-hidden="true">
      <Icon name="heart" size={14} filled /> {countLabel(likes, 'like')}
    </Overlay>
  );
}

/** A square grid of posts, each opening the post's page. */
export function PostGrid({ posts, label, showLikes = false }: { posts: CommunityPost[]; label: string; showLikes?: boolean }) {
  return (
    <Grid aria-label={label}>
      {posts.map((post) => {
        const first = post.media[0];
        const summary = post.caption || `Post by ${post.username}`;
        return (
          <li key={post.id}>
            <Tile to={postPath(post.id)} aria-label={`Open post by ${post.username}: ${summary}`}>
              {first?.kind === 'image' ? (
                <MediaView media={first} />
              ) : (
                <TextTile aria-hidden="true">{first ? <Icon name="video" /> : post.caption.slice(0, 80)}</TextTile>
              )}
              {showLikes ? <LikesOverlay post={post} /> : null}
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
}
