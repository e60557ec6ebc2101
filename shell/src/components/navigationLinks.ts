export interface NavigationLink {
  to: string;
  label: string;
}

/** Spec: shared header links. */
export const headerLinks: NavigationLink[] = [
  { to: '/', label: 'Home' },
  { to: '/ebook', label: 'Ebook' },
  { to: '/events', label: 'Events' },
  { to: '/modules', label: 'Modules' },
  { to: '/about', label: 'About' },
];

/** Spec: shared footer links, grouped for reading. */
export const footerGroups: { title: string; links: NavigationLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { to: '/', label: 'Home' },
      { to: '/modules', label: 'Modules' },
      { to: '/events', label: 'Events' },
      { to: '/community', label: 'Community' },
      { to: '/join', label: 'Join' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/support', label: 'Support & FAQ' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/legal', label: 'Legal' },
      { to: '/legal/privacy', label: 'Privacy Policy' },
      { to: '/legal/terms', label: 'Terms of Service' },
    ],
  },
];

/** Spec: placeholders with no target yet. */
export const footerPlaceholders = {
  connect: ['Discord', 'Newsletter', 'Updates'],
  social: ['Instagram', 'YouTube', 'X'],
};
