/** docs/product-rules.md, "Community" Help category; docs/product-rules.md, "Community": article counts 12, 8, 6 and 15. */
export interface HelpCategory {
  title: string;
  description: string;
  articleCount: number;
}

export interface Faq {
  question: string;
  answer: string;
}

export const helpCategories: HelpCategory[] = [
  {
    title: 'Getting Started',
    description: 'Set up your profile, follow people and share your first post.',
    articleCount: 12,
  },
  {
    title: 'Account & Privacy',
    description: 'Passwords, privacy controls, blocking and your data.',
    articleCount: 8,
  },
  {
    title: 'Memberships & Billing',
    description: 'Free, VIP and Elite tiers, payments and receipts.',
    articleCount: 6,
  },
  {
    title: 'Posts, Stories & Messages',
    description: 'Uploading, sharing, saving and talking with the community.',
    articleCount: 15,
  },
];

/** Help FAQ (Product rules (Community): membership tiers, 30-day account recovery, upload limits). */
export const helpFaqs: Faq[] = [
  {
    question: 'Can I recover my account after deleting it?',
    answer:
      'Yes. Deleted accounts can be recovered within 30 days: log back in during that time to cancel the deletion. After 30 days your account and data are permanently deleted.',
  },
  {
    question: 'What do the Free, VIP and Elite memberships include?',
    answer:
      'Free gives you basic content and the community. VIP adds exclusive content, group coaching, premium challenges, PDF downloads and higher upload limits. Elite adds 1-on-1 coaching, personalised plans and 24/7 emergency support.',
  },
  {
    question: 'What files can I upload, and how large can they be?',
    answer: 'Images can be up to 10MB and videos up to 100MB. Supported formats are JPG, PNG, MP4 and MOV.',
  },
  {
    question: 'How do I make my account private?',
    answer:
      'Go to Settings, then Privacy, switch on Private account and save. Only followers you approve will see your posts.',
  },
  {
    question: 'How do I change my password?',
    answer:
      'Go to Settings, then Security (or Account), enter your current password and your new password twice. New passwords need at least 8 characters.',
  },
  {
    question: 'How do I turn off notifications?',
    answer: 'Go to Settings, then Notifications, switch off what you do not want to hear about and save.',
  },
  {
    question: 'How do I report or block someone?',
    answer:
      "Open their profile, choose More options, then Report or Block. We'll review reported accounts and take appropriate action.",
  },
  {
    question: 'How do I download a copy of my data?',
    answer:
      "Go to Settings, then Account, and choose Request data download. You'll receive an email with your data within 48 hours.",
  },
];
