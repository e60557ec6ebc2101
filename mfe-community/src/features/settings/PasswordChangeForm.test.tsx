import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { SecuritySettingsScreen } from './SecuritySettingsScreen';

// Screens driven through many clicks: allow for a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(resetStores);

async function fillPasswords(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
}

describe.each([
  {
    screenName: 'Account Settings',
    path: '/community/settings/account',
    element: <AccountSettingsScreen />,
    submit: 'Change password',
    mismatch: "Passwords don't match!",
    tooShort: 'Password must be at least 8 characters!',
    success: 'Password changed successfully!',
  },
  {
    screenName: 'Security',
    path: '/community/settings/security',
    element: <SecuritySettingsScreen />,
    submit: 'Update password',
    mismatch: "New passwords don't match",
    tooShort: 'Password must be at least 8 characters',
    success: 'Password updated successfully',
  },
])('$screenName change password', ({ path, element, submit, mismatch, tooShort, success }) => {
  beforeEach(() => {
    renderAt(path, { [path]: element });
  });

  it('keeps the button disabled until all three fields are filled', async () => {
    const button = screen.getByRole('button', { name: submit });
    expect(button).toBeDisabled();
    await fillPasswords('old-secret', 'new-secret-1', '');
    expect(button).toBeDisabled();
    await fillPasswords('', '', 'n');
    expect(button).toBeEnabled();
  });

  it(`says "${mismatch}" when the new passwords differ`, async () => {
    await fillPasswords('old-secret', 'new-secret-1', 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(mismatch);
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret-1');
  });

  it(`says "${tooShort}" when the new password is under 8 characters`, async () => {
    await fillPasswords('old-secret', 'short12', 'short12');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(tooShort);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the mismatch before the length', async () => {
    await fillPasswords('old-secret', 'abc', 'abd');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(mismatch);
  });

  it(`accepts exactly 8 characters, says "${success}" and clears the fields`, async () => {
    await fillPasswords('anything', 'eight888', 'eight888');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(screen.getAllByText(success)).toHaveLength(2); // inline status and the toast
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
    expect(screen.getByRole('button', { name: submit })).toBeDisabled();
  });

  it('shows and hides each password', async () => {
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    const [, showNew] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showNew!);
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });
});
