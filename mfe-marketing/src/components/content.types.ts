import type { IconName } from './Icon';

/** Spec §3: Testimonial. */
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

/** Spec §3: Stat card. */
export interface StatCardContent {
  icon: IconName;
  value: string;
  label: string;
  description: string;
}
