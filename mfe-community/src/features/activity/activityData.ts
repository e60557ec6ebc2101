import { minutesBeforeLoad } from '../../data/sampleTime';

/** docs/product-rules.md, "Community" Activity item; the person's name and avatar come from the sample users. */
export interface ActivityItem {
  id: string;
  type: 'like' | 'follow' | 'comment' | 'mention' | 'story';
  username: string;
  content: string;
  /** ISO date-time. */
  createdAt: string;
  /** The post it is about; its first image shows beside the item. */
  postId?: string;
}

/** What people did to the member's posts and profile, newest first. */
export const yourActivity: ActivityItem[] = [
  {
    id: 'y1',
    type: 'like',
    username: 'sarah.growth',
    content: 'liked your post.',
    createdAt: minutesBeforeLoad(8),
    postId: '8',
  },
  {
    id: 'y2',
    type: 'comment',
    username: 'emma.focus',
    content: 'commented: “Ten minutes changes the whole day. Keep going!”',
    createdAt: minutesBeforeLoad(35),
    postId: '8',
  },
  {
    id: 'y3',
    type: 'follow',
    username: 'marcus.rise',
    content: 'started following you.',
    createdAt: minutesBeforeLoad(120),
  },
  {
    id: 'y4',
    type: 'mention',
    username: 'david.victor',
    content: 'mentioned you in a comment: “@alex.mindset you have to try this route.”',
    createdAt: minutesBeforeLoad(60 * 5),
    postId: '9',
  },
  {
    id: 'y5',
    type: 'story',
    username: 'emma.focus',
    content: 'viewed your story.',
    createdAt: minutesBeforeLoad(60 * 9),
  },
  {
    id: 'y6',
    type: 'follow',
    username: 'david.victor',
    content: 'started following you.',
    createdAt: minutesBeforeLoad(60 * 30),
  },
];

/** What the people the member follows have been doing, newest first. */
export const followingActivity: ActivityItem[] = [
  {
    id: 'f1',
    type: 'like',
    username: 'sarah.growth',
    content: 'liked David Okafor’s post.',
    createdAt: minutesBeforeLoad(20),
    postId: '4',
  },
  {
    id: 'f2',
    type: 'story',
    username: 'emma.focus',
    content: 'added to their story.',
    createdAt: minutesBeforeLoad(60 * 4),
  },
  {
    id: 'f3',
    type: 'follow',
    username: 'marcus.rise',
    content: 'started following Emma Williams.',
    createdAt: minutesBeforeLoad(60 * 6),
  },
  {
    id: 'f4',
    type: 'comment',
    username: 'sarah.growth',
    content: 'commented on Marcus Johnson’s post: “Permission was never the missing piece.”',
    createdAt: minutesBeforeLoad(60 * 7),
    postId: '2',
  },
  {
    id: 'f5',
    type: 'like',
    username: 'david.victor',
    content: 'liked Sarah Chen’s post.',
    createdAt: minutesBeforeLoad(60 * 26),
    postId: '1',
  },
];
