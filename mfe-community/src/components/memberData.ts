import type { Author, Comment, Post, StoryAuthor } from '@mindset/member-contract';
import { createContext, useContext } from 'react';

// The one place the community's shared hooks learn whether a member's data layer is there. The app
// picks guest or member once (app/MemberSeam.tsx); a guest's page never loads the member's layer
// (src/api), so these are types only (docs/decisions/0086-member-seam-in-the-remotes.md).

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One page of a member's feed as member-service serves it. */
export interface FeedPage {
  posts: Post[];
  nextCursor: string | null;
}

/** A member's stories: their own first, then the unseen, as the service orders them. */
export interface ServedStories {
  authors: StoryAuthor[];
  status: LoadStatus;
  error: string | null;
}

/** What the screens every visitor shares read of a member's data; for a guest, nothing. */
export interface MemberData {
  /** A post as the service last told it (live counts, the member's like and save), once read. */
  useServedPost(postId: string | undefined): Post | undefined;
  /** A served post's comments, oldest first, once its page read them. */
  useServedComments(postId: string): Comment[] | undefined;
  /** Finds someone the member met in served posts, comments and stories. */
  usePeople(): (username: string) => Author | undefined;
  /** The member's stories, loaded and kept current while a screen shows them; null for a guest. */
  useStories(): ServedStories | null;
  setLiked(postId: string, liked: boolean): Promise<void>;
  setSaved(postId: string, saved: boolean): Promise<void>;
  /** Null once added, else the service's sentence. */
  addComment(postId: string, text: string): Promise<string | null>;
  markSeen(storyId: string): Promise<void>;
}

const nobody = (): undefined => undefined;

/** A guest's: everything they do stays on this device (the community store), nothing is served. */
export const guestData: MemberData = {
  useServedPost: nobody,
  useServedComments: nobody,
  usePeople: () => nobody,
  useStories: () => null,
  setLiked: () => Promise.resolve(),
  setSaved: () => Promise.resolve(),
  addComment: () => Promise.resolve(null),
  markSeen: () => Promise.resolve(),
};

export const MemberDataContext = createContext<MemberData>(guestData);

export function useMemberData(): MemberData {
  return useContext(MemberDataContext);
}
