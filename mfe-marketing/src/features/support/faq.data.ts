import { mailboxes } from '../../components/mailboxes';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

/** Spec: the five FAQ categories; answers carry the spec's figures (tiers, limits, guarantees, timings). */
export const faqCategories: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        id: 'how-to-join',
        question: 'How do I join the community?',
        answer:
          'Open the Join page, enter your name and email address and select Join the Community. Basic membership is free and needs no card.',
      },
      {
        id: 'where-to-start',
        question: 'Where should I start?',
        answer:
          'Start with Module 1, Limiting Belief Elimination (Week 1-2). The six modules of the 30-Day System build on each other. Set aside 30-60 minutes daily.',
      },
      {
        id: 'membership-tiers',
        question: 'What is the difference between Free, VIP and Elite?',
        answer:
          'Free members get basic content and the community. VIP adds exclusive content, group coaching, premium challenges, PDF downloads and higher upload limits. Elite adds 1-on-1 coaching, personalised plans and 24/7 emergency support.',
      },
      {
        id: 'programme-length',
        question: 'How long does the programme take?',
        answer:
          'The core system runs for 30 days across six modules. Module 1, 2 and 3 take 14 days each, module 5 takes 21 days and module 6 takes 30 days; module 4, Mental Resilience Armor, is ongoing with lifetime access.',
      },
    ],
  },
  {
    id: 'account-billing',
    title: 'Account & Billing',
    items: [
      {
        id: 'upgrade',
        question: 'How do I upgrade to VIP or Elite?',
        answer: `Send us a message with the contact form on this page or email ${mailboxes.support}, and we will set up your upgrade. Fees are charged in advance.`,
      },
      {
        id: 'price-changes',
        question: 'Can prices change?',
        answer:
          "Yes, but never without warning: we give at least 30 days' notice of any price change, and fees are always payable in advance.",
      },
      {
        id: 'money-back',
        question: 'Is there a money-back guarantee?',
        answer:
          'Yes. The ebook bundle comes with a 30-day money-back guarantee, and under our 30-Day Results Guarantee, if you do not experience measurable mindset shifts within 30 days, you get every penny back.',
      },
      {
        id: 'contest-fees',
        question: 'How much does it cost to enter a contest?',
        answer:
          'Premium challenge entry is 2 GBP. Prize contests cost £2 per entry in the UK and $3 per entry in the USA. Contests are open to residents of the UK or the USA only.',
      },
      {
        id: 'recover-account',
        question: 'Can I recover a deleted account?',
        answer:
          'Yes. Deleted accounts can be recovered within 30 days. After 30 days the deletion is permanent, so contact support before then if you change your mind.',
      },
    ],
  },
  {
    id: 'content-features',
    title: 'Content & Features',
    items: [
      {
        id: 'upload-limits',
        question: 'What can I upload to the community?',
        answer:
          'Images up to 10MB and videos up to 100MB. Supported formats are JPG, PNG, MP4 and MOV. VIP members get higher upload limits.',
      },
      {
        id: 'contests',
        question: 'How do the prize contests work?',
        answer:
          'Answer five short questions, pay the entry fee and you are entered. The winner is randomly selected, and more entries mean better chances.',
      },
      {
        id: 'ebook-bundle',
        question: "What's in the ebook bundle?",
        answer:
          'The ebook, the audiobook and three journals (yearly, self discovery and wellness) for 5.99 GBP one-time, with bonuses valued at 97 GBP and a 30-day money-back guarantee.',
      },
      {
        id: 'pdf-downloads',
        question: 'Can I download lessons as PDFs?',
        answer:
          'PDF downloads are part of VIP membership, together with exclusive content, group coaching and premium challenges.',
      },
    ],
  },
  {
    id: 'technical-support',
    title: 'Technical Support',
    items: [
      {
        id: 'not-loading',
        question: 'A page is not loading properly. What should I do?',
        answer:
          'Reload the page, then try clearing your browser cache or using another up-to-date browser. If the problem stays, send us the page address and your browser name through the contact form.',
      },
      {
        id: 'upload-fails',
        question: 'Why will my video not upload?',
        answer: 'Check that the video is an MP4 or MOV file under 100MB. Images must be JPG or PNG files under 10MB.',
      },
      {
        id: 'ebook-download',
        question: 'I paid but lost my ebook download page.',
        answer:
          'The download page opens right after checkout. If you closed it, contact support with the email address you paid with and we will send you a new link; we reply to every email within 24 hours.',
      },
    ],
  },
  {
    id: 'privacy-security',
    title: 'Privacy & Security',
    items: [
      {
        id: 'download-data',
        question: 'How can I get a copy of my data?',
        answer:
          "Request a data download in your account settings. You'll receive an email with your data within 48 hours.",
      },
      {
        id: 'deactivate-delete',
        question: 'How do I deactivate or delete my account?',
        answer:
          'Both are in your account settings. Deactivation takes effect within 24 hours. Deletion is permanent within 30 days, and you can recover the account until then.',
      },
      {
        id: 'private-account',
        question: 'Who can see my posts?',
        answer:
          'Everyone, unless you switch on Private Account in your privacy settings: then only approved followers see your posts.',
      },
      {
        id: 'cookies',
        question: 'How do you use cookies?',
        answer:
          'Strictly necessary cookies are always on. Performance, functional and targeting cookies are used only if you agree, and you can change your choice at any time on the Cookie Policy page.',
      },
    ],
  },
];
