import { useMemo } from 'react';
import { sampleComments, type PostComment } from '../data/comments';
import { samplePosts, type CommunityPost } from '../data/posts';
import { useCommunityStore } from '../store/communityStore';
import { adjustedCount } from '../store/socialSlice';

/** The member's own posts (newest first) above the sample posts. */
export function useAllPosts(): CommunityPost[] {
  const createdPosts = useCommunityStore((state) => state.createdPosts);
  return useMemo(() => [...createdPosts, ...samplePosts], [createdPosts]);
}

export function usePost(postId: string | undefined): CommunityPost | undefined {
  const posts = useAllPosts();
  return posts.find((post) => post.id === postId);
}

/** Like state and count of a post: the sample's count +/- 1 once the member toggles it. */
export function usePostLike(post: CommunityPost) {
  const override = useCommunityStore((state) => state.likedPosts[post.id]);
  const setPostLiked = useCommunityStore((state) => state.setPostLiked);
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
  const saved = override ?? post.isBookmarked;
  return { saved, toggle: () => setPostSaved(post.id, !saved) };
}

const noComments: PostComment[] = [];

/** Sample comments, then the member's, oldest first. */
export function usePostComments(postId: string): PostComment[] {
  const added = useCommunityStore((state) => state.addedComments[postId] ?? noComments);
  return useMemo(() => [...sampleComments.filter((comment) => comment.postId === postId), ...added], [postId, added]);
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
