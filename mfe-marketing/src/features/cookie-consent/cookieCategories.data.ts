export type OptionalCookieCategory = 'performance' | 'functional' | 'targeting';

export const strictlyNecessaryCategory = {
  title: 'Strictly necessary',
  description: 'Keep the site working and secure and remember this choice. Always on.',
} as const;

/** Spec: cookie categories strictly necessary, performance, functional, targeting; only the last three are optional. */
export const optionalCookieCategories: { id: OptionalCookieCategory; title: string; description: string }[] = [
  {
    id: 'performance',
    title: 'Performance',
    description: 'Count visits and measure page speed so we can improve the site.',
  },
  { id: 'functional', title: 'Functional', description: 'Remember preferences such as layout choices.' },
  { id: 'targeting', title: 'Targeting', description: 'Show you relevant offers on other sites.' },
];
