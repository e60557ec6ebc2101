import { render, screen } from '@testing-library/react';
import { Emoji, hasEmojiImage } from './Emoji';

// The reaction set of member-service/src/collab/chat.ts (CHAT_EMOJI): each needs a shipped image.
const CHAT_EMOJI = [
  '👍',
  '❤️',
  '😂',
  '🎉',
  '🙏',
  '🔥',
  '💯',
  '👏',
  '🙌',
  '💪',
  '🎯',
  '👋',
  '📚',
  '🏃',
  '😅',
  '🤔',
  '💡',
  '✅',
  '🚀',
  '🧘',
  '☀️',
  '✍️',
  '📅',
  '📈',
  '📌',
  '📝',
  '🚶',
  '😮',
  '😢',
  '👀',
];

it.each(CHAT_EMOJI)('%s is drawn with a shipped image', (emoji) => {
  expect(hasEmojiImage(emoji)).toBe(true);
  render(<Emoji emoji={emoji} size={24} />);
  const image = screen.getByRole('img', { name: emoji });
  // The site's own file (hashed by the build, never inlined), named by the emoji's code points.
  expect(image).toHaveAttribute('src', expect.stringMatching(/\/[0-9a-f-]+(-[\w-]+)?\.svg(\?no-inline)?$/));
  expect(image).toHaveAttribute('width', '24');
  expect(image).toHaveAttribute('height', '24');
});

it('draws each emoji of the set with its own image', () => {
  render(CHAT_EMOJI.map((emoji) => <Emoji key={emoji} emoji={emoji} />));
  const sources = screen.getAllByRole('img').map((image) => image.getAttribute('src'));
  expect(new Set(sources).size).toBe(CHAT_EMOJI.length);
});

it('finds an emoji written with or without the U+FE0F variation selector', () => {
  expect(hasEmojiImage('\u2764\uFE0F')).toBe(true);
  expect(hasEmojiImage('\u2764')).toBe(true);
});

it('draws an emoji outside the set as text', () => {
  expect(hasEmojiImage('🦄')).toBe(false);
  const { container } = render(<Emoji emoji="🦄" />);
  expect(container).toHaveTextContent('🦄');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
