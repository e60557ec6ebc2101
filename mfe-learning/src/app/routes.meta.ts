import type { RouteMeta } from '@mindset/shared-ui';

/** The head of every training page: read by the page (usePageHead) and by the server that sends its HTML. */
export const routesMeta: RouteMeta[] = [
  {
    path: '/modules',
    chrome: 'marketing',
    title: 'Training Modules · Mindset Platform',
    description:
      'Six modules, one 30-day system: eliminate limiting beliefs, crystallise goals and build lasting confidence.',
  },
  {
    path: '/modules/:moduleId',
    chrome: 'marketing',
    title: 'Module Overview · Mindset Platform',
    description: 'A training module day by day: curriculum, outcomes, tools and a quick start guide to begin today.',
  },
  {
    path: '/modules/:moduleId/materials',
    chrome: 'marketing',
    title: 'Module Materials · Mindset Platform',
    description:
      "A training module's workbook: its curriculum, every exercise, the tools, outcomes and quick start guide.",
  },
  {
    path: '/modules/:moduleId/lesson/:lessonId',
    chrome: 'marketing',
    title: 'Lesson · Mindset Platform',
    description: 'A lesson of the 30-day mindset system: theory, hands-on exercises, key takeaways and your notes.',
  },
];
