/** The entries of the settings home (Product rules (Community): edit-profile, privacy, notifications, account, security, help). */
export const settingsSections = [
  {
    to: '/community/settings/edit-profile',
    title: 'Edit Profile',
    description: 'Name, bio, website and contact details',
  },
  {
    to: '/community/settings/privacy',
    title: 'Privacy',
    description: 'Who sees your posts, stories and activity',
  },
  {
    to: '/community/settings/notifications',
    title: 'Notifications',
    description: 'Push, email and SMS alerts',
  },
  {
    to: '/community/settings/account',
    title: 'Account',
    description: 'Password, your data, deactivate or delete',
  },
  {
    to: '/community/settings/security',
    title: 'Security',
    description: 'Password, two-factor authentication, login alerts and sessions',
  },
  {
    to: '/community/help',
    title: 'Help Center',
    description: 'Answers to common questions',
  },
] as const;
