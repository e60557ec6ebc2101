import type { AreaRoute } from 'shared-ui';

/** The paths this area owns; its build writes them into the release manifest the shell routes by. */
export const routesMeta: AreaRoute[] = [
  {
    path: '/',
    chrome: 'marketing',
    title: 'Mindset Platform',
    description: 'Break mental barriers and build success with a 30-day mindset training programme and community.',
  },
  {
    path: '/join',
    chrome: 'marketing',
    title: 'Join',
    description: 'Create your account and start the 30-day mindset training programme.',
  },
  {
    path: '/signin',
    chrome: 'marketing',
    title: 'Sign in',
    description: 'Sign in to your Mindset Platform account, or reset a forgotten password.',
  },
  {
    path: '/signin/reset',
    chrome: 'marketing',
    title: 'Choose a new password',
    description: 'Set a new password for your Mindset Platform account from the link we sent you.',
  },
  {
    path: '/about',
    chrome: 'marketing',
    title: 'About',
    description: 'Who we are and how the Mindset Platform helps you remove limiting beliefs.',
  },
  {
    path: '/support',
    chrome: 'marketing',
    title: 'Support',
    description: 'Answers to common questions and how to contact the Mindset Platform team.',
  },
  { path: '/legal', chrome: 'marketing', title: 'Legal', description: 'Privacy policy, terms of service and cookies.' },
  {
    path: '/legal/privacy',
    chrome: 'marketing',
    title: 'Privacy Policy',
    description: 'How the Mindset Platform collects, uses and protects your data.',
  },
  {
    path: '/legal/terms',
    chrome: 'marketing',
    title: 'Terms of Service',
    description: 'The terms that apply when you use the Mindset Platform.',
  },
  {
    path: '/legal/cookies',
    chrome: 'marketing',
    title: 'Cookie Policy',
    description: 'Which cookies the Mindset Platform uses and how to choose yours.',
  },
];
