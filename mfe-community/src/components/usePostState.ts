import { useMemo } from 'react';
import { sampleComments, type PostComment } from '../data/comments';
import { samplePosts, type CommunityPost } from '../data/posts';
import { useCommunityStore } from '../store/communityStore';
import { adjustedCount } from '../store/socialSlice';
import { useMemberData } from './memberData';
import { asCommunityPost, asPostComment } from './fromService';

/** The member's own posts (newest first) above the sample posts. */
export function useAllPosts(): CommunityPost[] {
  const createdPosts = useCommunityStore((state) => state.createdPosts);
  return useMemo(() => [...createdPosts, ...samplePosts], [createdPosts]);
}

/** A sample or this device's post, else one member-service served (once loaded). */
export function usePost(postId: string | undefined): CommunityPost | undefined {
  const posts = useAllPosts();
  const served = useMemberData().useServedPost(postId);
  return posts.find((post) => post.id === postId) ?? (served ? asCommunityPost(served) : undefined);
}

/** The served version of a post, kept current by live events; undefined for sample and guest posts. */
function useServedPost(post: CommunityPost) {
  return useMemberData().useServedPost(post.served ? post.id : undefined);
}

/**
 * Like state and count of a post: for a served post the service's (a like goes to the service);
 * otherwise the sample's count +/- 1 once the visitor toggles it.
 */
export function usePostLike(post: CommunityPost) {
  const override = useCommunityStore((state) => state.likedPosts[post.id]);
  const setPostLiked = useCommunityStore((state) => state.setPostLiked);
  const { setLiked } = useMemberData();
  const served = useServedPost(post);
  if (served) {
    return {
      liked: served.liked,
      likes: served.likes,
      toggle: () => void setLiked(post.id, !served.liked),
    };
  }
  const liked = override ?? post.isLiked;
  return {
    liked,
    likes: adjustedCount(post.likes, post.isLiked, liked),
    toggle: () => setPostLiked(post.id, !liked),
  };
}

export function usePostSave(post: CommunityPost) {
  const override = useCommunityStore((state) => state.savedPosts[post.id]);
  const setPostSaved = useCommunityStore((state) => state.setPostSaved);
  const { setSaved } = useMemberData();
  const served = useServedPost(post);
  if (served) {
    return {
      saved: served.saved,
      toggle: () => void setSaved(post.id, !served.saved),
    };
  }
  const saved = override ?? post.isBookmarked;
  return { saved, toggle: () => setPostSaved(post.id, !saved) };
}

const noComments: PostComment[] = [];

/** Sample comments, then the visitor's, oldest first; a served post's comments as the service has them. */
export function usePostComments(post: CommunityPost): PostComment[] {
  const added = useCommunityStore((state) => state.addedComments[post.id] ?? noComments);
  const served = useMemberData().useServedComments(post.id);
  return useMemo(
    () =>
      post.served
        ? (served ?? []).map(asPostComment)
        : [...sampleComments.filter((comment) => comment.postId === post.id), ...added],
    [post.id, post.served, added, served],
  );
}

/** How many comments a post has: a served post's count comes with it, before its comments load. */
export function useCommentCount(post: CommunityPost): number {
  const comments = usePostComments(post);
  const served = useServedPost(post);
  return served ? served.comments : comments.length;
}

/** Adds a comment: to the service for a served post (its sentence when refused), else on this device. */
export function useAddComment(post: CommunityPost): (text: string) => Promise<string | null> {
  const addLocal = useCommunityStore((state) => state.addComment);
  const { addComment } = useMemberData();
  return async (text) => {
    if (post.served) return addComment(post.id, text.trim());
    addLocal(post.id, text);
    return null;
  };
}

export function useCommentLike(comment: PostComment) {
  const override = useCommunityStore((state) => state.likedComments[comment.id]);
  const setCommentLiked = useCommunityStore((state) => state.setCommentLiked);
  const liked = override ?? comment.isLiked;
  return {
    liked,
    likes: adjustedCount(comment.likes, comment.isLiked, liked),
    toggle: () => setCommentLiked(comment.id, !liked),
  };
}
