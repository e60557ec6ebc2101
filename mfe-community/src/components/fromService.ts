import type { Comment, Post } from '@mindset/member-contract';
import type { PostComment } from '../data/comments';
import { sampleImages, type CommunityPost } from '../data/posts';

// Served shapes drawn with the screens every visitor shares. Types only from the contract, so a
// guest's page carries none of its code.

/** A served file's address, or for a sample post's image (`sample:<name>`) the community's own file. */
export function mediaSrc(url: string): string {
  return url.startsWith('sample:') ? (sampleImages[url.slice('sample:'.length)] ?? url) : url;
}

/** A served post in the shape every community screen draws. */
export function asCommunityPost(post: Post): CommunityPost {
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
export function asPostComment(comment: Comment): PostComment {
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
