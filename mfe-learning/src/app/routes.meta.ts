import type { AreaRoute } from 'shared-ui';

/** The paths this area owns; its build writes them into the release manifest the shell routes by. */
export const routesMeta: AreaRoute[] = [
  {
    path: '/modules',
    chrome: 'marketing',
    title: 'Training Modules',
    description: 'The 30-day training programme: every module and your progress.',
  },
  {
    path: '/modules/:moduleId',
    chrome: 'marketing',
    title: 'Training Module',
    description: 'A training module, its lessons and your progress through them.',
  },
  {
    path: '/modules/:moduleId/lesson/:lessonId',
    chrome: 'marketing',
    title: 'Lesson',
    description: 'A lesson of the mindset training programme.',
  },
];
