import type { RouteMeta } from '@mindset/shared-ui';

/** The head of every contest and ebook page: read by the page (usePageHead) and by the server that sends its HTML. */
export const routesMeta: RouteMeta[] = [
  {
    path: '/events',
    chrome: 'marketing',
    title: 'Prize Contests · Mindset Platform',
    description: 'Enter prize contests open to UK and US residents: take a short survey, choose your entries and win.',
  },
  {
    path: '/survey',
    chrome: 'marketing',
    title: 'Contest Survey · Mindset Platform',
    description: 'Answer a short survey, about five minutes, to enter a Mindset Platform prize contest.',
  },
  {
    path: '/ebook',
    chrome: 'own',
    title: 'The Mindset Ebook Bundle · Mindset Platform',
    description:
      'A one-time ebook bundle: five guides and workbooks to break mental barriers, at a limited-time price.',
  },
  {
    path: '/ebook/download',
    chrome: 'own',
    title: 'Your Ebook Download · Mindset Platform',
    description:
      'Download the Mindset ebook bundle after your purchase: five items, a ZIP option and a week-by-week plan.',
  },
];
