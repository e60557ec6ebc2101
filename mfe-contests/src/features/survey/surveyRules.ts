import type { RegionPricing } from '../../data/contests.data';

/** Product rules (Contests): an answer counts only when it is longer than 10 characters after trimming. */
export const MINIMUM_ANSWER_LENGTH = 10;

export function isAnswerValid(answer: string): boolean {
  return answer.trim().length > MINIMUM_ANSWER_LENGTH;
}

/** Product rules (Contests): encouragement message by quantity, word for word. */
export function encouragementFor(quantity: number): string {
  if (quantity >= 10) return 'Excellent value! Maximize your winning potential!';
  if (quantity >= 5) return 'Great value! More entries = better chances!';
  if (quantity >= 3) return 'Smart choice! Increase your odds!';
  if (quantity === 2) return 'Good thinking! Double your chances!';
  return 'Tip: Buy more entries to increase your winning chances!';
}

/** Product rules (Contests): total = quantity times fee (whole units; the service charges its own catalogue price). */
export function checkoutTotal(quantity: number, pricing: RegionPricing): number {
  return quantity * pricing.fee;
}
