import { memberRequest, onSignOut, subscribeLive, type LiveEvent } from '@mindset/shared-ui';
import { create } from 'zustand';
import type { StoryBackground } from '../data/stories';
import { useServedCommunityStore, withPeople, type LoadStatus, type ServedPerson } from './servedCommunityStore';

// What talks to member-service about a member's stories. Only members' screens load this module
// (useStories.ts imports it when someone is signed in), so a guest's first load stays small.

/** A story as member-service serves it (`GET /api/members/community/stories`). */
export interface ServedStory {
  id: string;
  kind: 'image' | 'text';
  url: string | null;
  alt: string;
  text: string;
  background: string | null;
  createdAt: string;
  seen: boolean;
}

/** One person's stories of the last 24 hours, oldest first; `allSeen` draws the grey ring. */
export interface ServedStoryAuthor {
  author: ServedPerson;
  stories: ServedStory[];
  allSeen: boolean;
}

export interface ServedStoriesState {
  /** The member's own first, then the unseen, as the service orders them. */
  authors: ServedStoryAuthor[];
  status: LoadStatus;
  error: string | null;
}

/** What a member shares: a photo (uploaded first) or text on one of the backgrounds. */
export type StoryToShare =
  { kind: 'image'; photo: Blob; alt: string } | { kind: 'text'; text: string; background: StoryBackground };

const API = '/community/stories';

/** Not persisted: the service holds a member's stories. */
export const useServedStoriesStore = create<ServedStoriesState>(() => ({ authors: [], status: 'idle', error: null }));

const { getState: get, setState: set } = useServedStoriesStore;
// Stories were read as the member: none of them outlive the session.
onSignOut(() => set(useServedStoriesStore.getInitialState(), true));

let latestLoad = 0;

export async function loadStories(): Promise<void> {
  latestLoad += 1;
  const load = latestLoad;
  // A reload (a live change) keeps the row on screen instead of flashing a loading state.
  set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading' }));
  const result = await memberRequest<{ authors: ServedStoryAuthor[] }>(API);
  // A later load started while this one was on its way: its answer is the newer one.
  if (load !== latestLoad) return;
  if (result.error !== null) {
    set({ status: 'error', error: result.error });
    return;
  }
  const { authors } = result.data;
  set({ authors, status: 'ready', error: null });
  // The viewer and the row name and draw authors through the served community's people.
  useServedCommunityStore.setState((state) => ({
    people: withPeople(
      state.people,
      authors.map((entry) => entry.author),
    ),
  }));
}

function onFeedEvent({ data }: LiveEvent): void {
  if ((data as { kind?: unknown }).kind === 'stories.changed') void loadStories();
}

let watchers = 0;
let stopLive: (() => void) | null = null;

/**
 * While a feed or the viewer is open: the stories load afresh and reload whenever anyone shares one.
 * Several screens may watch at once; the last to stop ends the live subscription. Returns the stop.
 */
export function watchStories(): () => void {
  watchers += 1;
  if (watchers === 1) {
    void loadStories();
    stopLive = subscribeLive({ topics: ['feed'], onEvent: onFeedEvent, onResync: () => void loadStories() });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers -= 1;
    if (watchers > 0) return;
    stopLive?.();
    stopLive = null;
  };
}

/** Tells the service a story was shown; once it agrees, the story (and maybe its author's ring) is seen. */
export async function markSeen(storyId: string): Promise<void> {
  const shown = get()
    .authors.flatMap((entry) => entry.stories)
    .find((story) => story.id === storyId);
  if (!shown || shown.seen) return;
  const result = await memberRequest<{ ok: true }>(`${API}/${encodeURIComponent(storyId)}/seen`, { method: 'PUT' });
  // Left unseen on a failure: the next showing asks again.
  if (result.error !== null) return;
  set((state) => ({
    authors: state.authors.map((entry) => {
      if (!entry.stories.some((story) => story.id === storyId)) return entry;
      const stories = entry.stories.map((story) => (story.id === storyId ? { ...story, seen: true } : story));
      return { ...entry, stories, allSeen: entry.allSeen || stories.every((story) => story.seen) };
    }),
  }));
}

/** Uploads a photo first (`onUploaded` after it), then shares the story; null once shared, else the service's sentence. */
export async function shareStory(story: StoryToShare, onUploaded: () => void): Promise<string | null> {
  let body: object = story;
  if (story.kind === 'image') {
    const upload = await memberRequest<{ file: string }>('/community/media', { method: 'POST', body: story.photo });
    if (upload.error !== null) return upload.error;
    onUploaded();
    body = { kind: 'image', file: upload.data.file, alt: story.alt };
  }
  const result = await memberRequest<{ id: string }>(API, { method: 'POST', body });
  return result.error;
}
