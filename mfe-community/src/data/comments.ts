import { minutesBeforeLoad } from './sampleTime';

/** docs/product-rules.md, "Community" Comment. */
export interface PostComment {
  id: string;
  postId: string;
  username: string;
  text: string;
  likes: number;
  /** ISO date-time. */
  createdAt: string;
  /** The sample's own like state; the member's changes live in the store. */
  isLiked: boolean;
}

/** Oldest first within each post. */
export const sampleComments: PostComment[] = [
  {
    id: 'c1',
    postId: '1',
    username: 'emma.focus',
    text: 'Day 100! This is the push I needed this morning.',
    likes: 24,
    createdAt: minutesBeforeLoad(40),
    isLiked: false,
  },
  {
    id: 'c2',
    postId: '1',
    username: 'marcus.rise',
    text: 'Who you are at 5:30 is who shows up at 5 pm too.',
    likes: 57,
    createdAt: minutesBeforeLoad(32),
    isLiked: true,
  },
  {
    id: 'c3',
    postId: '1',
    username: 'david.victor',
    text: 'Stealing this line for my journal.',
    likes: 8,
    createdAt: minutesBeforeLoad(10),
    isLiked: false,
  },
  {
    id: 'c4',
    postId: '2',
    username: 'sarah.growth',
    text: 'So proud of you, Marcus. Permission was never the missing piece.',
    likes: 112,
    createdAt: minutesBeforeLoad(170),
    isLiked: false,
  },
  {
    id: 'c5',
    postId: '2',
    username: 'alex.mindset',
    text: 'Module 3 is next for me. Any advice?',
    likes: 3,
    createdAt: minutesBeforeLoad(150),
    isLiked: false,
  },
  {
    id: 'c6',
    postId: '3',
    username: 'sarah.growth',
    text: 'That prompt is gold. Using it tomorrow.',
    likes: 19,
    createdAt: minutesBeforeLoad(300),
    isLiked: false,
  },
  {
    id: 'c7',
    postId: '4',
    username: 'emma.focus',
    text: 'Crying at my desk. Congratulations, David!',
    likes: 64,
    createdAt: minutesBeforeLoad(60 * 25),
    isLiked: false,
  },
  {
    id: 'c8',
    postId: '4',
    username: 'marcus.rise',
    text: 'Victim to victor. Respect.',
    likes: 41,
    createdAt: minutesBeforeLoad(60 * 24),
    isLiked: false,
  },
  {
    id: 'c9',
    postId: '6',
    username: 'david.victor',
    text: 'Needed this today.',
    likes: 12,
    createdAt: minutesBeforeLoad(60 * 70),
    isLiked: false,
  },
  {
    id: 'c10',
    postId: '8',
    username: 'emma.focus',
    text: 'Ten minutes changes the whole day. Keep going!',
    likes: 5,
    createdAt: minutesBeforeLoad(60 * 120),
    isLiked: false,
  },
];
