/** docs/product-rules.md, "Community" Session: where the member is signed in (sample data). */
export interface SampleSession {
  id: string;
  device: string;
  location: string;
  /** How long before the page loaded the session was last used. */
  minutesAgo: number;
  current: boolean;
}

export const sampleSessions: SampleSession[] = [
  { id: 's1', device: 'Chrome on macOS', location: 'London, United Kingdom', minutesAgo: 0, current: true },
  { id: 's2', device: 'Mindset app on iPhone 15', location: 'London, United Kingdom', minutesAgo: 180, current: false },
  { id: 's3', device: 'Safari on iPad', location: 'Manchester, United Kingdom', minutesAgo: 4320, current: false },
];
