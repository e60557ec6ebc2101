import {
  blockAnswer,
  commentAnswer,
  feedAnswer,
  likeAnswer,
  mediaUploadAnswer,
  okSchema,
  postAnswer,
  postPageAnswer,
  postsAnswer,
  saveAnswer,
} from '@mindset/member-contract';
import { memberMessages, memberRequest, toast, type MemberResult } from '@mindset/shared-ui';
import {
  patchPost,
  rememberComment,
  rememberPost,
  rememberServedPosts,
  useServedCommunityStore,
  withoutPost,
  withPeople,
  withPosts,
  type CollectionKind,
  type MediaToShare,
  type ServedPost,
} from './servedCommunityStore';

// What talks to member-service for a member's community (docs/decisions/0065-served-community.md).
// Only members' screens load this module, so a guest's first load stays as small as the spec's.

const API = '/community';
const { getState: get, setState: set } = useServedCommunityStore;

async function loadPage(cursor: string | null): Promise<void> {
  const result = await memberRequest(`${API}/feed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, feedAnswer);
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
}

export async function loadFeed(): Promise<void> {
  set({ feedStatus: 'loading', error: null });
  await loadPage(null);
}

export async function loadMore(): Promise<void> {
  const { nextCursor, loadingMore } = get();
  if (!nextCursor || loadingMore) return;
  set({ loadingMore: true });
  await loadPage(nextCursor);
}

export async function loadPost(postId: string): Promise<void> {
  set((state) => ({ postStatus: { ...state.postStatus, [postId]: 'loading' } }));
  const result = await memberRequest(`${API}/posts/${encodeURIComponent(postId)}`, postPageAnswer);
  if (result.error !== null) {
    // A post the member may no longer see (a block, a private account) leaves every cached list too.
    const refused = result.error !== memberMessages.unreachable;
    set((state) => ({
      postStatus: { ...state.postStatus, [postId]: 'error' },
      postProblems: { ...state.postProblems, [postId]: result.error },
      ...(refused ? withoutPost(state, postId) : {}),
    }));
    return;
  }
  const { post, comments } = result.data;
  set((state) => ({
    posts: withPosts(state.posts, [post]),
    people: withPeople(state.people, [post.author, ...comments.map((comment) => comment.author)]),
    comments: { ...state.comments, [postId]: comments },
    postStatus: { ...state.postStatus, [postId]: 'ready' },
  }));
}

/** Shown at once; the service's count replaces the guess, or the old state comes back with its reason. */
export async function setLiked(postId: string, liked: boolean): Promise<void> {
  const before = get().posts[postId];
  if (!before) return;
  patchPost(postId, { liked, likes: before.likes + (liked === before.liked ? 0 : liked ? 1 : -1) });
  const result = await memberRequest(`${API}/posts/${postId}/like`, likeAnswer, {
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
  const before = get().posts[postId];
  if (!before) return;
  patchPost(postId, { saved });
  const result = await memberRequest(`${API}/posts/${postId}/save`, saveAnswer, {
    method: saved ? 'PUT' : 'DELETE',
  });
  if (result.error !== null) {
    patchPost(postId, { saved: before.saved });
    toast({ title: result.error, variant: 'destructive' });
  }
}

/** Null once added, else the service's sentence. */
export async function addComment(postId: string, text: string): Promise<string | null> {
  const result = await memberRequest(`${API}/posts/${postId}/comments`, commentAnswer, {
    method: 'POST',
    body: { text },
  });
  if (result.error !== null) return result.error;
  rememberComment(result.data.comment, null);
  return null;
}

/** Uploads the media one by one (`onProgress` after each), then shares the post. */
export async function sharePost(
  { caption, location, media }: { caption: string; location: string; media: MediaToShare[] },
  onProgress: (uploaded: number) => void,
): Promise<MemberResult<ServedPost>> {
  const uploaded: { file: string; alt: string }[] = [];
  for (const item of media) {
    const upload = await memberRequest(`${API}/media`, mediaUploadAnswer, { method: 'POST', body: item.file });
    if (upload.error !== null) return upload;
    uploaded.push({ file: upload.data.file, alt: item.alt });
    onProgress(uploaded.length);
  }
  const result = await memberRequest(`${API}/posts`, postAnswer, {
    method: 'POST',
    body: { caption, ...(location.trim() ? { location } : {}), ...(uploaded.length > 0 ? { media: uploaded } : {}) },
  });
  if (result.error !== null) return result;
  rememberPost(result.data.post);
  return { data: result.data.post, error: null };
}

/** Blocks a member at the service and takes what they wrote off the screen; the service's sentence on a refusal. */
/** Unblocks a member at the service; their posts come back with the next read. */
export async function unblock(username: string): Promise<string | null> {
  const result = await memberRequest(`/blocks/${encodeURIComponent(username)}`, blockAnswer, {
    method: 'DELETE',
  });
  return result.error;
}

export async function block(username: string): Promise<string | null> {
  const result = await memberRequest(`/blocks/${encodeURIComponent(username)}`, blockAnswer, {
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
}

/** Reports a post to the moderators; null when sent, else the service's sentence. */
export async function reportPost(postId: string, reason: string): Promise<string | null> {
  const result = await memberRequest(`${API}/posts/${encodeURIComponent(postId)}/report`, okSchema, {
    method: 'POST',
    body: { reason },
  });
  return result.error;
}

/** The member's saved or liked posts, read afresh each time the collection is shown; null or the reason it failed. */
export async function loadCollection(kind: CollectionKind): Promise<string | null> {
  const result = await memberRequest(`${API}/collections/${kind}`, postsAnswer);
  if (result.error !== null) return result.error;
  const { posts } = result.data;
  rememberServedPosts(posts);
  set((state) => ({ collections: { ...state.collections, [kind]: posts.map((post) => post.id) } }));
  return null;
}
