/** One concrete URL for every path of both route tables, with the chrome it must be drawn in. */
export interface RouteCase {
  path: string;
  chrome: 'marketing' | 'own';
  area: 'marketing' | 'learning' | 'contests' | 'community' | 'collab';
}

const marketing = (path: string): RouteCase => ({ path, chrome: 'marketing', area: 'marketing' });
const learning = (path: string): RouteCase => ({ path, chrome: 'marketing', area: 'learning' });
const community = (path: string): RouteCase => ({ path, chrome: 'own', area: 'community' });
const collab = (path: string): RouteCase => ({ path, chrome: 'own', area: 'collab' });

export const routeCases: RouteCase[] = [
  ...[
    '/',
    '/join',
    '/signin',
    '/signin/reset',
    '/purchases',
    '/about',
    '/support',
    '/legal',
    '/legal/privacy',
    '/legal/terms',
    '/legal/cookies',
  ].map(marketing),
  ...['/modules', '/modules/1', '/modules/2', '/modules/1/lesson/1', '/modules/1/lesson/2', '/modules/2/lesson/1'].map(
    learning,
  ),
  { path: '/events', chrome: 'marketing', area: 'contests' },
  { path: '/survey?id=1', chrome: 'marketing', area: 'contests' },
  { path: '/ebook', chrome: 'own', area: 'contests' },
  { path: '/ebook/download', chrome: 'own', area: 'contests' },
  ...[
    '/community',
    '/community/feed',
    '/community/create',
    '/community/stories/create',
    '/community/stories/sarah.growth',
    '/community/messages',
    '/community/profile/sarah.growth',
    '/community/settings',
    '/community/settings/edit-profile',
    '/community/settings/privacy',
    '/community/settings/notifications',
    '/community/settings/account',
    '/community/settings/security',
    '/community/help',
    '/community/activity',
    '/community/post/1',
    '/community/search',
    '/community/search/results?q=mindset',
    '/community/saved',
    '/community/hashtag/mindset',
    '/community/location/London',
    '/community/collaborate',
    '/profile',
    '/explore',
    '/search',
  ].map(community),
  ...[
    '/collab',
    '/collab/general',
    '/collab/goals',
    '/collab/wins',
    '/collab/resources',
    '/collab/events',
    '/collab/groups/goal-crushers',
    '/collab/voice/morning',
  ].map(collab),
];
