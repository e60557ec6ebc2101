/** Every address the marketing pages publish, in one place so a domain change is one edit. */
const DOMAIN = 'mindsetplatform.com';

export const mailboxes = {
  support: `support@${DOMAIN}`,
  privacy: `privacy@${DOMAIN}`,
  dataProtectionOfficer: `dpo@${DOMAIN}`,
  legal: `legal@${DOMAIN}`,
  cookies: `cookies@${DOMAIN}`,
} as const;
