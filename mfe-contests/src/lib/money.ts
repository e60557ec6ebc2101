import type { Currency } from '@mindset/shared-ui';

const locales: Record<Currency, string> = { gbp: 'en-GB', usd: 'en-US' };

/** An amount in whole units with its symbol, two decimals by default, e.g. '£6.00' (docs/product-rules.md, "Contests"). */
export function formatMoney(amount: number, currency: Currency, fractionDigits = 2): string {
  return new Intl.NumberFormat(locales[currency], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** The payment service reports amounts in minor units (pence, cents). */
export function formatMinorUnits(amount: number, currency: Currency): string {
  return formatMoney(amount / 100, currency);
}
