import confidenceBlueprint from './images/confidence-blueprint.svg';
import morningMastery from './images/morning-mastery.svg';
import resilience from './images/resilience.svg';

/** docs/product-rules.md, "Community" Course; the instructor is a sample username (their creator profile is linked). */
export interface Course {
  id: string;
  title: string;
  instructor: string;
  students: number;
  rating: number;
  /** US dollars (Product rules (Community): sample course prices $97, $67, $87). */
  price: number;
  thumbnail: { src: string; alt: string };
}

export const featuredCourses: Course[] = [
  {
    id: 'confidence-blueprint',
    title: 'The Confidence Blueprint',
    instructor: 'sarah.growth',
    students: 2847,
    rating: 4.9,
    price: 97,
    thumbnail: { src: confidenceBlueprint, alt: 'Gold triangle drawn over a blueprint grid' },
  },
  {
    id: 'resilience-under-pressure',
    title: 'Resilience Under Pressure',
    instructor: 'marcus.rise',
    students: 1923,
    rating: 4.8,
    price: 67,
    thumbnail: { src: resilience, alt: 'Pale leaf rising above green waves' },
  },
  {
    id: 'morning-mastery',
    title: 'Morning Mastery: 30 Days to Momentum',
    instructor: 'sarah.growth',
    students: 3410,
    rating: 4.7,
    price: 87,
    thumbnail: { src: morningMastery, alt: 'Sun rising over a calm horizon' },
  },
];

/** How many trending topics and posts the Trending tab shows. */
export const TRENDING_TOPICS = 6;
export const TRENDING_POSTS = 6;
