import { useParams } from '@mindset/shared-ui';
import { TopicScreen } from '../../components/TopicScreen';
import { useAllPosts } from '../../components/usePostState';
import { findHashtag } from '../../data/hashtags';
import { hashtagsOf } from '../../data/posts';
import { useCommunityStore } from '../../store/communityStore';

/** /community/hashtag/:hashtag; a tag the sample does not know still gets a page (0 posts until someone uses it). */
export function HashtagScreen() {
  const { hashtag = '' } = useParams();
  const name = hashtag.replace(/^#/, '').toLowerCase();
  const posts = useAllPosts().filter((post) => hashtagsOf(post.caption).includes(name));
  const known = findHashtag(name);
  const following = useCommunityStore((state) => state.followedHashtags[name] ?? false);
  const setHashtagFollowing = useCommunityStore((state) => state.setHashtagFollowing);

  return (
    <TopicScreen
      title={`#${name}`}
      icon="text"
      postsCount={known?.postsCount ?? posts.length}
      description={known?.description ?? `Posts tagged #${name} from the community.`}
      following={following}
      onToggleFollow={() => setHashtagFollowing(name, !following)}
      posts={posts}
    />
  );
}
