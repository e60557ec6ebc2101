import { regionPricing } from '../../data/contests.data';
import { checkoutTotal, encouragementFor, isAnswerValid } from './surveyRules';

describe('isAnswerValid', () => {
  it('needs more than 10 characters after trimming', () => {
    expect(isAnswerValid('0123456789')).toBe(false);
    expect(isAnswerValid('01234567890')).toBe(true);
    expect(isAnswerValid('   0123456789   ')).toBe(false);
    expect(isAnswerValid('')).toBe(false);
  });
});

describe('encouragementFor', () => {
  it.each([
    [1, 'Tip: Buy more entries to increase your winning chances!'],
    [2, 'Good thinking! Double your chances!'],
    [3, 'Smart choice! Increase your odds!'],
    [4, 'Smart choice! Increase your odds!'],
    [5, 'Great value! More entries = better chances!'],
    [9, 'Great value! More entries = better chances!'],
    [10, 'Excellent value! Maximize your winning potential!'],
    [40, 'Excellent value! Maximize your winning potential!'],
  ])('%i entries: %s', (quantity, message) => {
    expect(encouragementFor(quantity)).toBe(message);
  });
});

describe('checkoutTotal', () => {
  it('is quantity times the region fee', () => {
    expect(checkoutTotal(3, regionPricing.UK)).toBe(6);
    expect(checkoutTotal(3, regionPricing.USA)).toBe(9);
  });
});
