import alexAvatar from '../assets/avatars/alex-morgan.svg';
import davidAvatar from '../assets/avatars/david-okafor.svg';
import emmaAvatar from '../assets/avatars/emma-williams.svg';
import marcusAvatar from '../assets/avatars/marcus-johnson.svg';
import sarahAvatar from '../assets/avatars/sarah-chen.svg';

/** How a sample person appears anywhere on the site: one name, one username, one avatar. */
export interface SampleMember {
  username: string;
  name: string;
  /** Image URL (the files are small enough to be inlined); without one the Avatar shows initials. */
  avatar?: string;
}

/**
 * The sample people of the community and the collaboration hub. Both areas draw names and avatars
 * from here, so the same person is never called two things (decision record 0042).
 */
export const sampleMembers = {
  alex: { username: 'alex.mindset', name: 'Alex Morgan', avatar: alexAvatar },
  sarah: { username: 'sarah.growth', name: 'Sarah Chen', avatar: sarahAvatar },
  marcus: { username: 'marcus.rise', name: 'Marcus Johnson', avatar: marcusAvatar },
  emma: { username: 'emma.focus', name: 'Emma Williams', avatar: emmaAvatar },
  david: { username: 'david.victor', name: 'David Okafor', avatar: davidAvatar },
  priya: { username: 'priya.reflects', name: 'Priya Patel' },
  james: { username: 'james.leads', name: 'James Okafor' },
  lena: { username: 'lena.breathes', name: 'Lena Fischer' },
} as const satisfies Record<string, SampleMember>;

/** The sample member a visitor is until they tell the site their name. */
export const sampleVisitor: SampleMember = sampleMembers.alex;

export function findSampleMember(username: string): SampleMember | undefined {
  return Object.values(sampleMembers).find((member) => member.username === username);
}
