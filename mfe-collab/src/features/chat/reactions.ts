import type { Reaction } from './chatTypes';

/** The emoji the hover "add reaction" button adds (docs/product-rules.md, "Collab"). */
export const QUICK_REACTION = '👍';

/**
 * Clicking a reaction (docs/product-rules.md, "Collab"): the user's own is taken back (count down by one), anyone else's is
 * joined (count up by one). A reaction nobody holds any more disappears instead of showing 0.
 */
export function toggleReaction(reactions: Reaction[], emoji: string): Reaction[] {
  const existing = reactions.find((item) => item.emoji === emoji);
  if (!existing) return [...reactions, { emoji, count: 1, userReacted: true }];
  return reactions
    .map((item) =>
      item.emoji === emoji
        ? { ...item, count: item.count + (item.userReacted ? -1 : 1), userReacted: !item.userReacted }
        : item,
    )
    .filter((item) => item.count > 0);
}

/**
 * The hover add button (docs/product-rules.md, "Collab"): joins an existing reaction the user has not made yet, or starts a
 * new one at count 1. Adding what the user already reacted with changes nothing.
 */
export function addReaction(reactions: Reaction[], emoji: string): Reaction[] {
  const existing = reactions.find((item) => item.emoji === emoji);
  if (existing?.userReacted) return reactions;
  return toggleReaction(reactions, emoji);
}

export function replyCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'reply' : 'replies'}`;
}
