/** Programme-wide constants (docs/product-rules.md, "Learning"), shown on the modules list and every module page. */

export const dailyTimeGuidance = '30-60 minutes daily';

export const moduleCommunityStats = {
  members: '3,247',
  averageCompletion: '12.3 days',
};

export const quickStartGuide: { title: string; description: string }[] = [
  {
    title: 'Block the time',
    description: `Set aside ${dailyTimeGuidance} at the same time each day and put it in your calendar.`,
  },
  {
    title: 'Download the materials',
    description: 'Keep the workbook open or printed so every exercise has a place to go.',
  },
  {
    title: 'One lesson at a time',
    description: 'Read the lesson, do every exercise on the checklist, then write what you noticed in your notes.',
  },
  {
    title: 'Share one win',
    description: 'Post your biggest insight in the community each week; saying it out loud makes it stick.',
  },
];
