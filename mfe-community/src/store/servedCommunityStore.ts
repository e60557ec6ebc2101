import { parseEvent, postActivityEvent, type Author, type Comment, type Post } from '@mindset/member-contract';
import { onSignOut, type LiveEvent } from '@mindset/shared-ui';
import { create } from 'zustand';
import type { PostComment } from '../data/comments';
import { sampleImages, type CommunityPost } from '../data/posts';

/** Someone as member-service names them on a post or comment (the contract's shape). */
export type ServedPerson = Author;
/** A post as member-service serves it (`GET /api/members/community/feed`). */
export type ServedPost = Post;
export type ServedComment = Comment;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export type CollectionKind = 'saved' | 'liked';

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
  /** postId -> the service's sentence when it refused the post's page ("This account is private.", say). */
  postProblems: Record<string, string>;
  /** The member's saved and liked posts (ids, most recent first), once asked for. */
  collections: Partial<Record<CollectionKind, string[]>>;
}

export function withPeople(people: Record<string, ServedPerson>, found: ServedPerson[]): Record<string, ServedPerson> {
  const next = { ...people };
  for (const person of found) next[person.username] = person;
  return next;
}

/** The state with one post gone from the posts, the feed and the collections. */
export function withoutPost(
  state: ServedCommunityState,
  postId: string,
): Pick<ServedCommunityState, 'posts' | 'feed' | 'collections'> {
  const { [postId]: _gone, ...posts } = state.posts;
  const collections = Object.fromEntries(
    Object.entries(state.collections).map(([kind, ids]) => [kind, ids.filter((id) => id !== postId)]),
  );
  return { posts, feed: state.feed.filter((id) => id !== postId), collections };
}

export function withPosts(posts: Record<string, ServedPost>, found: ServedPost[]): Record<string, ServedPost> {
  const next = { ...posts };
  for (const post of found) next[post.id] = post;
  return next;
}

/**
 * A signed-in member's community, as member-service serves it: the feed a page at a time, posts,
 * likes, saves and comments, kept current by live events. Not persisted: the service holds it.
 * What talks to the service is in servedCommunityActions.ts, loaded only when a member needs it.
 */
export const useServedCommunityStore = create<ServedCommunityState>(() => ({
  posts: {},
  people: {},
  feed: [],
  nextCursor: null,
  feedStatus: 'idle',
  loadingMore: false,
  error: null,
  comments: {},
  postStatus: {},
  postProblems: {},
  collections: {},
}));

const set = useServedCommunityStore.setState;
// Posts, people and collections were read as the member: none of it outlives their session.
onSignOut(() => set(useServedCommunityStore.getInitialState(), true));

/** Changes one post in place (a like count, a comment count), if it is loaded. */
export function patchPost(postId: string, change: Partial<ServedPost>): void {
  set((state) => {
    const post = state.posts[postId];
    return post ? { posts: { ...state.posts, [postId]: { ...post, ...change } } } : state;
  });
}

/** Posts read from the service (a profile's, a hashtag's, search results) join the store, so their pages open at once. */
export function rememberServedPosts(found: ServedPost[]): void {
  set((state) => ({
    posts: withPosts(state.posts, found),
    people: withPeople(
      state.people,
      found.map((post) => post.author),
    ),
  }));
}

/** A post shared here or heard live goes on top of the feed, once. */
export function rememberPost(post: ServedPost): void {
  set((state) => ({
    posts: withPosts(state.posts, [state.posts[post.id] ?? post]),
    people: withPeople(state.people, [post.author]),
    feed: state.feed.includes(post.id) ? state.feed : [post.id, ...state.feed],
  }));
}

/** A comment added here or heard live joins its post's list once; `count` is the service's total. */
export function rememberComment(comment: ServedComment, count: number | null): void {
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
}

/** Applies what member-service sends live about posts; each event may arrive more than once. */
export function applyCommunityEvent({ data }: LiveEvent): void {
  // Other kinds share the topics (activity on a member's own, say): only posts' are read here.
  const event = parseEvent(postActivityEvent, data);
  switch (event?.kind) {
    case 'post.created':
      rememberPost(event.post);
      break;
    case 'post.deleted':
      set((state) => ({ feed: state.feed.filter((id) => id !== event.postId) }));
      break;
    case 'post.pinned':
      // An announcement goes to the top of the feed; unpinned, it stays where it is until the next load.
      set((state) => ({
        posts: withPosts(state.posts, [{ ...(state.posts[event.post.id] ?? event.post), pinned: event.pinned }]),
        people: withPeople(state.people, [event.post.author]),
        feed: event.pinned ? [event.post.id, ...state.feed.filter((id) => id !== event.post.id)] : state.feed,
      }));
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
}

/** A served file's address, or for a sample post's image (`sample:<name>`) the community's own file. */
export function mediaSrc(url: string): string {
  return url.startsWith('sample:') ? (sampleImages[url.slice('sample:'.length)] ?? url) : url;
}

/** A served post in the shape every community screen draws. */
export function asCommunityPost(post: ServedPost): CommunityPost {
  return {
    id: post.id,
    username: post.author.username,
    caption: post.caption,
    media: post.media.map((item) => ({ kind: item.kind, src: mediaSrc(item.url), alt: item.alt })),
    likes: post.likes,
    shares: 0,
    createdAt: post.createdAt,
    location: post.location ?? undefined,
    isLiked: post.liked,
    isBookmarked: post.saved,
    served: { comments: post.comments, pinned: post.pinned },
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
