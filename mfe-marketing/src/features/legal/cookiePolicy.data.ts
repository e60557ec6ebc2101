import { LEGAL_LAST_UPDATED } from './legal.data';
import type { LegalDocument } from './legal.types';

export const cookiePolicy: LegalDocument = {
  id: 'cookies',
  path: '/legal/cookies',
  title: 'Cookie Policy',
  summary: 'Which cookies and similar technologies we use, the four categories, and how to change your choice.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cookies are small text files a website stores in your browser. Similar technologies, such as your browser’s local storage, work the same way; this policy covers them too.',
        },
      ],
    },
    {
      id: 'categories',
      heading: 'The cookies we use',
      blocks: [
        {
          kind: 'list',
          items: [
            'Strictly necessary cookies: keep the site working and secure, remember your cookie choice and keep your drafts and settings. They are always on.',
            'Performance cookies: count visits and measure how pages perform so we can improve them. Used only with your consent.',
            'Functional cookies: remember preferences such as your layout choices for a better experience. Used only with your consent.',
            'Targeting cookies: help us and our partners show you relevant offers on other sites. Used only with your consent.',
          ],
        },
      ],
    },
    {
      id: 'your-choice',
      heading: 'Your choice',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Use Cookie Settings on this page to choose category by category, or Accept All to allow every category. Your choice is remembered in this browser and you can change it at any time. Withdrawing consent does not affect use before the change.',
        },
      ],
    },
    {
      id: 'browser-settings',
      heading: 'Managing cookies in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most browsers let you block or delete cookies in their settings. Blocking strictly necessary cookies may stop parts of the site from working.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'contacts',
          contacts: [
            { label: 'Cookie questions', mailbox: 'cookies' },
            { label: 'Privacy questions', mailbox: 'privacy' },
          ],
        },
      ],
    },
  ],
};
