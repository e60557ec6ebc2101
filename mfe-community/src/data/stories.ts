import forestWalk from './images/stories/forest-walk.svg';
import gratitudeList from './images/stories/gratitude-list.svg';
import morningPages from './images/stories/morning-pages.svg';
import skylineRun from './images/stories/skyline-run.svg';
import workout from './images/stories/workout.svg';
import { minutesBeforeLoad } from './sampleTime';

/** Spec: text stories choose one of six backgrounds, five gradients and black. */
export const storyBackgrounds = {
  sunrise: { label: 'Sunrise', css: 'linear-gradient(160deg, #b0413e 0%, #7a2a55 100%)' },
  ocean: { label: 'Ocean', css: 'linear-gradient(160deg, #1d4ed8 0%, #1d2b53 100%)' },
  forest: { label: 'Forest', css: 'linear-gradient(160deg, #1f7a4d 0%, #0f3d2e 100%)' },
  violet: { label: 'Violet', css: 'linear-gradient(160deg, #6a4c93 0%, #2b1d4f 100%)' },
  ember: { label: 'Ember', css: 'linear-gradient(160deg, #a0461c 0%, #5c1f12 100%)' },
  black: { label: 'Black', css: '#000000' },
} as const;

export type StoryBackground = keyof typeof storyBackgrounds;

export const storyBackgroundIds = Object.keys(storyBackgrounds) as StoryBackground[];

export type StoryMedia =
  { kind: 'image'; src: string; alt: string } | { kind: 'text'; text: string; background: StoryBackground };

/** docs/product-rules.md, "Community" Story. */
export interface Story {
  id: string;
  username: string;
  media: StoryMedia;
  /** ISO date-time. */
  createdAt: string;
  views: number;
}

/** Grouped by person, oldest first within each: the order the viewer plays them. */
export const sampleStories: Story[] = [
  {
    id: 's1',
    username: 'sarah.growth',
    media: { kind: 'image', src: morningPages, alt: 'Journal pages under a rising sun' },
    createdAt: minutesBeforeLoad(300),
    views: 1840,
  },
  {
    id: 's2',
    username: 'sarah.growth',
    media: { kind: 'text', text: 'Day 100. If you showed up today, I’m proud of you.', background: 'sunrise' },
    createdAt: minutesBeforeLoad(90),
    views: 1210,
  },
  {
    id: 's3',
    username: 'marcus.rise',
    media: { kind: 'image', src: workout, alt: 'Clock face and dumbbells: the 6 am workout' },
    createdAt: minutesBeforeLoad(200),
    views: 960,
  },
  {
    id: 's4',
    username: 'emma.focus',
    media: { kind: 'image', src: gratitudeList, alt: 'Gratitude list with three items under a heart' },
    createdAt: minutesBeforeLoad(500),
    views: 430,
  },
  {
    id: 's5',
    username: 'emma.focus',
    media: { kind: 'image', src: forestWalk, alt: 'Path through a green forest on a bright morning' },
    createdAt: minutesBeforeLoad(240),
    views: 388,
  },
  {
    id: 's6',
    username: 'david.victor',
    media: { kind: 'image', src: skylineRun, alt: 'City skyline at dusk after an evening run' },
    createdAt: minutesBeforeLoad(120),
    views: 275,
  },
];
