import type { ContestRegion } from '../../data/contests.data';

export type RegionFilter = 'all' | ContestRegion;

/** Product rules (Contests): the region filter buttons. */
export const regionFilters: readonly { value: RegionFilter; label: string }[] = [
  { value: 'all', label: 'All Events' },
  { value: 'UK', label: 'UK Residents' },
  { value: 'USA', label: 'US Residents' },
];

export const howItWorksSteps: readonly { title: string; text: string }[] = [
  { title: 'Pick your contest', text: 'Choose the contest open to residents of your country.' },
  { title: 'Answer five questions', text: 'A short survey about your mindset journey, about five minutes.' },
  { title: 'Choose your entries', text: 'Buy one entry or more; every entry is another chance to win.' },
  {
    title: 'Winner drawn at random',
    text: 'When the contest closes, the winner is randomly selected, by a draw anyone can check, and contacted by email.',
  },
];
