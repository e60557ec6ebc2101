import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { StoryViewerScreen } from './StoryViewerScreen';

// sarah.growth has two sample stories: a photo, then a text story.
function renderViewer(username = 'sarah.growth') {
  return renderWithRouter(<StoryViewerScreen />, {
    path: '/community/stories/:username',
    entries: ['/community', `/community/stories/${username}`],
  });
}

function progressOf(position: 1 | 2) {
  return Number(screen.getByRole('progressbar', { name: `Story ${position} of 2` }).getAttribute('aria-valuenow'));
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function currentPath() {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('StoryViewerScreen', () => {
  it('advances progress every 100 ms over 5 seconds, then shows the next story', () => {
    renderViewer();
    expect(screen.getByRole('img', { name: 'Journal pages under a rising sun' })).toBeInTheDocument();
    expect(progressOf(1)).toBe(0);

    wait(100);
    expect(progressOf(1)).toBe(2);
    wait(900);
    expect(progressOf(1)).toBe(20);

    wait(4000);
    expect(screen.getByText('Day 100. If you showed up today, I’m proud of you.')).toBeInTheDocument();
    expect(progressOf(1)).toBe(100);
    expect(progressOf(2)).toBe(0);
  });

  it('returns to /community when the last story finishes', () => {
    renderViewer();
    wait(5000);
    expect(currentPath()).toBe('/community/stories/sarah.growth');
    wait(5000);
    expect(currentPath()).toBe('/community');
  });

  it('does not go back before the first story', () => {
    renderViewer();
    wait(1000);
    expect(screen.getByRole('button', { name: 'Previous story' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Journal pages under a rising sun' })).toBeInTheDocument();
  });

  it('goes back to the previous story with its progress reset', () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    wait(1500);
    expect(progressOf(2)).toBe(30);

    fireEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(screen.getByRole('img', { name: 'Journal pages under a rising sun' })).toBeInTheDocument();
    expect(progressOf(1)).toBe(0);
    expect(progressOf(2)).toBe(0);
  });

  it('exits to /community when Next is tapped on the last story', () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(currentPath()).toBe('/community/stories/sarah.growth');
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(currentPath()).toBe('/community');
  });

  it('pauses and plays', () => {
    renderViewer();
    wait(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    wait(3000);
    expect(progressOf(1)).toBe(20);

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(500);
    expect(progressOf(1)).toBe(30);
  });

  it('closes to /community', () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(currentPath()).toBe('/community');
  });

  it('ignores a blank reply, confirms a real one, and holds the story while typing', () => {
    renderViewer();
    const reply = screen.getByRole('textbox', { name: 'Reply to sarah.growth' });
    fireEvent.focus(reply);
    fireEvent.change(reply, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    wait(2000);
    expect(progressOf(1)).toBe(0);

    fireEvent.change(reply, { target: { value: 'Proud of you too!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    expect(reply).toHaveValue('');

    fireEvent.blur(reply);
    wait(1000);
    expect(progressOf(1)).toBe(20);
  });

  it('says so for someone without stories', () => {
    renderViewer('nobody.here');
    expect(screen.getByRole('heading', { name: 'No stories to show' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the feed' })).toHaveAttribute('href', '/community');
  });
});
