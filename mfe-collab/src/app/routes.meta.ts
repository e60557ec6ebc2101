import type { RouteMeta } from '@mindset/shared-ui';

const hub = 'Mindset Collab';

/** The head of every collab page: read by the page (usePageHead) and by the server that sends its HTML. */
export const routesMeta: RouteMeta[] = [
  // The whole area, for mounting: an unknown collab path still opens in the hub's layout.
  {
    path: '/collab/*',
    chrome: 'own',
    title: hub,
    description: 'Channels, interest groups and voice rooms to work together with the community.',
  },
  {
    path: '/collab',
    chrome: 'own',
    title: `general · ${hub}`,
    description: 'Introductions, questions and everyday conversation for the whole Mindset community.',
  },
  {
    path: '/collab/general',
    chrome: 'own',
    title: `general · ${hub}`,
    description: 'Introductions, questions and everyday conversation for the whole Mindset community.',
  },
  {
    path: '/collab/goals',
    chrome: 'own',
    title: `goals-accountability · ${hub}`,
    description: 'Share your goals, check in weekly and keep each other on track.',
  },
  {
    path: '/collab/wins',
    chrome: 'own',
    title: `daily-wins · ${hub}`,
    description: "Celebrate today's wins, big and small.",
  },
  {
    path: '/collab/resources',
    chrome: 'own',
    title: `resources · ${hub}`,
    description: 'Books, podcasts, tools and worksheets that helped members grow.',
  },
  {
    path: '/collab/events',
    chrome: 'own',
    title: `events · ${hub}`,
    description: 'Workshops, live calls and meetups coming up in the community.',
  },
  {
    path: '/collab/groups/goal-crushers',
    chrome: 'own',
    title: `Goal Crushers · ${hub}`,
    description: 'Ambitious members breaking big goals into weekly sprints.',
  },
  {
    path: '/collab/groups/morning-mindset',
    chrome: 'own',
    title: `Morning Mindset · ${hub}`,
    description: 'Early risers sharing routines, journaling prompts and first wins of the day.',
  },
  {
    path: '/collab/groups/mindful-leaders',
    chrome: 'own',
    title: `Mindful Leaders · ${hub}`,
    description: 'Leading teams with clarity, calm and compassion.',
  },
  {
    path: '/collab/voice/morning',
    chrome: 'own',
    title: `Morning Check-in · ${hub}`,
    description: 'Drop in before your day starts: intentions, one goal each, done in ten minutes.',
  },
  {
    path: '/collab/voice/evening',
    chrome: 'own',
    title: `Evening Reflection · ${hub}`,
    description: 'Wind down together: what went well, what you learned, what tomorrow needs.',
  },
];
