import {
  blockAnswer,
  commentAnswer,
  likeAnswer,
  parseEvent,
  postActivityEvent,
  saveAnswer,
  type Author,
  type Comment,
  type Post,
} from '@mindset/member-contract';
import { memberRequest, toast, type LiveEvent } from '@mindset/shared-ui';
import type { InfiniteData } from '@tanstack/react-query';
import type { FeedPage } from '../components/memberData';
import { queryClient } from './queryClient';

// Posts, comments and people in the member's query cache. A list (the feed, a profile, search
// results) keeps its answer; each post it brings is also kept under its own key, which live events
// and the member's likes, saves and comments change, so every screen showing it agrees.

export const communityKeys = {
  all: ['community'] as const,
  feed: ['community', 'feed'] as const,
  post: (postId: string) => ['community', 'post', postId] as const,
  postPage: (postId: string) => ['community', 'post-page', postId] as const,
  comments: (postId: string) => ['community', 'comments', postId] as const,
  person: (username: string) => ['community', 'person', username] as const,
};

export function rememberPeople(people: Author[]): void {
  for (const person of people) queryClient.setQueryData(communityKeys.person(person.username), person);
}

/** Posts read from the service join the cache under their own keys, so their pages open at once. */
export function rememberPosts(posts: Post[]): void {
  for (const post of posts) queryClient.setQueryData(communityKeys.post(post.id), post);
  rememberPeople(posts.map((post) => post.author));
}

/** Changes one post (a like count, a comment count), if it is in the cache. */
export function patchPost(postId: string, change: Partial<Post>): void {
  queryClient.setQueryData<Post>(communityKeys.post(postId), (post) => post && { ...post, ...change });
}

function changeFeed(change: (posts: Post[], pageIndex: number) => Post[]): void {
  queryClient.setQueryData<InfiniteData<FeedPage, string | null>>(
    communityKeys.feed,
    (feed) =>
      feed && { ...feed, pages: feed.pages.map((page, index) => ({ ...page, posts: change(page.posts, index) })) },
  );
}

/** A post shared here or heard live goes on top of the feed, once. */
export function rememberNewPost(post: Post): void {
  const known = queryClient.getQueryData<Post>(communityKeys.post(post.id));
  rememberPosts([known ?? post]);
  changeFeed((posts, index) =>
    index === 0 && !posts.some((entry) => entry.id === post.id) ? [post, ...posts] : posts,
  );
}

/** A post pinned (or unpinned) by a moderator: kept with its mark, and a pinned one leads the feed. */
function rememberPinned(post: Post): void {
  rememberPosts([post]);
  if (post.pinned)
    changeFeed((posts, index) => [...(index === 0 ? [post] : []), ...posts.filter((entry) => entry.id !== post.id)]);
}

/** A post the member may no longer see leaves the feed and its own key. */
export function forgetPost(postId: string): void {
  changeFeed((posts) => posts.filter((post) => post.id !== postId));
  queryClient.removeQueries({ queryKey: communityKeys.post(postId) });
}

/** A comment added here or heard live joins its post's list once; `count` is the service's total. */
export function rememberComment(comment: Comment, count: number | null): void {
  const existing = queryClient.getQueryData<Comment[]>(communityKeys.comments(comment.postId));
  const isNew = !existing?.some((entry) => entry.id === comment.id);
  if (existing && isNew) queryClient.setQueryData(communityKeys.comments(comment.postId), [...existing, comment]);
  rememberPeople([comment.author]);
  const post = queryClient.getQueryData<Post>(communityKeys.post(comment.postId));
  if (post) patchPost(post.id, { comments: count ?? post.comments + (isNew ? 1 : 0) });
}

/** Applies what member-service sends live about posts; each event may arrive more than once. */
export function applyPostEvent({ data }: LiveEvent): void {
  // Other kinds share the topics (activity on a member's own, say): only posts' are read here.
  const event = parseEvent(postActivityEvent, data);
  switch (event?.kind) {
    case 'post.created':
      rememberNewPost(event.post);
      break;
    case 'post.deleted':
      changeFeed((posts) => posts.filter((post) => post.id !== event.postId));
      break;
    case 'post.pinned':
      // An announcement goes to the top of the feed; unpinned, it stays where it is until the next load.
      rememberPinned({ ...event.post, pinned: event.pinned });
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

/** Shown at once; the service's count replaces the guess, or the old state comes back with its reason. */
export async function setLiked(postId: string, liked: boolean): Promise<void> {
  const before = queryClient.getQueryData<Post>(communityKeys.post(postId));
  if (!before) return;
  patchPost(postId, { liked, likes: before.likes + (liked === before.liked ? 0 : liked ? 1 : -1) });
  const result = await memberRequest(`/community/posts/${postId}/like`, likeAnswer, {
    method: liked ? 'PUT' : 'DELETE',
  });
  if (result.error !== null) {
    patchPost(postId, { liked: before.liked, likes: before.likes });
    toast({ title: result.error, variant: 'destructive' });
    return;
  }
  patchPost(postId, result.data);
}

export async function setSaved(postId: string, saved: boolean): Promise<void> {
  const before = queryClient.getQueryData<Post>(communityKeys.post(postId));
  if (!before) return;
  patchPost(postId, { saved });
  const result = await memberRequest(`/community/posts/${postId}/save`, saveAnswer, {
    method: saved ? 'PUT' : 'DELETE',
  });
  if (result.error !== null) {
    patchPost(postId, { saved: before.saved });
    toast({ title: result.error, variant: 'destructive' });
  }
}

/** Null once added, else the service's sentence. */
export async function addComment(postId: string, text: string): Promise<string | null> {
  const result = await memberRequest(`/community/posts/${postId}/comments`, commentAnswer, {
    method: 'POST',
    body: { text },
  });
  if (result.error !== null) return result.error;
  rememberComment(result.data.comment, null);
  return null;
}

/** Blocks a member at the service and takes what they wrote off the screen; the service's sentence on a refusal. */
export async function block(username: string): Promise<string | null> {
  const result = await memberRequest(`/blocks/${encodeURIComponent(username)}`, blockAnswer, { method: 'PUT' });
  if (result.error !== null) return result.error;
  changeFeed((posts) => posts.filter((post) => post.author.username !== username));
  queryClient.setQueriesData<Comment[]>({ queryKey: ['community', 'comments'] }, (comments) =>
    comments?.filter((comment) => comment.author.username !== username),
  );
  return null;
}

/** Unblocks a member at the service; their posts come back with the next read. */
export async function unblock(username: string): Promise<string | null> {
  const result = await memberRequest(`/blocks/${encodeURIComponent(username)}`, blockAnswer, { method: 'DELETE' });
  return result.error;
}
