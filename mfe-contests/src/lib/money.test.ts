import { formatMinorUnits, formatMoney } from './money';

describe('formatMoney', () => {
  it('shows the symbol and two decimals', () => {
    expect(formatMoney(6, 'gbp')).toBe('£6.00');
    expect(formatMoney(9, 'usd')).toBe('$9.00');
    expect(formatMoney(5.99, 'gbp')).toBe('£5.99');
    expect(formatMoney(2000, 'gbp')).toBe('£2,000.00');
  });

  it('can drop the decimals for whole display values', () => {
    expect(formatMoney(97, 'gbp', 0)).toBe('£97');
  });

  it('reads the service amounts in minor units', () => {
    expect(formatMinorUnits(600, 'gbp')).toBe('£6.00');
    expect(formatMinorUnits(900, 'usd')).toBe('$9.00');
  });
});
