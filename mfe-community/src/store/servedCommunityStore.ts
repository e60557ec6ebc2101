import { memberRequest, toast, type LiveEvent, type MemberResult } from '@mindset/shared-ui';
import { create } from 'zustand';
import type { PostComment } from '../data/comments';
import type { CommunityPost } from '../data/posts';

/** Someone as member-service names them on a post or comment. */
export interface ServedPerson {
  username: string;
  name: string;
  avatarUrl: string | null;
  verified: boolean;
}

/** A post as member-service serves it (`GET /api/members/community/feed`). */
export interface ServedPost {
  id: string;
  author: ServedPerson;
  caption: string;
  location: string | null;
  media: { kind: 'image' | 'video'; url: string; alt: string }[];
  likes: number;
  comments: number;
  liked: boolean;
  saved: boolean;
  createdAt: string;
}

interface ServedComment {
  id: string;
  postId: string;
  author: ServedPerson;
  text: string;
  createdAt: string;
}

/** What member-service sends live about posts (docs/decisions/0064-live-events.md). */
type CommunityEvent =
  | { kind: 'post.created'; post: ServedPost }
  | { kind: 'post.deleted'; postId: string }
  | { kind: 'post.likes'; postId: string; likes: number }
  | { kind: 'post.comments'; postId: string; comments: number }
  | { kind: 'comment.created'; comment: ServedComment; comments: number };

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A picked photo or video, ready to upload. */
export interface MediaToShare {
  file: Blob;
  alt: string;
}

interface ServedCommunityState {
  posts: Record<string, ServedPost>;
  people: Record<string, ServedPerson>;
  /** Post ids of the feed, newest first. */
  feed: string[];
  nextCursor: string | null;
  feedStatus: LoadStatus;
  loadingMore: boolean;
  error: string | null;
  /** postId -> its comments, oldest first, once its page loaded them. */
  comments: Record<string, ServedComment[]>;
  /** postId -> how loading that post's page went. */
  postStatus: Record<string, LoadStatus>;

  loadFeed: () => Promise<void>;
  loadMore: () => Promise<void>;
  loadPost: (postId: string) => Promise<void>;
  setLiked: (postId: string, liked: boolean) => Promise<void>;
  setSaved: (postId: string, saved: boolean) => Promise<void>;
  addComment: (postId: string, text: string) => Promise<string | null>;
  /** Uploads the media one by one (`onProgress` after each), then shares the post. */
  sharePost: (
    post: { caption: string; location: string; media: MediaToShare[] },
    onProgress: (uploaded: number) => void,
  ) => Promise<MemberResult<ServedPost>>;
  /** Blocks a member at the service and takes what they wrote off the screen; the service's sentence on a refusal. */
  block: (username: string) => Promise<string | null>;
  applyLiveEvent: (event: LiveEvent) => void;
}

const API = '/community';

function withPeople(people: Record<string, ServedPerson>, found: ServedPerson[]): Record<string, ServedPerson> {
  const next = { ...people };
  for (const person of found) next[person.username] = person;
  return next;
}

function withPosts(posts: Record<string, ServedPost>, found: ServedPost[]): Record<string, ServedPost> {
  const next = { ...posts };
  for (const post of found) next[post.id] = post;
  return next;
}

/**
 * A signed-in member's community, as member-service serves it: the feed a page at a time, posts,
 * likes, saves and comments, kept current by live events. Not persisted: the service holds it.
 */
export const useServedCommunityStore = create<ServedCommunityState>((set, get) => {
  /** Changes one post in place (a like count, a comment count), if it is loaded. */
  const patchPost = (postId: string, change: Partial<ServedPost>) =>
    set((state) => {
      const post = state.posts[postId];
      return post ? { posts: { ...state.posts, [postId]: { ...post, ...change } } } : state;
    });

  /** A post shared here or heard live goes on top of the feed, once. */
  const rememberPost = (post: ServedPost) =>
    set((state) => ({
      posts: withPosts(state.posts, [state.posts[post.id] ?? post]),
      people: withPeople(state.people, [post.author]),
      feed: state.feed.includes(post.id) ? state.feed : [post.id, ...state.feed],
    }));

  /** A comment added here or heard live joins its post's list once; `count` is the service's total. */
  const rememberComment = (comment: ServedComment, count: number | null) =>
    set((state) => {
      const existing = state.comments[comment.postId] ?? [];
      const isNew = !existing.some((entry) => entry.id === comment.id);
      const post = state.posts[comment.postId];
      const comments = count ?? (post ? post.comments + (isNew ? 1 : 0) : 0);
      return {
        comments: isNew ? { ...state.comments, [comment.postId]: [...existing, comment] } : state.comments,
        people: withPeople(state.people, [comment.author]),
        posts: post ? { ...state.posts, [post.id]: { ...post, comments } } : state.posts,
      };
    });

  const loadPage = async (cursor: string | null) => {
    const result = await memberRequest<{ posts: ServedPost[]; nextCursor: string | null }>(
      `${API}/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (result.error !== null) {
      set(cursor ? { loadingMore: false, error: result.error } : { feedStatus: 'error', error: result.error });
      return;
    }
    const { posts, nextCursor } = result.data;
    set((state) => ({
      posts: withPosts(state.posts, posts),
      people: withPeople(
        state.people,
        posts.map((post) => post.author),
      ),
      feed: [
        ...(cursor ? state.feed : []),
        ...posts.map((post) => post.id).filter((id) => !cursor || !state.feed.includes(id)),
      ],
      nextCursor,
      feedStatus: 'ready',
      loadingMore: false,
      error: null,
    }));
  };

  return {
    posts: {},
    people: {},
    feed: [],
    nextCursor: null,
    feedStatus: 'idle',
    loadingMore: false,
    error: null,
    comments: {},
    postStatus: {},

    loadFeed: async () => {
      set({ feedStatus: 'loading', error: null });
      await loadPage(null);
    },
    loadMore: async () => {
      const { nextCursor, loadingMore } = get();
      if (!nextCursor || loadingMore) return;
      set({ loadingMore: true });
      await loadPage(nextCursor);
    },
    loadPost: async (postId) => {
      set((state) => ({ postStatus: { ...state.postStatus, [postId]: 'loading' } }));
      const result = await memberRequest<{ post: ServedPost; comments: ServedComment[] }>(
        `${API}/posts/${encodeURIComponent(postId)}`,
      );
      if (result.error !== null) {
        set((state) => ({ postStatus: { ...state.postStatus, [postId]: 'error' } }));
        return;
      }
      const { post, comments } = result.data;
      set((state) => ({
        posts: withPosts(state.posts, [post]),
        people: withPeople(state.people, [post.author, ...comments.map((comment) => comment.author)]),
        comments: { ...state.comments, [postId]: comments },
        postStatus: { ...state.postStatus, [postId]: 'ready' },
      }));
    },
    setLiked: async (postId, liked) => {
      const before = get().posts[postId];
      if (!before) return;
      // Shown at once; the service's count replaces the guess, or the old state comes back.
      patchPost(postId, { liked, likes: before.likes + (liked === before.liked ? 0 : liked ? 1 : -1) });
      const result = await memberRequest<{ liked: boolean; likes: number }>(`${API}/posts/${postId}/like`, {
        method: liked ? 'PUT' : 'DELETE',
      });
      if (result.error !== null) {
        patchPost(postId, { liked: before.liked, likes: before.likes });
        toast({ title: result.error, variant: 'destructive' });
        return;
      }
      patchPost(postId, result.data);
    },
    setSaved: async (postId, saved) => {
      const before = get().posts[postId];
      if (!before) return;
      patchPost(postId, { saved });
      const result = await memberRequest<{ saved: boolean }>(`${API}/posts/${postId}/save`, {
        method: saved ? 'PUT' : 'DELETE',
      });
      if (result.error !== null) {
        patchPost(postId, { saved: before.saved });
        toast({ title: result.error, variant: 'destructive' });
      }
    },
    addComment: async (postId, text) => {
      const result = await memberRequest<{ comment: ServedComment }>(`${API}/posts/${postId}/comments`, {
        method: 'POST',
        body: { text },
      });
      if (result.error !== null) return result.error;
      rememberComment(result.data.comment, null);
      return null;
    },
    sharePost: async ({ caption, location, media }, onProgress) => {
      const uploaded: { file: string; alt: string }[] = [];
      for (const item of media) {
        const upload = await memberRequest<{ file: string }>(`${API}/media`, { method: 'POST', body: item.file });
        if (upload.error !== null) return upload;
        uploaded.push({ file: upload.data.file, alt: item.alt });
        onProgress(uploaded.length);
      }
      const result = await memberRequest<{ post: ServedPost }>(`${API}/posts`, {
        method: 'POST',
        body: {
          caption,
          ...(location.trim() ? { location } : {}),
          ...(uploaded.length > 0 ? { media: uploaded } : {}),
        },
      });
      if (result.error !== null) return result;
      rememberPost(result.data.post);
      return { data: result.data.post, error: null };
    },

    block: async (username) => {
      const result = await memberRequest<{ blocked: boolean }>(`/blocks/${encodeURIComponent(username)}`, {
        method: 'PUT',
      });
      if (result.error !== null) return result.error;
      set((state) => ({
        feed: state.feed.filter((id) => state.posts[id]?.author.username !== username),
        comments: Object.fromEntries(
          Object.entries(state.comments).map(([postId, list]) => [
            postId,
            list.filter((comment) => comment.author.username !== username),
          ]),
        ),
      }));
      return null;
    },

    applyLiveEvent: ({ data }) => {
      const event = data as CommunityEvent;
      switch (event.kind) {
        case 'post.created':
          rememberPost(event.post);
          break;
        case 'post.deleted':
          set((state) => ({ feed: state.feed.filter((id) => id !== event.postId) }));
          break;
        case 'post.likes':
          patchPost(event.postId, { likes: event.likes });
          break;
        case 'post.comments':
          patchPost(event.postId, { comments: event.comments });
          break;
        case 'comment.created':
          rememberComment(event.comment, event.comments);
          break;
      }
    },
  };
});

/** A served post in the shape every community screen draws. */
export function asCommunityPost(post: ServedPost): CommunityPost {
  return {
    id: post.id,
    username: post.author.username,
    caption: post.caption,
    media: post.media.map((item) => ({ kind: item.kind, src: item.url, alt: item.alt })),
    likes: post.likes,
    shares: 0,
    createdAt: post.createdAt,
    location: post.location ?? undefined,
    isLiked: post.liked,
    isBookmarked: post.saved,
    served: { comments: post.comments },
  };
}

/** A served comment in the shape the comment list draws (comment likes stay on this device). */
export function asPostComment(comment: ServedComment): PostComment {
  return {
    id: comment.id,
    postId: comment.postId,
    username: comment.author.username,
    text: comment.text,
    likes: 0,
    createdAt: comment.createdAt,
    isLiked: false,
  };
}
