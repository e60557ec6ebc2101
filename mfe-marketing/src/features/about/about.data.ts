import emmaRodriguezAvatar from '../../assets/avatars/emma-rodriguez.svg';
import jamesChenAvatar from '../../assets/avatars/james-chen.svg';
import type { IconName } from '../../components/Icon';
import type { StatCardContent, Testimonial } from '../../components/content.types';

export const aboutStats: StatCardContent[] = [
  { icon: 'users', value: '50K+', label: 'Members', description: 'Ambitious people working on their mindset with us.' },
  {
    icon: 'globe',
    value: '85+',
    label: 'Countries',
    description: 'Members join the daily conversation from around the world.',
  },
  {
    icon: 'trend',
    value: '95%',
    label: 'Success rate',
    description: 'Of members who finish the system report a measurable shift.',
  },
  {
    icon: 'dollar',
    value: '$127M+',
    label: 'Total member earnings',
    description: 'Earned by members since they joined.',
  },
];

export const values: { icon: IconName; title: string; description: string }[] = [
  {
    icon: 'target',
    title: 'Results over theory',
    description:
      'Every lesson ends in an action you can take today. If it does not change what you do, it does not make the cut.',
  },
  {
    icon: 'heart',
    title: 'Nobody does it alone',
    description: 'Progress sticks when someone notices. Members hold each other accountable, every day.',
  },
  {
    icon: 'shield',
    title: 'Honest by default',
    description:
      'Real numbers, real stories, and a 30-Day Results Guarantee: every penny back if the system does not work for you.',
  },
  {
    icon: 'spark',
    title: 'Small steps, daily',
    description: '30-60 minutes a day beats a weekend of motivation. We design for consistency, not intensity.',
  },
];

export const founderStory = {
  name: 'Jordan Reeves',
  role: 'Founder',
  title: 'Why we started',
  paragraphs: [
    'Jordan spent most of a decade with the skills, the plans and the books, and still stalled every time the stakes went up. The problem was never information. It was the quiet beliefs about what someone like them was allowed to achieve.',
    'The breakthrough came from a 30-day experiment: one limiting belief at a time, one small daily action, and a group of friends checking in every evening. By the end of the month, the results that had been "someday" for years had started.',
    'That experiment became the six-module 30-Day System, and the group of friends became a community of more than 50,000 members in 85+ countries. The mission has not changed: help ambitious people remove what holds them back and see real results within 30 days.',
  ],
  quote: 'You do not need more information. You need a system, and people who will not let you quit.',
} as const;

export const aboutTestimonials: Testimonial[] = [
  {
    id: 'emma-rodriguez',
    name: 'Emma Rodriguez',
    role: 'Marketing consultant',
    avatar: emmaRodriguezAvatar,
    content:
      'I joined for the modules and stayed for the people. The daily check-ins turned good intentions into a business I am proud of.',
    results: ['Went freelance after eight years employed', 'Booked out three months ahead'],
    rating: 5,
  },
  {
    id: 'james-chen',
    name: 'James Chen',
    role: 'Restaurant owner',
    avatar: jamesChenAvatar,
    content:
      'The resilience module got me through the hardest year of my business. I finally stopped treating setbacks as verdicts.',
    results: ['Opened a second location', 'Cut his working week to five days'],
    rating: 5,
  },
];
