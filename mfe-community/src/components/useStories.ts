import type { StoryAuthor as ServedStoryAuthor } from '@mindset/member-contract';
import { useEffect, useMemo } from 'react';
import { sampleStories, storyBackgroundIds, type Story } from '../data/stories';
import { useCommunityStore } from '../store/communityStore';
import { useMemberData, type LoadStatus } from './memberData';
import { mediaSrc } from './fromService';
import { useCurrentUser } from './useCurrentUser';

export interface StoriesView {
  stories: Story[];
  /** Usernames whose stories the member has all seen (their ring is grey); none for a guest. */
  allSeen: ReadonlySet<string>;
  /** A guest's stories are 'ready' at once; a member's come from the service. */
  status: LoadStatus;
  error: string | null;
}

export interface StoryAuthor {
  username: string;
  seen: boolean;
}

function asStories({ author, stories }: ServedStoryAuthor): Story[] {
  return stories.map((story) => ({
    id: story.id,
    username: author.username,
    media:
      story.kind === 'image'
        ? { kind: 'image', src: story.url ? mediaSrc(story.url) : '', alt: story.alt }
        : {
            kind: 'text',
            text: story.text,
            background: storyBackgroundIds.find((id) => id === story.background) ?? 'black',
          },
    createdAt: story.createdAt,
    // The service does not count a story's viewers; the viewer does not show this for a member.
    views: 0,
  }));
}

const noneSeen: ReadonlySet<string> = new Set();

/**
 * A member's stories as member-service serves them (their own first, then the unseen); a guest's
 * own stories first, then the sample's. Each person's oldest first.
 */
export function useAllStories(): StoriesView {
  const createdStories = useCommunityStore((state) => state.createdStories);
  const served = useMemberData().useStories();
  return useMemo(() => {
    if (!served) {
      return { stories: [...createdStories, ...sampleStories], allSeen: noneSeen, status: 'ready', error: null };
    }
    return {
      stories: served.authors.flatMap(asStories),
      allSeen: new Set(served.authors.filter((entry) => entry.allSeen).map((entry) => entry.author.username)),
      status: served.status,
      error: served.error,
    };
  }, [createdStories, served]);
}

/** What the viewer plays for one person. */
export function useStoriesOf(username: string | undefined): StoriesView {
  const view = useAllStories();
  return useMemo(
    () => ({ ...view, stories: view.stories.filter((story) => story.username === username) }),
    [view, username],
  );
}

/** People with stories, in the order of the stories row (the member first once they have one). */
export function useStoryAuthors(): StoryAuthor[] {
  const { stories, allSeen } = useAllStories();
  const { username: me } = useCurrentUser();
  return useMemo(() => {
    const authors = Array.from(new Set(stories.map((story) => story.username)));
    return authors
      .sort((a, b) => Number(b === me) - Number(a === me))
      .map((username) => ({ username, seen: allSeen.has(username) }));
  }, [stories, allSeen, me]);
}

/** For a member, a story shown in the viewer is seen: the service is told, and the ring turns grey. */
export function useSeenWhenShown(storyId: string | undefined): void {
  const { markSeen } = useMemberData();
  useEffect(() => {
    if (storyId) void markSeen(storyId);
  }, [markSeen, storyId]);
}
