/** docs/product-rules.md, "Community" Group; ids match the collaboration area's group chats (/collab/groups/{id}). */
export interface Group {
  id: string;
  name: string;
  description: string;
  members: number;
  category: string;
  /** The sample's own joined state; the member's changes live in the store. */
  isJoined: boolean;
}

/** docs/product-rules.md, "Community" Challenge; progress is how far the challenge has run, in percent. */
export interface Challenge {
  id: string;
  title: string;
  description: string;
  participants: number;
  daysLeft: number;
  progress: number;
  isJoined: boolean;
}

export type EventType = 'recurring' | 'workshop' | 'social';

/** docs/product-rules.md, "Community" Event. */
export interface HubEvent {
  id: string;
  title: string;
  /** When it happens, as members read it. */
  time: string;
  location: string;
  attendees: number;
  type: EventType;
}

export const groups: Group[] = [
  {
    id: 'goal-crushers',
    name: 'Goal Crushers',
    description: 'Weekly check-ins, honest accountability and a push when you need it.',
    members: 1284,
    category: 'Accountability',
    isJoined: false,
  },
  {
    id: 'morning-mindset',
    name: 'Morning Mindset',
    description: 'Early risers sharing routines, journaling prompts and 6 am wins.',
    members: 2156,
    category: 'Habits',
    isJoined: true,
  },
  {
    id: 'mindful-leaders',
    name: 'Mindful Leaders',
    description: 'Founders and managers leading with calm, clarity and courage.',
    members: 742,
    category: 'Leadership',
    isJoined: false,
  },
];

export const challenges: Challenge[] = [
  {
    id: 'gratitude-30',
    title: '30-Day Gratitude Challenge',
    description: 'Write down three things you are grateful for every day for 30 days.',
    participants: 1247,
    daysLeft: 18,
    progress: 40,
    isJoined: true,
  },
  {
    id: 'morning-reset',
    title: 'Morning Routine Reset',
    description: 'Build a 20-minute morning routine and keep it for three weeks.',
    participants: 856,
    daysLeft: 9,
    progress: 57,
    isJoined: false,
  },
  {
    id: 'no-excuses-fitness',
    title: 'No-Excuses Fitness Month',
    description: 'Move for at least 30 minutes a day, any way you like.',
    participants: 2103,
    daysLeft: 24,
    progress: 20,
    isJoined: false,
  },
];

export const events: HubEvent[] = [
  {
    id: 'monday-mindset',
    title: 'Monday Mindset Kick-off',
    time: 'Every Monday, 7:00 pm GMT',
    location: 'Online (voice channel)',
    attendees: 312,
    type: 'recurring',
  },
  {
    id: 'goal-setting-workshop',
    title: 'Goal-Setting Workshop with Sarah Chen',
    time: 'Saturday, 10:00 am GMT',
    location: 'Online (video)',
    attendees: 158,
    type: 'workshop',
  },
  {
    id: 'london-meetup',
    title: 'London Community Meet-up',
    time: 'Friday, 6:30 pm GMT',
    location: 'London, United Kingdom',
    attendees: 46,
    type: 'social',
  },
];
