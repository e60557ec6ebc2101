import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import { useCommunityStore } from '../../store/communityStore';
import { ProfileScreen } from './ProfileScreen';

const profileRoutes = {
  '/community/profile/:username': <ProfileScreen />,
  '/profile': <ProfileScreen />,
};

// Screens driven through many clicks: allow for a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(resetStores);

function statValue(label: string): string {
  const stats = screen.getByRole('list', { name: 'Profile statistics' });
  const item = within(stats)
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.endsWith(label));
  return item?.querySelector('strong')?.textContent ?? '';
}

describe('Profile of another member', () => {
  it('shows who they are, their stats, highlights and a grid of 12 posts that open post pages', () => {
    renderAt('/community/profile/sarah.growth', profileRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('@sarah.growth')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sarahchen.example' })).toHaveAttribute(
      'href',
      'https://sarahchen.example',
    );
    expect([statValue('posts'), statValue('followers'), statValue('following')]).toEqual(['318', '24,800', '512']);
    expect(within(screen.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem').length).toBeGreaterThan(0);

    const tiles = within(screen.getByRole('list', { name: 'Posts by Sarah Chen' })).getAllByRole('link');
    expect(tiles).toHaveLength(12);
    for (const tile of tiles) expect(tile.getAttribute('href')).toMatch(/^\/community\/post\/[\w-]+$/);
    expect(tiles[0]).toHaveAccessibleName(/^Post by Sarah Chen: /);
  });

  it('switches to the Tagged tab', async () => {
    renderAt('/community/profile/sarah.growth', profileRoutes);
    await userEvent.click(screen.getByRole('tab', { name: 'Tagged' }));
    expect(screen.getByRole('tab', { name: 'Tagged' })).toHaveAttribute('aria-selected', 'true');
    const tagged = within(screen.getByRole('list', { name: 'Posts Sarah Chen is tagged in' })).getAllByRole('link');
    expect(tagged.length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Posts by Sarah Chen' })).not.toBeInTheDocument();
  });

  it('follows with one more follower, and unfollows with a toast', async () => {
    renderAt('/community/profile/sarah.growth', profileRoutes);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(statValue('followers')).toBe('24,801');

    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(screen.getByRole('status')).toHaveTextContent('Unfollowed sarah.growth');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(statValue('followers')).toBe('24,800');
  });

  it('offers Unfollow only while following', async () => {
    renderAt('/community/profile/marcus.rise', profileRoutes);
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Unfollow' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More options' })).toHaveFocus();
  });

  it('links Message to a new conversation with them', () => {
    renderAt('/community/profile/sarah.growth', profileRoutes);
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/community/messages/new?user=sarah.growth',
    );
  });

  it('copies the profile link from More options', async () => {
    const user = userEvent.setup();
    renderAt('/community/profile/sarah.growth', profileRoutes);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('button', { name: 'Copy profile link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/community/profile/sarah.growth`);
    expect(await screen.findByRole('status')).toHaveTextContent('Profile link copied to clipboard');
  });

  it('blocks with a destructive toast and reports with the review message', async () => {
    renderAt('/community/profile/marcus.rise', profileRoutes);
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const blocked = screen.getByRole('alert');
    expect(blocked).toHaveTextContent('Blocked marcus.rise');
    expect(blocked).toHaveAttribute('data-variant', 'destructive');

    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const report = screen.getByRole('status');
    expect(within(report).getByText('Report submitted')).toBeInTheDocument();
    expect(within(report).getByText("We'll review this account and take appropriate action.")).toBeInTheDocument();
  });
});

describe('Share profile', () => {
  it('copies the link, and shares by SMS and email links', async () => {
    const user = userEvent.setup();
    renderAt('/community/profile/sarah.growth', profileRoutes);
    const url = `${window.location.origin}/community/profile/sarah.growth`;
    await user.click(screen.getByRole('button', { name: 'Share profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Share profile' });
    expect(within(dialog).getByRole('link', { name: 'Share via Message' }).getAttribute('href')).toMatch(
      new RegExp(`^sms:.*body=.*${encodeURIComponent(url)}`),
    );
    expect(within(dialog).getByRole('link', { name: 'Share via Email' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:\\?subject=.*&body=.*${encodeURIComponent(url)}`),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied to clipboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens in the browser with the share function when there is one, else in a new tab', async () => {
    renderAt('/community/profile/sarah.growth', profileRoutes);
    const url = `${window.location.origin}/community/profile/sarah.growth`;
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Share profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open in Browser' }));
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Share profile' }));
      await userEvent.click(screen.getByRole('button', { name: 'Open in Browser' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url }));
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      open.mockRestore();
    }
  });
});

describe('Own profile', () => {
  it('is at /profile, with Edit profile and the saved edits shown', () => {
    useCommunityStore.getState().saveProfile({
      name: 'Alex M. Morgan',
      bio: 'New bio, new habits.',
      website: 'https://alex.example',
      email: 'alex@example.com',
      phone: '',
    });
    renderAt('/profile', profileRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'Alex M. Morgan' })).toBeInTheDocument();
    expect(screen.getByText('New bio, new habits.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/community/settings/edit-profile',
    );
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
  });
});

describe('Private and unknown accounts', () => {
  it('hides a private account’s posts until the member follows it', async () => {
    renderAt('/community/profile/david.victor', profileRoutes);
    expect(screen.getByRole('heading', { name: 'This account is private' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Posts' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.queryByText('This account is private')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Posts by David Okafor' })).getAllByRole('link')).toHaveLength(12);
  });

  it('says when the member does not exist, with a way back', () => {
    renderAt('/community/profile/no.such.person', profileRoutes);
    expect(screen.getByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute('href', '/community');
  });
});
