import { lazy, Suspense } from 'react';
import { useMember, useParams } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { ServedTopicScreen, TopicScreen, type ServedTopicState } from '../../components/TopicScreen';
import { useAllPosts } from '../../components/usePostState';
import { findHashtag } from '../../data/hashtags';
import { hashtagsOf } from '../../data/posts';
import { useCommunityStore } from '../../store/communityStore';

/** Only a member's page loads what asks member-service for the topic. */
const MemberTopic = lazy(() => import('../../api/MemberTopic'));

const fallbackDescription = (name: string) => `Posts tagged #${name} from the community.`;

/** /community/hashtag/:hashtag; a tag the sample does not know still gets a page (0 posts until someone uses it). */
export function HashtagScreen() {
  const { hashtag = '' } = useParams();
  const member = useMember();
  const name = hashtag.replace(/^#/, '').toLowerCase();
  // A member sees the tag as member-service counts it; a new tag starts from a fresh load.
  return member ? <MemberHashtag key={name} name={name} /> : <GuestHashtag name={name} />;
}

function MemberHashtag({ name }: { name: string }) {
  const page = (served: ServedTopicState) => (
    <ServedTopicScreen
      served={served}
      title={`#${name}`}
      icon="text"
      description={findHashtag(name)?.description ?? fallbackDescription(name)}
    />
  );
  return (
    <Suspense fallback={<ScreenLoading />}>
      <MemberTopic kind="hashtag" name={name} render={page} />
    </Suspense>
  );
}

function GuestHashtag({ name }: { name: string }) {
  const posts = useAllPosts().filter((post) => hashtagsOf(post.caption).includes(name));
  const known = findHashtag(name);
  const following = useCommunityStore((state) => state.followedHashtags[name] ?? false);
  const setHashtagFollowing = useCommunityStore((state) => state.setHashtagFollowing);

  return (
    <TopicScreen
      title={`#${name}`}
      icon="text"
      postsCount={known?.postsCount ?? posts.length}
      description={known?.description ?? fallbackDescription(name)}
      following={following}
      onToggleFollow={() => setHashtagFollowing(name, !following)}
      posts={posts}
    />
  );
}
