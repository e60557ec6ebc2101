import type { RouteMeta } from '@mindset/shared-ui';

/** The head of every marketing page: read by the page (usePageHead) and by the server that sends its HTML. */
export const routesMeta: RouteMeta[] = [
  {
    path: '/',
    chrome: 'marketing',
    title: 'Mindset Platform: Break mental barriers. Build success.',
    description:
      'Break mental barriers and build success with a 30-day training system, a supportive community and prize contests.',
  },
  {
    path: '/join',
    chrome: 'marketing',
    title: 'Join the Community · Mindset Platform',
    description:
      'Join 10,247 members for free: exclusive community access, contest eligibility and premium mindset content.',
  },
  {
    path: '/signin',
    chrome: 'marketing',
    title: 'Sign In · Mindset Platform',
    description: 'Sign in to your Mindset Platform account, or reset a forgotten password.',
  },
  {
    path: '/signin/reset',
    chrome: 'marketing',
    title: 'Choose a New Password · Mindset Platform',
    description: 'Set a new password for your Mindset Platform account from the link we sent you.',
  },
  {
    path: '/purchases',
    chrome: 'marketing',
    title: 'My Purchases · Mindset Platform',
    description: 'Your ebook bundle and contest entries, with fresh download links, on every device you sign in on.',
  },
  {
    path: '/about',
    chrome: 'marketing',
    title: 'About Us · Mindset Platform',
    description:
      'The story behind Mindset Platform: our values, our founder and the members whose results speak for us.',
  },
  {
    path: '/support',
    chrome: 'marketing',
    title: 'Support & FAQ · Mindset Platform',
    description:
      'Answers about getting started, billing, content and privacy, plus live chat, email and community help.',
  },
  {
    path: '/legal',
    chrome: 'marketing',
    title: 'Legal · Mindset Platform',
    description: 'The privacy policy, terms of service and cookie policy of Mindset Platform, and how to contact us.',
  },
  {
    path: '/legal/privacy',
    chrome: 'marketing',
    title: 'Privacy Policy · Mindset Platform',
    description: 'How Mindset Platform collects, uses and protects your data, and your rights under GDPR and CCPA.',
  },
  {
    path: '/legal/terms',
    chrome: 'marketing',
    title: 'Terms of Service · Mindset Platform',
    description:
      'The terms for using Mindset Platform: membership, payments, contests, content and your responsibilities.',
  },
  {
    path: '/legal/cookies',
    chrome: 'marketing',
    title: 'Cookie Policy · Mindset Platform',
    description:
      'Which cookies Mindset Platform uses (strictly necessary, performance, functional, targeting) and why.',
  },
];
