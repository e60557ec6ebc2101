import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps, useMember, useParams } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { mapsSearchUrl } from '../../components/paths';
import { ScreenLoading } from '../../components/ScreenLoading';
import { ServedTopicScreen, TopicScreen, type ServedTopicState } from '../../components/TopicScreen';
import { useAllPosts } from '../../components/usePostState';
import { findLocation } from '../../data/locations';
import { useCommunityStore } from '../../store/communityStore';

/** Only a member's page loads what asks member-service for the topic. */
const MemberTopic = lazy(() => import('../../api/MemberTopic'));

const DirectionsLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const fallbackDescription = (title: string) => `Posts the community shared from ${title}.`;

function Directions({ place }: { place: string }) {
  return (
    <DirectionsLink href={mapsSearchUrl(place)} target="_blank" rel="noopener noreferrer" $variant="outline">
      <Icon name="location" size={18} />
      Directions
      <span className="sr-only"> (opens in a new tab)</span>
    </DirectionsLink>
  );
}

/** /community/location/:location (the router hands the name over URL-decoded), plus Directions. */
export function LocationScreen() {
  const { location = '' } = useParams();
  const member = useMember();
  const name = location.trim();
  // A member sees the place as member-service counts it; another place starts from a fresh load.
  return member ? <MemberLocation key={name} name={name} /> : <GuestLocation name={name} />;
}

function MemberLocation({ name }: { name: string }) {
  const known = findLocation(name);
  const page = (served: ServedTopicState) => {
    // The service spells the place as its posts do, whatever the case of the address.
    const title = known?.name ?? served.topic?.name ?? name;
    return (
      <ServedTopicScreen
        served={served}
        title={title}
        icon="location"
        description={known?.description ?? fallbackDescription(title)}
        extraActions={<Directions place={title} />}
      />
    );
  };
  return (
    <Suspense fallback={<ScreenLoading />}>
      <MemberTopic kind="location" name={name} render={page} />
    </Suspense>
  );
}

function GuestLocation({ name }: { name: string }) {
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
      description={known?.description ?? fallbackDescription(title)}
      following={following}
      onToggleFollow={() => setLocationFollowing(title, !following)}
      posts={posts}
      extraActions={<Directions place={title} />}
    />
  );
}
