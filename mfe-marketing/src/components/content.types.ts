import type { IconName } from './Icon';

/** Product rules (Marketing pages): Testimonial. */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  /** URL of a small SVG imported from src/assets. */
  avatar: string;
  content: string;
  results: string[];
  rating: 5;
}

/** Product rules (Marketing pages): Stat card. */
export interface StatCardContent {
  icon: IconName;
  value: string;
  label: string;
  description: string;
}
