import { GOVERNING_LAW, LEGAL_LAST_UPDATED, MINIMUM_AGE, OPERATOR_WITH_ADDRESS, POSTAL_CONTACT } from './legal.data';
import type { LegalDocument } from './legal.types';

export const termsOfService: LegalDocument = {
  id: 'terms',
  path: '/legal/terms',
  title: 'Terms of Service',
  summary: 'The agreement between you and Mindset Platform: membership, payments, contests and community rules.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These terms are an agreement between you and ${OPERATOR_WITH_ADDRESS}. By joining or using the platform you accept them, together with our Privacy Policy and Cookie Policy.`,
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        {
          kind: 'list',
          items: [MINIMUM_AGE, 'Prize contests are open to residents of the UK or the USA only.'],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Give accurate details when you join and keep them up to date. You are responsible for activity on your account and for keeping your sign-in details private.',
        },
      ],
    },
    {
      id: 'membership',
      heading: 'Membership tiers',
      blocks: [
        {
          kind: 'list',
          items: [
            'Free: basic content and the community.',
            'VIP: adds exclusive content, group coaching, premium challenges, PDF downloads and higher upload limits.',
            'Elite: adds 1-on-1 coaching, personalised plans and 24/7 emergency support.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and fees',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fees are payable in advance, for each billing period or purchase.',
            "We give you at least 30 days' notice of a price change before it applies to you; you can cancel before then.",
            'Prize contest entries cost £2 per entry in the UK and $3 per entry in the USA. Premium challenge entry is 2 GBP.',
            'The ebook bundle is a one-time purchase of 5.99 GBP with a 30-day money-back guarantee.',
            'Under the 30-Day Results Guarantee, if you do not experience measurable mindset shifts within 30 days, you get every penny back.',
          ],
        },
      ],
    },
    {
      id: 'contests',
      heading: 'Prize contests',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each entry requires answers to the contest questions and the entry fee. Winners are randomly selected from all valid entries. We may disqualify entries from outside the UK or the USA.',
        },
      ],
    },
    {
      id: 'community-rules',
      heading: 'Community content and conduct',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You keep ownership of what you post and give us a licence to display it on the platform. Be respectful: no harassment, hate, spam or content you do not have the right to share.',
        },
        {
          kind: 'paragraph',
          text: 'Uploads are limited to images of up to 10MB and videos of up to 100MB, in JPG, PNG, MP4 or MOV format.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Our content',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Modules, lessons, worksheets, the ebook and other materials are ours or our licensors’. They are for your personal use and may not be resold or republished.',
        },
      ],
    },
    {
      id: 'ending',
      heading: 'Ending your membership',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can deactivate your account at any time (it takes effect within 24 hours) or delete it (permanent within 30 days, recoverable until then). We may suspend accounts that break these terms.',
        },
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Results and liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Results shown on the site are reported by members and depend on your own effort; they are not a promise of earnings. Our content is not medical, psychological or financial advice. To the extent the law allows, our liability is limited to the fees you paid us in the 12 months before a claim.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          kind: 'paragraph',
          text: `${GOVERNING_LAW} This does not take away any protection you have under the consumer law of the country where you live.`,
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We update the date at the top of this page when these terms change, and tell members by email before significant changes apply.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        { kind: 'contacts', contacts: [{ label: 'Legal questions', mailbox: 'legal' }] },
        { kind: 'paragraph', text: POSTAL_CONTACT },
      ],
    },
  ],
};
