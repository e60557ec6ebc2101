import { LEGAL_LAST_UPDATED, MINIMUM_AGE, OPERATOR_NAME, OPERATOR_WITH_ADDRESS, POSTAL_CONTACT } from './legal.data';
import type { LegalDocument } from './legal.types';

export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  path: '/legal/privacy',
  title: 'Privacy Policy',
  summary: 'What personal data we collect, why we use it, how long we keep it and the rights you have over it.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${OPERATOR_NAME} ("we", "us") runs this website, the community and the collaboration hub. We are the controller of the personal data described in this policy. You can reach us at ${OPERATOR_WITH_ADDRESS} and at the mailboxes below.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Details you give us when you join: your full name, email address and, if you choose, your goals.',
            'What you share in the community: posts, stories, comments, messages and profile details.',
            'Messages you send to our support team.',
            'Purchase records for contest entries and the ebook. Card details go straight to our payment provider; we never see or store card numbers.',
            'Usage data such as pages visited, device and browser type, collected through cookies as described in our Cookie Policy.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To provide your membership, the training modules, the community and contests.',
            'To take payments and run prize draws fairly.',
            'To answer your support requests.',
            'To send service messages and, if you agree, updates and offers (you can unsubscribe at any time).',
            'To keep the platform secure and to meet our legal obligations.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Under the GDPR we rely on these legal bases: performing our contract with you, your consent (which you can withdraw at any time), our legitimate interests in running and improving the service, and compliance with legal obligations.',
        },
      ],
    },
    {
      id: 'gdpr-rights',
      heading: 'Your rights under the GDPR',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are in the European Economic Area or the United Kingdom, you have the right to:',
        },
        {
          kind: 'list',
          items: [
            'Access the personal data we hold about you and receive a copy of it.',
            'Have inaccurate data corrected (rectification).',
            'Have your data erased ("right to be forgotten").',
            'Restrict or object to how we process your data, including for direct marketing.',
            'Receive your data in a portable format (data portability).',
            'Withdraw consent at any time, without affecting processing before the withdrawal.',
            'Lodge a complaint with your local data protection supervisory authority.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We answer rights requests within one month. A data download is delivered by email within 48 hours of your request.',
        },
      ],
    },
    {
      id: 'ccpa-rights',
      heading: 'Your rights under the CCPA',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are a California resident, the California Consumer Privacy Act gives you the right to:',
        },
        {
          kind: 'list',
          items: [
            'Know what personal information we collect, use and disclose, and why.',
            'Delete personal information we hold about you.',
            'Correct inaccurate personal information.',
            'Opt out of the sale or sharing of your personal information. We do not sell personal information.',
            'Limit the use of sensitive personal information.',
            'Not be discriminated against for exercising any of these rights.',
          ],
        },
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data retention',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account and community data: for as long as your account is active.',
            'Deleted accounts: permanently deleted within 30 days of your request, and recoverable until then.',
            'Deactivated accounts: hidden within 24 hours and kept until you return or delete the account.',
            'Purchase records: for as long as tax and accounting law requires.',
            'Support messages: for up to 24 months after the conversation ends.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share data only with service providers who act on our instructions (payment processing, hosting and email delivery), and with authorities when the law requires it. Where data leaves the EEA or the UK, we protect it with standard contractual clauses or an equivalent safeguard.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Minimum age',
      blocks: [
        {
          kind: 'paragraph',
          text: `${MINIMUM_AGE} We do not knowingly collect data from anyone younger; if you believe a child has joined, contact us and we will delete the account.`,
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we change this policy we update the date at the top of this page and, for significant changes, tell members by email before the change applies.',
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
            { label: 'Privacy questions and requests', mailbox: 'privacy' },
            { label: 'Data Protection Officer', mailbox: 'dataProtectionOfficer' },
          ],
        },
        { kind: 'paragraph', text: POSTAL_CONTACT },
      ],
    },
  ],
};
