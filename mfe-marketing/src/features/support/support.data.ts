import type { IconName } from '../../components/Icon';
import { mailboxes } from '../../components/mailboxes';

export const supportIntro = {
  eyebrow: 'Support & FAQ',
  title: 'How can we help?',
  intro: 'Search the answers to common questions, or reach our team directly. We reply to every email within 24 hours.',
} as const;

export interface HelpCardContent {
  id: 'live-chat' | 'email' | 'community';
  icon: IconName;
  title: string;
  description: string;
  actionLabel: string;
}

export const helpCards: HelpCardContent[] = [
  {
    id: 'live-chat',
    icon: 'chat',
    title: 'Live Chat',
    description:
      'Our team chats live Mon-Fri 9-18 GMT and Sat 10-16 GMT. Leave a message any time and we pick it up in that order.',
    actionLabel: 'Leave a message',
  },
  {
    id: 'email',
    icon: 'mail',
    title: 'Email Support',
    description: `Write to ${mailboxes.support} from your own inbox. Email response within 24 hours.`,
    actionLabel: 'Email support',
  },
  {
    id: 'community',
    icon: 'users',
    title: 'Community Help',
    description: 'Ask members and coaches who have been where you are. Most questions get an answer the same day.',
    actionLabel: 'Visit the community',
  },
];
