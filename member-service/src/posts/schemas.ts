import type { CommentView, PostView } from './store';

// What the posts concept publishes live, as its store reads it (the contract's feed and post events
// describe the same shapes on the wire).
export type CommunityEvent =
  | { kind: 'post.created'; post: PostView }
  | { kind: 'post.deleted'; postId: string }
  | { kind: 'post.pinned'; post: PostView; pinned: boolean }
  | { kind: 'post.likes'; postId: string; likes: number }
  | { kind: 'post.comments'; postId: string; comments: number }
  | { kind: 'comment.created'; comment: CommentView; comments: number };
