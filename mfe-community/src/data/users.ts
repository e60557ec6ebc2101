import { sampleMembers, sampleVisitor } from '@mindset/shared-ui';

/** Sample people of the community (spec: all data is hard-coded sample data). Shared by every feature. */
export interface CommunityUser {
  username: string;
  name: string;
  /** Imported image URL; without one the Avatar shows initials. */
  avatar?: string;
  verified: boolean;
  bio: string;
  website: string;
  email: string;
  phone: string;
  isPrivate: boolean;
  stats: { posts: number; followers: number; following: number };
}

/** The hard-coded signed-in member (spec: no login is shown): the site's sample visitor. */
export const CURRENT_USERNAME = sampleVisitor.username;

export const users: CommunityUser[] = [
  {
    ...sampleMembers.alex,
    verified: false,
    bio: 'Day 18 of the 30-day system. Rewriting the story I tell myself, one habit at a time.',
    website: 'https://alexmorgan.example',
    email: 'alex@example.com',
    phone: '+44 7700 900123',
    isPrivate: false,
    stats: { posts: 42, followers: 1280, following: 316 },
  },
  {
    ...sampleMembers.sarah,
    verified: true,
    bio: 'Mindset coach. From burnout to building a business I love. Daily wins, no fluff.',
    website: 'https://sarahchen.example',
    email: 'sarah@example.com',
    phone: '+44 7700 900456',
    isPrivate: false,
    stats: { posts: 318, followers: 24800, following: 512 },
  },
  {
    ...sampleMembers.marcus,
    verified: true,
    bio: 'Entrepreneur and resilience trainer. 847% income growth after module 3. Ask me how.',
    website: 'https://marcusrise.example',
    email: 'marcus@example.com',
    phone: '+1 555 0100',
    isPrivate: false,
    stats: { posts: 204, followers: 15200, following: 298 },
  },
  {
    ...sampleMembers.emma,
    verified: false,
    bio: 'Morning routines, journaling and quiet confidence. Member since the first cohort.',
    website: '',
    email: 'emma@example.com',
    phone: '',
    isPrivate: false,
    stats: { posts: 96, followers: 3400, following: 410 },
  },
  {
    ...sampleMembers.david,
    verified: false,
    bio: 'Victim to victor. Sharing the journey, the setbacks and the comebacks.',
    website: '',
    email: 'david@example.com',
    phone: '',
    isPrivate: true,
    stats: { posts: 57, followers: 890, following: 240 },
  },
];

export function findUser(username: string): CommunityUser | undefined {
  return users.find((user) => user.username === username);
}
