/** Where buyers get help with their files. */
export const supportContact = {
  email: 'support@mindsetplatform.com',
  responseTime: 'We answer within one working day.',
} as const;

export interface WeekPlan {
  week: number;
  title: string;
  tasks: readonly string[];
}

/** The week-by-week plan shown after purchase: how to use the bundle in the first month. */
export const weekByWeekPlan: readonly WeekPlan[] = [
  {
    week: 1,
    title: 'Name the story',
    tasks: ['Read chapters 1 to 3 of the ebook', 'Answer the first ten prompts of the Self Discovery Journal'],
  },
  {
    week: 2,
    title: 'Change the input',
    tasks: ['Listen to the audiobook on your commute or walk', 'Start the Wellness Journal daily check-in'],
  },
  {
    week: 3,
    title: 'Act on purpose',
    tasks: ['Read chapters 4 to 6 and complete their exercises', 'Pick one goal you can measure within 30 days'],
  },
  {
    week: 4,
    title: 'Lock it in',
    tasks: ['Finish the ebook and review your journal entries', 'Plan the next twelve months in the Yearly Journal'],
  },
];
