import type { RouteMeta } from '@mindset/shared-ui';

/**
 * The studio's pages: read by the page (usePageHead), written into the release manifest, and so
 * mounted by the shell from the registry (docs/decisions/0111-areas-from-the-registry.md). Drawn
 * inside the site's header and footer, with the studio's own layout within.
 */
export const routesMeta: RouteMeta[] = [
  {
    path: '/studio',
    chrome: 'marketing',
    title: 'Reports · Studio · Mindset Platform',
    description: 'The report queue: reported posts and comments for moderators to restore or remove.',
  },
  {
    path: '/studio/members',
    chrome: 'marketing',
    title: 'Members · Studio · Mindset Platform',
    description: 'Every member: search by name, username or email; role, status and reports against them.',
  },
  {
    path: '/studio/members/:username',
    chrome: 'marketing',
    title: 'Member · Studio · Mindset Platform',
    description: 'One member: recent posts, reports against them, suspension, ban and role.',
  },
  {
    path: '/studio/announcements',
    chrome: 'marketing',
    title: 'Announcements · Studio · Mindset Platform',
    description: 'Posts pinned to the top of every member’s feed.',
  },
  {
    path: '/studio/support',
    chrome: 'marketing',
    title: 'Support · Studio · Mindset Platform',
    description: 'Support requests from the support form, open ones first, for moderators to answer by email.',
  },
  {
    path: '/studio/support/:reference',
    chrome: 'marketing',
    title: 'Support request · Studio · Mindset Platform',
    description: 'One support request: who wrote, what they wrote, the replies so far and a reply box.',
  },
  {
    path: '/studio/contests',
    chrome: 'marketing',
    title: 'Contests · Studio · Mindset Platform',
    description: 'Each contest’s round, closing and draw dates, and the owner’s draw with its winners and seed.',
  },
  {
    path: '/studio/audit',
    chrome: 'marketing',
    title: 'Audit log · Studio · Mindset Platform',
    description: 'Every moderator action: who, what, when and why.',
  },
];
