import { sampleHashtags, type Hashtag } from '../../data/hashtags';
import { sampleLocations } from '../../data/locations';
import { hashtagsOf, type CommunityPost } from '../../data/posts';
import { users, type CommunityUser } from '../../data/users';

/** Product rules (Community): popular searches offered before the member types. */
export const POPULAR_SEARCHES = ['#mindset', '#motivation', '#success', '#transformation', '#goals'];

/** A hashtag or place found, with how many posts use it. */
export interface TopicResult {
  name: string;
  postsCount: number;
}

export interface SearchResults {
  posts: CommunityPost[];
  users: CommunityUser[];
  hashtags: Hashtag[];
  locations: TopicResult[];
}

/** The sample's hashtags plus any the member's own posts introduced. */
function allHashtags(posts: CommunityPost[]): Hashtag[] {
  const known = new Set(sampleHashtags.map((hashtag) => hashtag.name));
  const extra = new Map<string, number>();
  posts.forEach((post) =>
    hashtagsOf(post.caption)
      .filter((tag) => !known.has(tag))
      .forEach((tag) => extra.set(tag, (extra.get(tag) ?? 0) + 1)),
  );
  return [...sampleHashtags, ...Array.from(extra, ([name, postsCount]) => ({ name, postsCount, description: '' }))];
}

function allPlaces(posts: CommunityPost[]): TopicResult[] {
  const known = new Set(sampleLocations.map((location) => location.name.toLowerCase()));
  const extra = new Map<string, number>();
  posts.forEach((post) => {
    if (post.location && !known.has(post.location.toLowerCase())) {
      extra.set(post.location, (extra.get(post.location) ?? 0) + 1);
    }
  });
  return [
    ...sampleLocations.map(({ name, postsCount }) => ({ name, postsCount })),
    ...Array.from(extra, ([name, postsCount]) => ({ name, postsCount })),
  ];
}

/**
 * Case-insensitive substring search. '#word' looks only at hashtags (captions and tags), '@word'
 * only at people; anything else looks at captions, people, hashtags and places.
 */
export function searchCommunity(query: string, posts: CommunityPost[]): SearchResults {
  const term = query.trim().toLowerCase();
  const bare = term.replace(/^[#@]/, '');
  const empty: SearchResults = { posts: [], users: [], hashtags: [], locations: [] };
  if (!bare) return empty;

  const scope = term.startsWith('#') ? 'hashtags' : term.startsWith('@') ? 'people' : 'everything';
  const includes = (text: string) => text.toLowerCase().includes(bare);
  const matchingUsers = users.filter((user) => includes(user.username) || includes(user.name));

  if (scope === 'people') return { ...empty, users: matchingUsers };
  if (scope === 'hashtags') {
    return {
      ...empty,
      posts: posts.filter((post) => hashtagsOf(post.caption).some(includes)),
      hashtags: allHashtags(posts).filter((hashtag) => includes(hashtag.name)),
    };
  }
  return {
    posts: posts.filter((post) => includes(post.caption)),
    users: matchingUsers,
    hashtags: allHashtags(posts).filter((hashtag) => includes(hashtag.name)),
    locations: allPlaces(posts).filter((place) => includes(place.name)),
  };
}
