import type { FaqCategory } from './faq.data';

/** Spec: case-insensitive substring match on question or answer; categories left empty are dropped. */
export function filterFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return categories;
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter(
        (item) => item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle),
      ),
    }))
    .filter((category) => category.items.length > 0);
}

export function countFaqItems(categories: FaqCategory[]): number {
  return categories.reduce((total, category) => total + category.items.length, 0);
}
