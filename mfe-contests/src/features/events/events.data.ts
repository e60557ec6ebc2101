import type { ContestRegion } from '../../data/contests.data';

export type RegionFilter = 'all' | ContestRegion;

/** Product rules (Contests): the region filter buttons. */
export const regionFilters: readonly { value: RegionFilter; label: string }[] = [
  { value: 'all', label: 'All Events' },
  { value: 'UK', label: 'UK Residents' },
  { value: 'USA', label: 'US Residents' },
];

export interface RecentWinner {
  name: string;
  location: string;
  prize: string;
  /** ISO date of the draw. */
  drawnOn: string;
}

export const recentWinners: readonly RecentWinner[] = [
  { name: 'Sarah M.', location: 'Manchester, UK', prize: 'Weekend spa retreat', drawnOn: '2025-03-28' },
  { name: 'James T.', location: 'Austin, TX', prize: 'Mountain lodge getaway', drawnOn: '2025-02-27' },
  { name: 'Priya K.', location: 'Leeds, UK', prize: 'Mindset coaching package', drawnOn: '2025-01-30' },
];

export const howItWorksSteps: readonly { title: string; text: string }[] = [
  { title: 'Pick your contest', text: 'Choose the contest open to residents of your country.' },
  { title: 'Answer five questions', text: 'A short survey about your mindset journey, about five minutes.' },
  { title: 'Choose your entries', text: 'Buy one entry or more; every entry is another chance to win.' },
  {
    title: 'Winner drawn at random',
    text: 'When the contest closes, the winner is randomly selected and contacted by email.',
  },
];
