/** Copy of the ebook sale page; prices and bundle items live in src/data/ebookBundle.data.ts. */
export const ebookHero = {
  offer: 'Limited-time offer',
  subtitle: 'The complete mindset transformation bundle',
  lead: 'Stop living by the story that holds you back. A practical, step-by-step guide to taking ownership of your results, with an audiobook and three journals to make the change stick.',
} as const;

export const ebookHighlights: readonly string[] = [
  'Instant download after purchase',
  'Read, listen and journal on any device',
  'Lifetime access, no subscription',
];

export const ebookAbout = {
  title: 'About the book',
  paragraphs: [
    'Victim to Victor is written for people who are tired of waiting for circumstances to change. It shows how limiting beliefs form, why they feel like facts, and how to replace them with decisions you can act on today.',
    'Each chapter ends with a short exercise. The three journals turn those exercises into a daily, monthly and yearly rhythm, so the shift in thinking becomes a shift in results.',
  ],
  lessons: [
    'Spot the victim story in your own words and replace it',
    'Build a morning routine that protects your focus',
    'Set goals you can measure within 30 days',
    'Recover quickly from setbacks without losing momentum',
  ],
} as const;
