import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@mindset/shared-ui';
import type { PostMedia } from '../data/posts';
import { clampIndex, MediaCarousel } from './MediaCarousel';

const media: PostMedia[] = [
  { kind: 'image', src: 'one.webp', alt: 'First photo' },
  { kind: 'image', src: 'two.webp', alt: 'Second photo' },
];

function Carousel() {
  const [index, setIndex] = useState(0);
  return (
    <ThemeProvider theme={theme}>
      <MediaCarousel media={media} index={index} onIndexChange={setIndex} label="Photos" />
    </ThemeProvider>
  );
}

describe('clampIndex', () => {
  it('keeps the position inside the list after removals', () => {
    expect(clampIndex(2, 2)).toBe(1);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(0, 0)).toBe(0);
    expect(clampIndex(-1, 3)).toBe(0);
  });
});

describe('MediaCarousel', () => {
  it('moves between photos and says where it is', async () => {
    const user = userEvent.setup();
    render(<Carousel />);
    expect(screen.getByRole('img', { name: 'First photo' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous photo or video' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next photo or video' }));
    expect(screen.getByRole('img', { name: 'Second photo' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo or video' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous photo or video' }));
    expect(screen.getByRole('img', { name: 'First photo' })).toBeInTheDocument();
  });

  it('shows a media kept only in memory by an earlier visit as unavailable', () => {
    render(
      <ThemeProvider theme={theme}>
        <MediaCarousel
          media={[{ kind: 'video', src: 'memory:gone', alt: 'Video shared by alex.mindset' }]}
          index={0}
          onIndexChange={() => {}}
          label="Video"
        />
      </ThemeProvider>,
    );
    expect(
      screen.getByRole('img', { name: 'Video shared by alex.mindset (not available after a reload)' }),
    ).toBeInTheDocument();
  });
});
