import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SignInScreen from './SignInScreen';
import { memberFixture } from '@mindset/shared-ui/testing';

const user = userEvent.setup({ delay: null });
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const JANE = memberFixture;

describe('Sign in', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.setState({ status: 'guest', member: null });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("shows the service's refusal, then signs in and out", async () => {
    renderWithProviders(<SignInScreen />);
    await user.type(screen.getByLabelText('Email Address'), 'jane@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    fetchMock.mockReturnValueOnce(json(401, { error: 'The email or password is not correct.' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');

    fetchMock.mockReturnValueOnce(json(200, { member: JANE, restored: false }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signed in as Jane Doe (@jane.doe).');
    expect(screen.getByRole('link', { name: 'My purchases' })).toHaveAttribute('href', '/purchases');

    fetchMock.mockReturnValueOnce(json(200, { ok: true }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/members/session', expect.objectContaining({ method: 'DELETE' }));
  });

  it('returns to the page the visitor came from once signed in', async () => {
    renderWithProviders(<SignInScreen />, { route: '/signin?returnTo=%2Febook' });
    await user.type(screen.getByLabelText('Email Address'), 'jane@example.org');
    await user.type(screen.getByLabelText('Password'), 'a good long password');
    fetchMock.mockReturnValueOnce(json(200, { member: JANE, restored: false }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/ebook$/));
  });

  it('stays on /signin, its answer focused, when asked to return to another site', async () => {
    renderWithProviders(<SignInScreen />, { route: '/signin?returnTo=%2F%2Fevil.example' });
    await user.type(screen.getByLabelText('Email Address'), 'jane@example.org');
    await user.type(screen.getByLabelText('Password'), 'a good long password');
    fetchMock.mockReturnValueOnce(json(200, { member: JANE, restored: false }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const heading = await screen.findByRole('heading', { name: 'Signed in' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/);
  });

  it('asks for a reset link and shows the same answer whoever asks', async () => {
    renderWithProviders(<SignInScreen />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Email Address'), 'jane@example.org');
    fetchMock.mockReturnValueOnce(
      json(202, { message: 'If an account uses this email, we have sent it a link to choose a new password.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses this email');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ email: 'jane@example.org' }) });
  });
});
