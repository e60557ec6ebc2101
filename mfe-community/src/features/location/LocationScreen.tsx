import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps, useParams } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { mapsSearchUrl } from '../../components/paths';
import { TopicScreen } from '../../components/TopicScreen';
import { useAllPosts } from '../../components/usePostState';
import { findLocation } from '../../data/locations';
import { useCommunityStore } from '../../store/communityStore';

const DirectionsLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** /community/location/:location (the router hands the name over URL-decoded), plus Directions. */
export function LocationScreen() {
  const { location = '' } = useParams();
  const name = location.trim();
  const known = findLocation(name);
  const title = known?.name ?? name;
  const posts = useAllPosts().filter((post) => post.location?.toLowerCase() === title.toLowerCase());
  const following = useCommunityStore((state) => state.followedLocations[title] ?? false);
  const setLocationFollowing = useCommunityStore((state) => state.setLocationFollowing);

  return (
    <TopicScreen
      title={title}
      icon="location"
      postsCount={known?.postsCount ?? posts.length}
      description={known?.description ?? `Posts the community shared from ${title}.`}
      following={following}
      onToggleFollow={() => setLocationFollowing(title, !following)}
      posts={posts}
      extraActions={
        <DirectionsLink href={mapsSearchUrl(title)} target="_blank" rel="noopener noreferrer" $variant="outline">
          <Icon name="location" size={18} />
          Directions
          <span className="sr-only"> (opens in a new tab)</span>
        </DirectionsLink>
      }
    />
  );
}
