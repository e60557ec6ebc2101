import { useMemo } from 'react';
import { sampleStories, type Story } from '../data/stories';
import { useCommunityStore } from '../store/communityStore';
import { useCurrentUser } from './useCurrentUser';

/** The member's own stories first, then the sample's, each person's oldest first. */
export function useAllStories(): Story[] {
  const createdStories = useCommunityStore((state) => state.createdStories);
  return useMemo(() => [...createdStories, ...sampleStories], [createdStories]);
}

/** What the viewer plays for one person. */
export function useStoriesOf(username: string | undefined): Story[] {
  const stories = useAllStories();
  return useMemo(() => stories.filter((story) => story.username === username), [stories, username]);
}

/** People with stories, in the order of the stories row (the member first once they have one). */
export function useStoryAuthors(): string[] {
  const stories = useAllStories();
  const { username: me } = useCurrentUser();
  return useMemo(() => {
    const authors = Array.from(new Set(stories.map((story) => story.username)));
    return authors.sort((a, b) => Number(b === me) - Number(a === me));
  }, [stories, me]);
}
