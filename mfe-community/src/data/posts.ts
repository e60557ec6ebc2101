import bookStack from './images/posts/book-stack.svg';
import cityDusk from './images/posts/city-dusk.svg';
import coffeePlanner from './images/posts/coffee-planner.svg';
import finishLine from './images/posts/finish-line.svg';
import growthChart from './images/posts/growth-chart.svg';
import journalPen from './images/posts/journal-pen.svg';
import meditation from './images/posts/meditation.svg';
import oceanWaves from './images/posts/ocean-waves.svg';
import summitFlag from './images/posts/summit-flag.svg';
import sunriseMountains from './images/posts/sunrise-mountains.svg';
import { minutesBeforeLoad } from './sampleTime';

export type MediaKind = 'image' | 'video';

export interface PostMedia {
  kind: MediaKind;
  /**
   * An imported image URL or a data URL; for media kept only in memory (large files picked this
   * visit) a `memory:` reference that components resolve through components/media.
   */
  src: string;
  alt: string;
}

export type PostCategory = 'achievement' | 'course';

/** docs/product-rules.md, "Community" Post (feed, detail and search share one shape). Comments live in data/comments. */
export interface CommunityPost {
  id: string;
  username: string;
  caption: string;
  /** Empty for a text-only post; several items show as a carousel. */
  media: PostMedia[];
  likes: number;
  shares: number;
  /** ISO date-time. */
  createdAt: string;
  location?: string;
  category?: PostCategory;
  /** The sample's own like and bookmark state; the member's changes live in the store. */
  isLiked: boolean;
  isBookmarked: boolean;
  /**
   * Served by member-service to a signed-in member, with its comment count: its likes, saves and
   * comments go to the service (store/servedCommunityStore.ts). Absent for sample and guest posts.
   * `pinned`: an announcement a moderator pinned to the top of every feed.
   */
  served?: { comments: number; pinned?: boolean };
}

/**
 * The sample posts' images by name: member-service serves the same sample posts to members and
 * names their images `sample:<name>` for the community to draw from its own files.
 */
export const sampleImages: Record<string, string> = {
  'book-stack': bookStack,
  'city-dusk': cityDusk,
  'coffee-planner': coffeePlanner,
  'finish-line': finishLine,
  'growth-chart': growthChart,
  'journal-pen': journalPen,
  meditation,
  'ocean-waves': oceanWaves,
  'summit-flag': summitFlag,
  'sunrise-mountains': sunriseMountains,
};

function image(src: string, alt: string): PostMedia[] {
  return [{ kind: 'image', src, alt }];
}

/** Newest first, as the feed shows them. */
export const samplePosts: CommunityPost[] = [
  {
    id: '1',
    username: 'sarah.growth',
    caption:
      '5:30 am club, day 100. Not because I love mornings, but because I love who I am at 5:30. #mindset #morningroutine #discipline',
    media: image(sunriseMountains, 'Sunrise glowing behind a dark mountain range'),
    likes: 2847,
    shares: 112,
    createdAt: minutesBeforeLoad(45),
    location: 'Lake District, England',
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '2',
    username: 'marcus.rise',
    caption:
      'Module 3 changed the numbers. Income up 847% in a year, but the real win is that I stopped waiting for permission. #success #transformation #mindset',
    media: image(growthChart, 'Bar chart rising steeply with a gold arrow pointing up'),
    likes: 5120,
    shares: 340,
    createdAt: minutesBeforeLoad(180),
    location: 'New York, NY',
    category: 'achievement',
    isLiked: true,
    isBookmarked: false,
  },
  {
    id: '3',
    username: 'emma.focus',
    caption:
      'Three pages every morning. Today’s prompt: what would the best version of me do? #journaling #mindset #growth',
    media: image(journalPen, 'Open journal with handwritten lines and a red pen'),
    likes: 980,
    shares: 24,
    createdAt: minutesBeforeLoad(360),
    location: 'London, United Kingdom',
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '4',
    username: 'david.victor',
    caption:
      'Six months ago I couldn’t run to the bus stop. Today: my first half marathon. Victim to victor. #transformation #goals #motivation',
    media: image(finishLine, 'Runner with arms raised crossing a chequered finish line'),
    likes: 3412,
    shares: 205,
    createdAt: minutesBeforeLoad(60 * 26),
    location: 'Toronto, Canada',
    category: 'achievement',
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '5',
    username: 'sarah.growth',
    caption:
      'New course: The Confidence Blueprint. 21 lessons, one honest question each day. Enrol from Discover. #success #growth',
    media: image(bookStack, 'Stack of colourful books under a gold star'),
    likes: 1764,
    shares: 88,
    createdAt: minutesBeforeLoad(60 * 50),
    category: 'course',
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '6',
    username: 'marcus.rise',
    caption: 'Every summit starts with one ugly, uncomfortable step. Take yours today. #motivation #goals #mindset',
    media: image(summitFlag, 'Snow-capped peak with a gold flag planted on the summit'),
    likes: 4210,
    shares: 190,
    createdAt: minutesBeforeLoad(60 * 74),
    location: 'Bali, Indonesia',
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '7',
    username: 'emma.focus',
    caption:
      'Sunday reset: plan the week in 20 minutes, protect three priorities, let the rest be a bonus. #goals #morningroutine',
    media: image(coffeePlanner, 'Weekly planner beside a cup of coffee'),
    likes: 640,
    shares: 31,
    createdAt: minutesBeforeLoad(60 * 98),
    location: 'Lisbon, Portugal',
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '8',
    username: 'alex.mindset',
    caption: 'Day 18 of the 30-day system. Ten minutes of stillness before I touch my phone. #mindset #transformation',
    media: image(meditation, 'Figure sitting cross-legged in meditation inside a soft circle of light'),
    likes: 86,
    shares: 2,
    createdAt: minutesBeforeLoad(60 * 122),
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '9',
    username: 'david.victor',
    caption: 'Late-night walk and a long talk with myself. The story I tell is changing. #mindset #motivation',
    media: image(cityDusk, 'City skyline with lit windows against a purple and orange dusk'),
    likes: 1290,
    shares: 45,
    createdAt: minutesBeforeLoad(60 * 146),
    location: 'New York, NY',
    isLiked: false,
    isBookmarked: false,
  },
  {
    id: '10',
    username: 'sarah.growth',
    caption: 'Rest is part of the plan. Back on Monday with a new challenge for you all. #success #motivation',
    media: image(oceanWaves, 'Orange sun setting over blue ocean waves'),
    likes: 2210,
    shares: 97,
    createdAt: minutesBeforeLoad(60 * 194),
    location: 'Bali, Indonesia',
    isLiked: true,
    isBookmarked: false,
  },
];

const hashtagPattern = /#([\p{L}\p{N}_]+)/gu;

/** The hashtags of a caption, lower-case and without '#', in order of appearance. */
export function hashtagsOf(caption: string): string[] {
  return Array.from(caption.matchAll(hashtagPattern), (match) => (match[1] ?? '').toLowerCase());
}
