import danielOkaforAvatar from '../../assets/avatars/daniel-okafor.svg';
import emmaRodriguezAvatar from '../../assets/avatars/emma-rodriguez.svg';
import jamesChenAvatar from '../../assets/avatars/james-chen.svg';
import type { IconName } from '../../components/Icon';
import type { Testimonial } from '../../components/content.types';

export const joinBenefits: { icon: IconName; title: string; description: string }[] = [
  {
    icon: 'users',
    title: 'Exclusive community access',
    description: 'Daily discussions, weekly live events and accountability partners in the members-only hub.',
  },
  {
    icon: 'crown',
    title: 'Contest eligibility',
    description: 'Enter our prize contests for UK and USA residents, with £125,000+ in prizes awarded so far.',
  },
  {
    icon: 'book',
    title: 'Premium content',
    description: 'The six-module 30-day system with guided lessons, worksheets and exercises.',
  },
];

export const memberCount = {
  /** A few faces of the membership, drawn next to the count (decorative). */
  faces: [emmaRodriguezAvatar, jamesChenAvatar, danielOkaforAvatar],
  value: '10,247 members',
  caption: 'and counting, working through the 30-day system together.',
} as const;

export const joinTestimonial: Testimonial = {
  id: 'daniel-okafor',
  name: 'Daniel Okafor',
  role: 'Personal trainer',
  avatar: danielOkaforAvatar,
  content:
    'I coach people for a living and still could not coach myself. Joining was the best free decision I have made: the community kept me honest every single day.',
  results: [],
  rating: 5,
};
