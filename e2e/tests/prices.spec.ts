import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { paymentUrl } from '../global-setup';

/**
 * One price source: the fee each screen shows is the amount the payment service charges. Reads the screens as a
 * visitor sees them and asks the service what one unit costs; a price written anywhere but the catalogue fails here.
 */

const residenceFor = (surveyId: string) =>
  surveyId === '1' ? { residenceCountry: 'GB' } : surveyId === '2' ? { residenceCountry: 'US' } : {};

async function chargedForOne(request: APIRequestContext, surveyId: string, surveyTitle: string, currency: string) {
  const created = await request.post(`${paymentUrl}/create-payment`, {
    // A contest entry declares a country in its region; the ebook takes none.
    data: { surveyId, surveyTitle, quantity: 1, currency, ...residenceFor(surveyId) },
  });
  expect(created.status()).toBe(200);
  const { sessionId } = (await created.json()) as { sessionId: string };
  const session = await request.get(`${paymentUrl}/checkout-session/${sessionId}`);
  const { unitAmount } = (await session.json()) as { unitAmount: number };
  const locale = currency === 'usd' ? 'en-US' : 'en-GB';
  return (fractionDigits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: fractionDigits,
    }).format(unitAmount / 100);
}

test('each contest card shows the entry fee the service charges', { tag: '@contests' }, async ({ page, request }) => {
  await page.goto('/events');
  for (const [surveyId, title, currency] of [
    ['1', 'UK Wellness Retreat Giveaway', 'gbp'],
    ['2', 'USA Resort Holiday Giveaway', 'usd'],
  ] as const) {
    const charged = await chargedForOne(request, surveyId, title, currency);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText(`${charged(0)} per entry`)).toBeVisible();
  }
});

test('the ebook page shows the price the service charges', { tag: '@contests' }, async ({ page, request }) => {
  const charged = await chargedForOne(request, 'victim-to-victor-ebook', 'Victim to Victor', 'gbp');
  await page.goto('/ebook');
  await expect(page.getByRole('button', { name: `Get Instant Access for ${charged(2)}` })).toBeVisible();
});
