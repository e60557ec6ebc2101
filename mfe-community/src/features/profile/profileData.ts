import type { IconName } from '../../components/Icon';
import { samplePosts, type CommunityPost } from '../../data/posts';

/** Product rules (Community): the profile grid shows 12 sample posts. */
export const PROFILE_GRID_SIZE = 12;

/** Story highlights shown under every profile's bio (sample data). */
export const profileHighlights: { id: string; title: string; icon: IconName }[] = [
  { id: 'wins', title: 'Wins', icon: 'star' },
  { id: 'mornings', title: 'Mornings', icon: 'clock' },
  { id: 'books', title: 'Books', icon: 'bookmark' },
  { id: 'goals', title: 'Goals', icon: 'discover' },
  { id: 'gratitude', title: 'Gratitude', icon: 'heart' },
];

/**
 * The 12 posts of a profile grid: the person's own posts first (for the member, what they shared
 * here too), then the community's sample posts, repeated when there are fewer than 12, so every
 * tile opens a post the post page knows.
 */
export function profileGridPosts(username: string, sharedByMember: CommunityPost[]): CommunityPost[] {
  const pool = [
    ...sharedByMember,
    ...samplePosts.filter((post) => post.username === username),
    ...samplePosts.filter((post) => post.username !== username),
  ];
  if (pool.length === 0) return [];
  return Array.from({ length: PROFILE_GRID_SIZE }, (_, index) => pool[index % pool.length] as CommunityPost);
}

/** Posts others tagged the person in (sample: three posts by other people). */
export function taggedPosts(username: string): CommunityPost[] {
  return samplePosts.filter((post) => post.username !== username).slice(0, 3);
}
