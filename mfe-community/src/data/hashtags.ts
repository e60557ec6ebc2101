/** docs/product-rules.md, "Community" Hashtag (the member's follow state lives in the store). */
export interface Hashtag {
  /** Lower-case, without '#'. */
  name: string;
  postsCount: number;
  description: string;
}

/** Most used first; also the Discover page's trending topics. */
export const sampleHashtags: Hashtag[] = [
  { name: 'success', postsCount: 3_100_000, description: 'Wins big and small, and the habits that made them happen.' },
  { name: 'mindset', postsCount: 2_400_000, description: 'Beliefs, habits and the inner work behind every result.' },
  { name: 'motivation', postsCount: 1_850_000, description: 'The spark for the days when discipline needs a hand.' },
  { name: 'goals', postsCount: 1_260_000, description: 'Targets, plans and progress check-ins from the community.' },
  { name: 'growth', postsCount: 1_020_000, description: 'Learning out loud: lessons, setbacks and comebacks.' },
  {
    name: 'transformation',
    postsCount: 892_000,
    description: 'Before and after stories of people rewriting their lives.',
  },
  { name: 'discipline', postsCount: 760_000, description: 'Showing up when it is hard, one rep at a time.' },
  { name: 'morningroutine', postsCount: 540_000, description: 'How members start their day on purpose.' },
  {
    name: 'journaling',
    postsCount: 318_000,
    description: 'Prompts, pages and the clarity that comes from writing it down.',
  },
];

export function findHashtag(name: string): Hashtag | undefined {
  const wanted = name.replace(/^#/, '').toLowerCase();
  return sampleHashtags.find((hashtag) => hashtag.name === wanted);
}
