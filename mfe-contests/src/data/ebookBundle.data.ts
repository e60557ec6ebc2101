import { catalogueItem, EBOOK_SURVEY_ID, type EbookDownloadId } from '@mindset/shared-ui';

/** The product name sent as the payment's surveyTitle and shown on the sale page. */
export const EBOOK_TITLE = 'Victim to Victor';

/** Ebook price (from the price catalogue the payment service charges from) and values, in pounds. */
export const ebookPricing = {
  price: catalogueItem(EBOOK_SURVEY_ID).unitAmount / 100,
  bonusValue: 97,
  moneyBackDays: 30,
  premiumChallengeEntry: 2,
} as const;

/** docs/product-rules.md, "Ebook" Ebook bundle item, with the id the payment service serves the file under. */
export interface EbookBundleItem {
  fileId: Exclude<EbookDownloadId, 'bundle'>;
  title: string;
  description: string;
  filename: string;
  sizeMb: number;
  bonus: boolean;
}

export const ebookBundleItems: readonly EbookBundleItem[] = [
  {
    fileId: 'ebook',
    title: 'Victim to Victor eBook',
    description: 'The complete guide to dropping the victim story and taking charge of your results.',
    filename: 'victim-to-victor.pdf',
    sizeMb: 2.4,
    bonus: false,
  },
  {
    fileId: 'audiobook',
    title: 'Victim to Victor Audiobook',
    description: 'Every chapter read aloud, for the commute, the gym or a quiet evening walk.',
    filename: 'victim-to-victor-audiobook.mp3',
    sizeMb: 124,
    bonus: true,
  },
  {
    fileId: 'yearly-journal',
    title: 'Yearly Journal',
    description: 'Twelve months of goal setting, monthly reviews and wins worth remembering.',
    filename: 'yearly-journal.pdf',
    sizeMb: 1.8,
    bonus: true,
  },
  {
    fileId: 'self-discovery-journal',
    title: 'Self Discovery Journal',
    description: 'Guided prompts that surface the beliefs running your decisions.',
    filename: 'self-discovery-journal.pdf',
    sizeMb: 1.2,
    bonus: true,
  },
  {
    fileId: 'wellness-journal',
    title: 'Wellness Journal',
    description: 'Daily check-ins for sleep, energy, movement and mood.',
    filename: 'wellness-journal.pdf',
    sizeMb: 1.5,
    bonus: true,
  },
];

export function formatFileSize(sizeMb: number): string {
  return `${sizeMb} MB`;
}

/** Size of the ZIP option, the sum of the five files, rounded to one decimal. */
export const ebookBundleTotalMb = Math.round(ebookBundleItems.reduce((sum, item) => sum + item.sizeMb, 0) * 10) / 10;
