import { expect, type Page } from '@playwright/test';

/** Five answers that each pass the survey's rule (longer than 10 characters after trimming). */
export const surveyAnswers = [
  'I doubt that I deserve real success.',
  'I finished a half marathon after an injury.',
  'Rest, clarity and a plan for the next year.',
  'Writing down three wins every evening.',
  'Running my own coaching practice full time.',
];

export async function answerSurvey(page: Page) {
  for (const [index, answer] of surveyAnswers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${surveyAnswers.length}`)).toBeVisible();
    await page.getByRole('textbox').fill(answer);
    const last = index === surveyAnswers.length - 1;
    await page.getByRole('button', { name: last ? 'Complete Survey & Enter' : 'Next' }).click();
  }
}

/** The entrant's declaration at checkout: the payment service refuses a country outside the contest's region. */
export async function declareResidence(page: Page, country: 'United Kingdom' | 'United States' | 'Another country') {
  await page.getByRole('region', { name: 'Enter Contest' }).getByLabel('Country you live in').selectOption(country);
}

/** The payment service's own TEST MODE checkout page. */
export function sandboxCheckout(page: Page) {
  return {
    testModeBanner: page.getByText(/TEST MODE/),
    pay: page.getByRole('button', { name: 'Pay', exact: true }),
    cancel: page.getByRole('button', { name: 'Cancel', exact: true }),
  };
}
