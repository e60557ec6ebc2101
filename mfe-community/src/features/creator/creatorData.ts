import type { IconName } from '../../components/Icon';

/** docs/product-rules.md, "Community" Creator profile: what a creator page adds to the member's sample profile (data/users). */
export interface CreatorCourse {
  id: string;
  title: string;
  students: number;
  rating: number;
  /** US dollars (Product rules (Community): creator course prices $97, $67, $47). */
  price: number;
}

export interface CreatorAchievement {
  id: string;
  title: string;
  icon: IconName;
}

export interface CreatorDetails {
  username: string;
  achievements: CreatorAchievement[];
  courses: CreatorCourse[];
}

export const creators: CreatorDetails[] = [
  {
    username: 'sarah.growth',
    achievements: [
      { id: 'top-creator', title: 'Top Creator 2024', icon: 'star' },
      { id: 'followers-10k', title: '10K Followers', icon: 'heart' },
      { id: 'streak-100', title: '100-Day Streak', icon: 'clock' },
      { id: 'certified-coach', title: 'Certified Mindset Coach', icon: 'bookmark' },
    ],
    courses: [
      { id: 'confidence-blueprint', title: 'The Confidence Blueprint', students: 2340, rating: 4.9, price: 97 },
      { id: 'morning-mastery', title: 'Morning Mastery', students: 1870, rating: 4.8, price: 67 },
      { id: 'burnout-to-breakthrough', title: 'Burnout to Breakthrough', students: 960, rating: 4.7, price: 47 },
    ],
  },
  {
    username: 'marcus.rise',
    achievements: [
      { id: 'income-milestone', title: '847% Income Growth', icon: 'discover' },
      { id: 'followers-10k', title: '10K Followers', icon: 'heart' },
      { id: 'speaker', title: 'Keynote Speaker', icon: 'calendar' },
    ],
    courses: [
      { id: 'resilience-under-pressure', title: 'Resilience Under Pressure', students: 3120, rating: 4.9, price: 97 },
      { id: 'income-mindset', title: 'The Income Mindset', students: 2015, rating: 4.8, price: 67 },
      { id: 'bounce-back', title: 'Bounce Back in 30 Days', students: 1480, rating: 4.6, price: 47 },
    ],
  },
];

/** A member's creator details; members without sample courses or awards have empty lists. */
export function creatorDetailsOf(username: string): CreatorDetails {
  return creators.find((creator) => creator.username === username) ?? { username, achievements: [], courses: [] };
}
