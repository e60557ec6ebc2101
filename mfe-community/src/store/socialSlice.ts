import { currentVisitorIdentity } from '@mindset/shared-ui';
import type { StateCreator } from 'zustand';
import type { PostComment } from '../data/comments';
import type { CommunityPost, PostMedia } from '../data/posts';
import type { Story, StoryMedia } from '../data/stories';
import type { CommunityState } from './communityStore';

/** What the member fills in on the New post screen. */
export interface NewPostInput {
  caption: string;
  location: string;
  media: PostMedia[];
}

/** Things the member can join on the collaboration hub. */
export type JoinableKind = 'group' | 'challenge' | 'event';

/**
 * What the member does to content and people (part 1 of the community: feed, posts, stories,
 * search, discover, collections). Follows are here because profiles (part 2) use them too.
 *
 * Toggles are stored as overrides of the sample ("absent means the sample's own value"), so the
 * sample data stays read-only and a count can be shown as the sample's count +/- 1.
 */
export interface SocialSlice {
  /** username -> following; absent means the sample's own value. */
  following: Record<string, boolean>;
  setFollowing: (username: string, value: boolean) => void;

  /** postId -> liked. */
  likedPosts: Record<string, boolean>;
  setPostLiked: (postId: string, value: boolean) => void;
  /** postId -> saved (bookmarked). */
  savedPosts: Record<string, boolean>;
  setPostSaved: (postId: string, value: boolean) => void;
  /** commentId -> liked. */
  likedComments: Record<string, boolean>;
  setCommentLiked: (commentId: string, value: boolean) => void;

  /** Hashtag name (lower-case, no '#') -> following. */
  followedHashtags: Record<string, boolean>;
  setHashtagFollowing: (name: string, value: boolean) => void;
  /** Location name -> following. */
  followedLocations: Record<string, boolean>;
  setLocationFollowing: (name: string, value: boolean) => void;

  /** postId -> the member's comments, oldest first. */
  addedComments: Record<string, PostComment[]>;
  addComment: (postId: string, text: string) => void;

  /** The member's posts, newest first; they top the feed. */
  createdPosts: CommunityPost[];
  sharePost: (input: NewPostInput) => CommunityPost;
  /** The member's stories, oldest first (the order the viewer plays them). */
  createdStories: Story[];
  shareStory: (media: StoryMedia) => Story;

  /** `${kind}:${id}` -> joined. */
  joined: Record<string, boolean>;
  setJoined: (kind: JoinableKind, id: string, value: boolean) => void;
  /** courseId -> enrolled. */
  enrolledCourses: Record<string, boolean>;
  setEnrolled: (courseId: string, value: boolean) => void;
}

function newId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function joinKey(kind: JoinableKind, id: string): string {
  return `${kind}:${id}`;
}

/** The member's current value of a toggle: their override, else the sample's own value. */
export function currentValue(overrides: Record<string, boolean>, id: string, sampleValue: boolean): boolean {
  return overrides[id] ?? sampleValue;
}

/** A sample count adjusted by the member's toggle: +1 when they turned it on, -1 when off. */
export function adjustedCount(sampleCount: number, sampleValue: boolean, value: boolean): number {
  if (value === sampleValue) return sampleCount;
  return value ? sampleCount + 1 : sampleCount - 1;
}

export const createSocialSlice: StateCreator<CommunityState, [['zustand/persist', unknown]], [], SocialSlice> = (
  set,
) => ({
  following: {},
  setFollowing: (username, value) => set((state) => ({ following: { ...state.following, [username]: value } })),

  likedPosts: {},
  setPostLiked: (postId, value) => set((state) => ({ likedPosts: { ...state.likedPosts, [postId]: value } })),
  savedPosts: {},
  setPostSaved: (postId, value) => set((state) => ({ savedPosts: { ...state.savedPosts, [postId]: value } })),
  likedComments: {},
  setCommentLiked: (commentId, value) =>
    set((state) => ({ likedComments: { ...state.likedComments, [commentId]: value } })),

  followedHashtags: {},
  setHashtagFollowing: (name, value) =>
    set((state) => ({ followedHashtags: { ...state.followedHashtags, [name.toLowerCase()]: value } })),
  followedLocations: {},
  setLocationFollowing: (name, value) =>
    set((state) => ({ followedLocations: { ...state.followedLocations, [name]: value } })),

  addedComments: {},
  addComment: (postId, text) => {
    const trimmed = text.trim();
    // Product rules (Community): empty or whitespace-only comments are ignored.
    if (!trimmed) return;
    const comment: PostComment = {
      id: newId('comment'),
      postId,
      username: currentVisitorIdentity().username,
      text: trimmed,
      likes: 0,
      createdAt: new Date().toISOString(),
      isLiked: false,
    };
    set((state) => ({
      addedComments: { ...state.addedComments, [postId]: [...(state.addedComments[postId] ?? []), comment] },
    }));
  },

  createdPosts: [],
  sharePost: ({ caption, location, media }) => {
    const post: CommunityPost = {
      id: newId('post'),
      username: currentVisitorIdentity().username,
      caption: caption.trim(),
      media,
      likes: 0,
      shares: 0,
      createdAt: new Date().toISOString(),
      location: location.trim() || undefined,
      isLiked: false,
      isBookmarked: false,
    };
    set((state) => ({ createdPosts: [post, ...state.createdPosts] }));
    return post;
  },
  createdStories: [],
  shareStory: (media) => {
    const story: Story = {
      id: newId('story'),
      username: currentVisitorIdentity().username,
      media,
      createdAt: new Date().toISOString(),
      views: 0,
    };
    set((state) => ({ createdStories: [...state.createdStories, story] }));
    return story;
  },

  joined: {},
  setJoined: (kind, id, value) => set((state) => ({ joined: { ...state.joined, [joinKey(kind, id)]: value } })),
  enrolledCourses: {},
  setEnrolled: (courseId, value) =>
    set((state) => ({ enrolledCourses: { ...state.enrolledCourses, [courseId]: value } })),
});
