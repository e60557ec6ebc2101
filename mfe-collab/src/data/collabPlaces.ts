/**
 * Every place of the collab hub the sidebar links to, and the title and description the header
 * shows for it. Shared by the layout (header), the sidebar, the chat and the voice rooms, so a
 * path, a label and a placeholder can never disagree.
 */

/** The chat channels of the spec (docs/product-rules.md, "Collab"). */
export type ChannelId = 'general' | 'goals-accountability' | 'daily-wins' | 'resources' | 'events';
export type GroupId = 'goal-crushers' | 'morning-mindset' | 'mindful-leaders';
export type VoiceRoomId = 'morning' | 'evening';
/** Each text channel and interest group keeps its own messages under this id (also its '#name'). */
export type ConversationId = ChannelId | GroupId;

interface PlaceBase {
  path: string;
  name: string;
  description: string;
}

export interface TextChannel extends PlaceBase {
  kind: 'channel';
  id: ChannelId;
}

export interface InterestGroup extends PlaceBase {
  kind: 'group';
  id: GroupId;
  /** Short mark shown in the sidebar when it is collapsed to icons. */
  initials: string;
}

export interface VoiceRoom extends PlaceBase {
  kind: 'voice';
  id: VoiceRoomId;
}

export type CollabPlace = TextChannel | InterestGroup | VoiceRoom;

export const generalChannel: TextChannel = {
  kind: 'channel',
  id: 'general',
  path: '/collab/general',
  name: 'general',
  description: 'Introductions, questions and everyday conversation for the whole community',
};

export const textChannels: TextChannel[] = [
  generalChannel,
  {
    kind: 'channel',
    id: 'goals-accountability',
    path: '/collab/goals',
    name: 'goals-accountability',
    description: 'Share your goals, check in weekly and keep each other on track',
  },
  {
    kind: 'channel',
    id: 'daily-wins',
    path: '/collab/wins',
    name: 'daily-wins',
    description: "Celebrate today's wins, big and small",
  },
  {
    kind: 'channel',
    id: 'resources',
    path: '/collab/resources',
    name: 'resources',
    description: 'Books, podcasts, tools and worksheets that helped you grow',
  },
  {
    kind: 'channel',
    id: 'events',
    path: '/collab/events',
    name: 'events',
    description: 'Workshops, live calls and meetups coming up in the community',
  },
];

export const interestGroups: InterestGroup[] = [
  {
    kind: 'group',
    id: 'goal-crushers',
    path: '/collab/groups/goal-crushers',
    name: 'Goal Crushers',
    initials: 'GC',
    description: 'Ambitious members breaking big goals into weekly sprints',
  },
  {
    kind: 'group',
    id: 'morning-mindset',
    path: '/collab/groups/morning-mindset',
    name: 'Morning Mindset',
    initials: 'MM',
    description: 'Early risers sharing routines, journaling prompts and first wins of the day',
  },
  {
    kind: 'group',
    id: 'mindful-leaders',
    path: '/collab/groups/mindful-leaders',
    name: 'Mindful Leaders',
    initials: 'ML',
    description: 'Leading teams with clarity, calm and compassion',
  },
];

export const voiceRooms: VoiceRoom[] = [
  {
    kind: 'voice',
    id: 'morning',
    path: '/collab/voice/morning',
    name: 'Morning Check-in',
    description: 'Drop in before your day starts: intentions, one goal each, done in ten minutes',
  },
  {
    kind: 'voice',
    id: 'evening',
    path: '/collab/voice/evening',
    name: 'Evening Reflection',
    description: 'Wind down together: what went well, what you learned, what tomorrow needs',
  },
];

export function findGroup(groupId: string | undefined): InterestGroup | undefined {
  return interestGroups.find((group) => group.id === groupId);
}

/** What the header shows for a path inside the layout that is no place: a group id nobody created. */
export interface MissingPlace {
  kind: 'missing';
  name: string;
  description: string;
}

export const missingGroup: MissingPlace = {
  kind: 'missing',
  name: 'Group not found',
  description: "This interest group doesn't exist or has been removed.",
};

const allPlaces: CollabPlace[] = [...textChannels, ...interestGroups, ...voiceRooms];

/** The place a path shows; /collab itself is the general channel (docs/product-rules.md, "Collab"). */
export function placeForPath(pathname: string): CollabPlace | MissingPlace {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/collab') return generalChannel;
  return allPlaces.find((place) => place.path === path) ?? missingGroup;
}
