import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import { CreatorProfileScreen } from './CreatorProfileScreen';

const creatorRoutes = { '/community/creator/:username': <CreatorProfileScreen /> };

/** A controllable stand-in for the browser's (min-width: 768px) media query. */
function mockViewport(desktop: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: desktop,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    resize(toDesktop: boolean) {
      query.matches = toDesktop;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function statValue(label: string): string {
  const item = within(screen.getByRole('list', { name: 'Creator statistics' }))
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.endsWith(label));
  return item?.querySelector('strong')?.textContent ?? '';
}

// Screens driven through many clicks: allow for a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Creator profile', () => {
  it('shows the creator, their stats with courses, and posts that open post pages', () => {
    mockViewport(true);
    renderAt('/community/creator/sarah.growth', creatorRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText(/Mindset coach/)).toBeInTheDocument();
    expect([statValue('posts'), statValue('followers'), statValue('following'), statValue('courses')]).toEqual([
      '318',
      '24,800',
      '512',
      '3',
    ]);
    const posts = within(screen.getByRole('list', { name: 'Posts by Sarah Chen' })).getAllByRole('link');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.getAttribute('href')).toMatch(/^\/community\/post\/\w+$/);
  });

  it('toggles Follow and Following with the follower count', async () => {
    mockViewport(true);
    renderAt('/community/creator/marcus.rise', creatorRoutes);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(statValue('followers')).toBe('15,201');
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(statValue('followers')).toBe('15,200');
  });

  it('lists courses with price, rating and students, and achievements under Awards', async () => {
    mockViewport(true);
    renderAt('/community/creator/sarah.growth', creatorRoutes);
    await userEvent.click(screen.getByRole('tab', { name: 'Courses' }));
    const courses = within(screen.getByRole('list', { name: 'Courses by Sarah Chen' })).getAllByRole('listitem');
    expect(courses.map((course) => within(course).getByText(/^\$\d+$/).textContent)).toEqual(['$97', '$67', '$47']);
    expect(courses[0]).toHaveTextContent('4.9');
    expect(courses[0]).toHaveTextContent('2,340');

    await userEvent.click(screen.getByRole('tab', { name: 'Awards' }));
    expect(
      within(screen.getByRole('list', { name: 'Awards of Sarah Chen' })).getByText('Top Creator 2024'),
    ).toBeInTheDocument();
  });

  it('has a Community tab saying coming soon on desktop only', async () => {
    const viewport = mockViewport(true);
    renderAt('/community/creator/sarah.growth', creatorRoutes);
    await userEvent.click(screen.getByRole('tab', { name: 'Community' }));
    expect(screen.getByRole('heading', { name: 'Community coming soon' })).toBeInTheDocument();

    viewport.resize(false);
    expect(screen.queryByRole('tab', { name: 'Community' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows any member, with empty courses and awards, and a private member’s posts only to followers', async () => {
    mockViewport(true);
    renderAt('/community/creator/david.victor', creatorRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'David Okafor' })).toBeInTheDocument();
    expect(statValue('courses')).toBe('0');
    expect(screen.getByText('This account is private. Follow David Okafor to see their posts.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(
      within(screen.getByRole('list', { name: 'Posts by David Okafor' })).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Courses' }));
    expect(screen.getByText('No courses yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Awards' }));
    expect(screen.getByText('No awards yet.')).toBeInTheDocument();
  });

  it('says when there is no such creator', () => {
    mockViewport(true);
    renderAt('/community/creator/nobody', creatorRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'Creator not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover creators' })).toHaveAttribute('href', '/explore');
  });
});
