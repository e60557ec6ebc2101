import { addReaction, QUICK_REACTION, replyCountLabel, toggleReaction } from './reactions';

describe('toggleReaction', () => {
  it("takes back the user's own reaction: count down by one, no longer pressed", () => {
    const result = toggleReaction([{ emoji: '🔥', count: 3, userReacted: true }], '🔥');
    expect(result).toEqual([{ emoji: '🔥', count: 2, userReacted: false }]);
  });

  it("joins someone else's reaction: count up by one, pressed", () => {
    const result = toggleReaction([{ emoji: '🔥', count: 3, userReacted: false }], '🔥');
    expect(result).toEqual([{ emoji: '🔥', count: 4, userReacted: true }]);
  });

  it('removes a reaction nobody holds any more and leaves the others alone', () => {
    const others = { emoji: '🎉', count: 2, userReacted: false };
    const result = toggleReaction([{ emoji: '🔥', count: 1, userReacted: true }, others], '🔥');
    expect(result).toEqual([others]);
  });
});

describe('addReaction', () => {
  it('joins an existing thumbs-up the user has not made yet', () => {
    expect(addReaction([{ emoji: '👍', count: 7, userReacted: false }], QUICK_REACTION)).toEqual([
      { emoji: '👍', count: 8, userReacted: true },
    ]);
  });

  it('changes nothing when the user already reacted with it', () => {
    const reactions = [{ emoji: '👍', count: 7, userReacted: true }];
    expect(addReaction(reactions, QUICK_REACTION)).toEqual(reactions);
  });

  it('starts a new emoji at count 1, after the existing ones', () => {
    expect(addReaction([{ emoji: '🎉', count: 2, userReacted: false }], '👍')).toEqual([
      { emoji: '🎉', count: 2, userReacted: false },
      { emoji: '👍', count: 1, userReacted: true },
    ]);
  });
});

describe('replyCountLabel', () => {
  it.each([
    [1, '1 reply'],
    [2, '2 replies'],
    [3, '3 replies'],
  ])('%i -> %s', (count, label) => {
    expect(replyCountLabel(count)).toBe(label);
  });
});
