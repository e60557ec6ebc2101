import type { AreaRoute } from 'shared-ui';

/** The paths this area owns; its build writes them into the release manifest the shell routes by. */
export const routesMeta: AreaRoute[] = [
  {
    path: '/events',
    chrome: 'marketing',
    title: 'Events',
    description: 'Prize contests: take a short survey and enter to win life-changing experiences.',
  },
  {
    path: '/survey',
    chrome: 'marketing',
    title: 'Contest Survey',
    description: 'Answer the survey to enter the contest.',
  },
  {
    path: '/ebook',
    chrome: 'own',
    title: 'From Victim to Victor',
    description: 'The ebook bundle: the book, the audiobook and three journals.',
  },
  {
    path: '/ebook/download',
    chrome: 'own',
    title: 'Your Downloads',
    description: 'Download the ebook bundle you bought.',
  },
];
