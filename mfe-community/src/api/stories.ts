import { okSchema, parseEvent, storiesAnswer, storiesChangedEvent, type StoryAuthor } from '@mindset/member-contract';
import { memberRequest, subscribeLive } from '@mindset/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ServedStories } from '../components/memberData';
import { rememberPeople } from './posts';
import { queryClient, served } from './queryClient';

// A member's stories in the query cache: read when a feed or the viewer shows them, read again
// whenever anyone shares one (the feed topic says so) and after a replay gap.

const API = '/community/stories';
export const storiesKey = ['community', 'stories'] as const;

async function loadStories(): Promise<StoryAuthor[]> {
  const { authors } = await served(memberRequest(API, storiesAnswer));
  // The viewer and the row name and draw authors as people the member met.
  rememberPeople(authors.map((entry) => entry.author));
  return authors;
}

const reloadStories = () => void queryClient.invalidateQueries({ queryKey: storiesKey });

export function useServedStories(): ServedStories {
  const { data, status, error } = useQuery({ queryKey: storiesKey, queryFn: loadStories });
  useEffect(
    () =>
      subscribeLive({
        topics: ['feed'],
        onEvent: ({ data: event }) => {
          if (parseEvent(storiesChangedEvent, event)) reloadStories();
        },
        onResync: reloadStories,
      }),
    [],
  );
  return {
    authors: data ?? [],
    status: status === 'pending' ? 'loading' : status === 'error' ? 'error' : 'ready',
    error: error?.message ?? null,
  };
}

/** Tells the service a story was shown; once it agrees, the story (and maybe its author's ring) is seen. */
export async function markSeen(storyId: string): Promise<void> {
  const shown = queryClient
    .getQueryData<StoryAuthor[]>(storiesKey)
    ?.flatMap((entry) => entry.stories)
    .find((story) => story.id === storyId);
  if (!shown || shown.seen) return;
  const result = await memberRequest(`${API}/${encodeURIComponent(storyId)}/seen`, okSchema, { method: 'PUT' });
  // Left unseen on a failure: the next showing asks again.
  if (result.error !== null) return;
  queryClient.setQueryData<StoryAuthor[]>(storiesKey, (authors) =>
    authors?.map((entry) => {
      if (!entry.stories.some((story) => story.id === storyId)) return entry;
      const stories = entry.stories.map((story) => (story.id === storyId ? { ...story, seen: true } : story));
      return { ...entry, stories, allSeen: entry.allSeen || stories.every((story) => story.seen) };
    }),
  );
}
