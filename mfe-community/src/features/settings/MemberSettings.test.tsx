import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import { NOTIFICATION_DEFAULTS } from '@mindset/member-contract';
import { DEFAULT_PRIVACY_SETTINGS } from '../../store/accountSlice';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { EditProfileScreen } from './EditProfileScreen';
import { DATA_READY, photoMessages } from './memberAccount';
import { PrivacySettingsScreen } from './PrivacySettingsScreen';
import { SecuritySettingsScreen } from './SecuritySettingsScreen';
import {
  answerRequests,
  fetchMock,
  jsonResponse,
  requestsTo,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';

const routes = {
  '/community/settings/edit-profile': <EditProfileScreen />,
  '/community/settings/privacy': <PrivacySettingsScreen />,
  '/community/settings/account': <AccountSettingsScreen />,
  '/community/settings/security': <SecuritySettingsScreen />,
};
vi.setConfig({ testTimeout: 20_000 });
// A member's side of each screen is lazy: loaded up front, as after a page's first visit, since its
// first transform on a busy machine outlasts a test's wait.
await Promise.all([
  import('./MemberAccountSettings'),
  import('./MemberEditProfile'),
  import('./MemberSecuritySettings'),
]);

const json = jsonResponse;
const answer = answerRequests;

const PRIVACY = DEFAULT_PRIVACY_SETTINGS;

beforeEach(() => {
  resetStores();
  signInForTest();
});
afterEach(signOutAfterTest);

describe("a member's profile", () => {
  it('starts from the member, sends only what changed, and every area shows the new name', async () => {
    answer({
      'PATCH /api/members/me/profile': () => json(200, { member: { ...memberFixture, name: 'Jane Q. Doe' } }),
    });
    renderAt('/community/settings/edit-profile', routes);
    expect(await screen.findByLabelText('Name')).toHaveValue('Jane Doe');
    expect(screen.getByText('@jane.doe')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Jane Q. Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(requestsTo('/api/members/me/profile')).toEqual([{ method: 'PATCH', body: '{"name":"Jane Q. Doe"}' }]);
    expect(useSessionStore.getState().member?.name).toBe('Jane Q. Doe');
    expect(await screen.findByRole('heading', { name: /Other page \/community\/settings$/ })).toBeInTheDocument();
  });

  it('shows the service’s refusal and keeps what was typed', async () => {
    answer({
      'PATCH /api/members/me/profile': () => json(409, { error: 'That email address already has an account.' }),
    });
    renderAt('/community/settings/edit-profile', routes);
    await userEvent.clear(await screen.findByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email address already has an account.');
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.org');
  });

  it('uploads a photo, and refuses one over 10 MB without sending it', async () => {
    answer({
      'PUT /api/members/me/photo': () =>
        json(200, { member: { ...memberFixture, avatarUrl: '/api/members/photos/jane.webp' } }),
    });
    renderAt('/community/settings/edit-profile', routes);
    const picker = await screen.findByLabelText('Change photo');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(picker, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(photoMessages.tooLarge);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.upload(picker, new File([new Uint8Array([0xff, 0xd8])], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Profile photo updated')).toBeInTheDocument();
    expect(requestsTo('/api/members/me/photo')[0]?.method).toBe('PUT');
    expect(useSessionStore.getState().member?.avatarUrl).toBe('/api/members/photos/jane.webp');
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });
});

describe("a member's privacy settings", () => {
  it('load from the service and save the group there', async () => {
    answer({
      'GET /api/members/me/settings': () =>
        json(200, { privacy: { ...PRIVACY, privateAccount: true }, notifications: NOTIFICATION_DEFAULTS }),
      'PUT /api/members/me/settings': () => json(200, { privacy: PRIVACY, notifications: NOTIFICATION_DEFAULTS }),
    });
    renderAt('/community/settings/privacy', routes);
    const privateSwitch = await screen.findByRole('switch', { name: /Private account/ });
    expect(privateSwitch).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(privateSwitch);
    await userEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(await screen.findByText('Privacy settings updated!')).toBeInTheDocument();
    const [saved] = requestsTo('/api/members/me/settings').filter((request) => request.method === 'PUT');
    expect(JSON.parse(String(saved?.body))).toEqual({ privacy: PRIVACY });
  });
});

describe("a member's password and sessions", () => {
  it('shows the service’s sentence on the current password when it is wrong', async () => {
    answer({
      'GET /api/members/me/sessions': () => json(200, { sessions: [] }),
      'POST /api/members/me/password': () => json(400, { error: 'Your current password is not correct.' }),
    });
    renderAt('/community/settings/security', routes);
    await userEvent.type(await screen.findByLabelText('Current password'), 'not it');
    await userEvent.type(screen.getByLabelText('New password'), 'a new long password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new long password');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(String(requestsTo('/api/members/me/password')[0]?.body))).toEqual({
      currentPassword: 'not it',
      newPassword: 'a new long password',
    });
  });

  it('lists the real sessions and signs the others out', async () => {
    const sessions = [
      { id: 'a', device: 'Chrome on Linux', location: null, lastActive: new Date().toISOString(), current: true },
      { id: 'b', device: 'Safari on iPhone', location: null, lastActive: '2026-11-20T10:00:00.000Z', current: false },
    ];
    let listed = sessions;
    answer({
      'GET /api/members/me/sessions': () => json(200, { sessions: listed }),
      'DELETE /api/members/me/sessions/others': () => {
        listed = sessions.slice(0, 1);
        return json(200, { signedOut: 1 });
      },
    });
    renderAt('/community/settings/security', routes);
    const region = await screen.findByRole('region', { name: "Where you're logged in" });
    expect(await within(region).findByText('Safari on iPhone')).toBeInTheDocument();
    expect(within(region).getByText('This device')).toBeInTheDocument();
    expect(
      screen.getByText('SMS two-factor needs a phone number. Add one with Change Phone Number.'),
    ).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Signed out of 1 other session')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText('Safari on iPhone')).not.toBeInTheDocument());
  });
});

describe("a member's data and account", () => {
  it('downloads a real export of their data', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    answer({
      'GET /api/members/me/export': () =>
        Promise.resolve(
          new Response(new Uint8Array([0x50, 0x4b]), {
            headers: { 'content-disposition': 'attachment; filename="mindset-data-jane.doe.zip"' },
          }),
        ),
    });
    renderAt('/community/settings/account', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Request data download' }));
    expect(await screen.findByText(DATA_READY)).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('mindset-data-jane.doe.zip');
    clicked.mockRestore();
  });

  it('deletes the account at the service, then the page is a guest’s', async () => {
    answer({ 'POST /api/members/me/delete': () => json(200, { ok: true }) });
    renderAt('/community/settings/account', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText(
        'Account deletion request submitted. Your account will be permanently deleted within 30 days.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo('/api/members/me/delete')).toEqual([{ method: 'POST', body: undefined }]);
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', member: null });
  });

  it('keeps the member when the service cannot delete, and says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/community/settings/account', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(/could not reach the member service/)).toBeInTheDocument();
    expect(useSessionStore.getState().member).toEqual(memberFixture);
  });
});

describe("a guest's privacy settings", () => {
  it('stay on this device: no request is made', async () => {
    useSessionStore.setState({ status: 'guest', member: null });
    renderAt('/community/settings/privacy', routes);
    await userEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(await screen.findByText('Privacy settings updated!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
