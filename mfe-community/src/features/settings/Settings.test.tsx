import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { EditProfileScreen } from './EditProfileScreen';
import { NotificationSettingsScreen } from './NotificationSettingsScreen';
import { PrivacySettingsScreen } from './PrivacySettingsScreen';
import { SecuritySettingsScreen } from './SecuritySettingsScreen';
import { SettingsHomeScreen } from './SettingsHomeScreen';

const settingsRoutes = {
  '/community/settings': <SettingsHomeScreen />,
  '/community/settings/edit-profile': <EditProfileScreen />,
  '/community/settings/privacy': <PrivacySettingsScreen />,
  '/community/settings/notifications': <NotificationSettingsScreen />,
  '/community/settings/account': <AccountSettingsScreen />,
  '/community/settings/security': <SecuritySettingsScreen />,
};

// Screens driven through many clicks: allow for a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(resetStores);

/** Every switch on screen, by its visible label, with whether it is on. */
function switchStates(): Record<string, boolean> {
  return Object.fromEntries(
    screen.getAllByRole('switch').map((toggle) => {
      const label = document.getElementById(toggle.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
      return [label, toggle.getAttribute('aria-checked') === 'true'];
    }),
  );
}

describe('Settings home', () => {
  it('links to every settings screen and the Help Center, and each one leads back', async () => {
    renderAt('/community/settings', settingsRoutes);
    const destinations = [
      ['Edit Profile', '/community/settings/edit-profile'],
      ['Privacy', '/community/settings/privacy'],
      ['Notifications', '/community/settings/notifications'],
      ['Account', '/community/settings/account'],
      ['Security', '/community/settings/security'],
      ['Help Center', '/community/help'],
    ] as const;
    for (const [name, href] of destinations) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    for (const [name] of destinations.slice(0, 5)) {
      await userEvent.click(screen.getByRole('link', { name: new RegExp(`^${name}`) }));
      await userEvent.click(screen.getByRole('link', { name: 'Back to settings' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    }
  });
});

describe('Privacy settings', () => {
  it('starts from the spec defaults', () => {
    renderAt('/community/settings/privacy', settingsRoutes);
    expect(switchStates()).toEqual({
      'Private account': false,
      'Allow message requests': true,
      'Allow tagging': true,
      'Allow mentions': true,
      'Show activity status': true,
      'Show online status': true,
      'Hide story': false,
      'Hide last seen': false,
    });
  });

  it('flips each switch on its own and remembers only what was saved', async () => {
    const first = renderAt('/community/settings/privacy', settingsRoutes);
    await userEvent.click(screen.getByRole('switch', { name: 'Private account' }));
    expect(screen.getByRole('switch', { name: 'Private account' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Hide story' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(screen.getByRole('status')).toHaveTextContent('Privacy settings updated!');

    // Changed after saving, then left without saving: forgotten.
    await userEvent.click(screen.getByRole('switch', { name: 'Hide story' }));
    first.unmount();

    renderAt('/community/settings/privacy', settingsRoutes);
    expect(screen.getByRole('switch', { name: 'Private account' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Hide story' })).not.toBeChecked();
    const stored = JSON.parse(window.localStorage.getItem('mindset-community') ?? '{}');
    expect(stored.state.privacySettings.privateAccount).toBe(true);
  });
});

describe('Notification settings', () => {
  it('starts from the spec defaults: thirteen switches, SMS, story views and marketing off', () => {
    renderAt('/community/settings/notifications', settingsRoutes);
    const states = switchStates();
    expect(Object.keys(states)).toHaveLength(13);
    const off = Object.entries(states)
      .filter(([, on]) => !on)
      .map(([name]) => name);
    expect(off).toEqual(['SMS notifications', 'Story views', 'Marketing emails']);
  });

  it('saves with its own message', async () => {
    const first = renderAt('/community/settings/notifications', settingsRoutes);
    await userEvent.click(screen.getByRole('switch', { name: 'Likes' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Story views' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(screen.getByRole('status')).toHaveTextContent('Notification settings updated!');
    first.unmount();
    renderAt('/community/settings/notifications', settingsRoutes);
    expect(screen.getByRole('switch', { name: 'Likes' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Story views' })).toBeChecked();
  });
});

describe('Edit profile', () => {
  it('counts bio characters against 150 without enforcing it', async () => {
    renderAt('/community/settings/edit-profile', settingsRoutes);
    const bio = screen.getByLabelText('Bio');
    await userEvent.clear(bio);
    expect(screen.getByText('0/150')).toBeInTheDocument();
    await userEvent.type(bio, 'Building better habits, one day at a time.');
    expect(screen.getByText('42/150')).toBeInTheDocument();
    await userEvent.paste('x'.repeat(120));
    expect(screen.getByText('162/150')).toBeInTheDocument();
    expect(bio).toHaveValue(`Building better habits, one day at a time.${'x'.repeat(120)}`);
  });

  it('uses URL, email and phone fields', () => {
    renderAt('/community/settings/edit-profile', settingsRoutes);
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  });

  it('saves for a second, then confirms and returns to settings with the change kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAt('/community/settings/edit-profile', settingsRoutes);
      await user.clear(screen.getByLabelText('Name'));
      await user.type(screen.getByLabelText('Name'), 'Alex M. Morgan');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

      await act(async () => vi.advanceTimersByTime(900));
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(100));

      expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
      await user.click(screen.getByRole('link', { name: /^Edit Profile/ }));
      expect(screen.getByLabelText('Name')).toHaveValue('Alex M. Morgan');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Account settings', () => {
  it('confirms the data download request', async () => {
    renderAt('/community/settings/account', settingsRoutes);
    await userEvent.click(screen.getByRole('button', { name: 'Request data download' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      "Data download request submitted! You'll receive an email with your data within 48 hours.",
    );
  });

  it.each([
    [
      'Deactivate account',
      'Deactivate your account?',
      'Account deactivation request submitted. Your account will be deactivated within 24 hours.',
    ],
    [
      'Delete account',
      'Delete your account?',
      'Account deletion request submitted. Your account will be permanently deleted within 30 days.',
    ],
  ])(
    '%s asks first, ignores clicks outside, and on confirmation goes home with the toast',
    async (action, title, message) => {
      renderAt('/community/settings/account', { ...settingsRoutes, '/': <h1>Home</h1> });
      await userEvent.click(screen.getByRole('button', { name: action }));
      await userEvent.click(screen.getByTestId('dialog-overlay'));
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();

      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: action }));
      await userEvent.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: action }));
      expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(message);
    },
  );
});

describe('Security settings', () => {
  it('has SMS two-factor off and login alerts on by default', () => {
    renderAt('/community/settings/security', settingsRoutes);
    expect(screen.getByRole('switch', { name: 'SMS two-factor authentication' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Login alerts' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Change Phone Number' })).not.toBeInTheDocument();
  });

  it('reveals Change Phone Number when SMS two-factor is on, which updates the number codes go to', async () => {
    renderAt('/community/settings/security', settingsRoutes);
    await userEvent.click(screen.getByRole('switch', { name: 'SMS two-factor authentication' }));
    expect(screen.getByText('Codes are sent to +44 7700 900123.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    const dialog = screen.getByRole('dialog', { name: 'Change phone number' });
    await userEvent.clear(within(dialog).getByLabelText('Phone number'));
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '+44 7700 900999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save phone number' }));
    expect(screen.getByText('Codes are sent to +44 7700 900999.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'SMS two-factor authentication' }));
    expect(screen.queryByRole('button', { name: 'Change Phone Number' })).not.toBeInTheDocument();
  });

  it('lists the signed-in sessions with the current one marked', () => {
    renderAt('/community/settings/security', settingsRoutes);
    const current = screen.getByText('Chrome on macOS').closest('li');
    expect(current).toHaveTextContent('London, United Kingdom');
    expect(current).toHaveTextContent('Active now');
    expect(current).toHaveTextContent('This device');
    const other = screen.getByText('Safari on iPad').closest('li');
    expect(other).toHaveTextContent('Last active 3 days ago');
    expect(other).not.toHaveTextContent('This device');
  });
});
