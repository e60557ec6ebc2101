import { catalogueItem, EBOOK_SURVEY_ID, type Currency } from '@mindset/payment-contract';
import { termsOfService } from '../features/legal/termsOfService.data';
import { faqCategories } from '../features/support/faq.data';

// The FAQ and the terms quote prices in prose. They stay text, so this test holds them to the price catalogue
// the payment service charges from (docs/decisions/0007-one-price-source.md).

const symbols: Record<Currency, string> = { gbp: '£', usd: '$' };
const major = (unitAmount: number) => unitAmount / 100;
const prose = { faq: JSON.stringify(faqCategories), terms: JSON.stringify(termsOfService) };

describe.each(Object.entries(prose))('prices quoted in the %s', (_, text) => {
  it.each([
    ['1', 'in the UK'],
    ['2', 'in the USA'],
  ])('contest %s costs what the service charges per entry', (surveyId, region) => {
    const { currency, unitAmount } = catalogueItem(surveyId);
    expect(text).toContain(`${symbols[currency]}${major(unitAmount)} per entry ${region}`);
  });

  it('the ebook bundle costs what the service charges', () => {
    const { currency, unitAmount } = catalogueItem(EBOOK_SURVEY_ID);
    expect(text).toContain(`${major(unitAmount).toFixed(2)} ${currency.toUpperCase()}`);
  });
});
