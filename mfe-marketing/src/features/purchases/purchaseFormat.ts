import { format } from 'date-fns';
import type { Currency } from '@mindset/shared-ui';

const money: Record<Currency, Intl.NumberFormat> = {
  gbp: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
  usd: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
};

/** An amount the service recorded in minor units, written as the site writes prices: £5.99, $6.00. */
export function formatAmount(minorUnits: number, currency: Currency): string {
  return money[currency].format(minorUnits / 100);
}

export function formatPurchaseDate(isoDate: string): string {
  return format(new Date(isoDate), 'd MMMM yyyy');
}

export function formatTime(isoDate: string): string {
  return format(new Date(isoDate), 'HH:mm');
}
