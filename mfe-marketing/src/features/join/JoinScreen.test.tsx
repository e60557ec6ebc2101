import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { joinMessages } from './JoinForm';
import JoinScreen from './JoinScreen';
import { useJoinStore } from './joinStore';

// No timer between keystrokes: the same events, without minutes of waiting on a busy machine.
const user = userEvent.setup({ delay: null });

function fields() {
  return {
    fullName: screen.getByLabelText('Full Name'),
    email: screen.getByLabelText('Email Address'),
    goals: screen.getByLabelText('Tell us about your goals'),
  };
}

// Whole screens render slowly on the shared two-core machine.
describe('Join', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useJoinStore.setState(useJoinStore.getInitialState(), true);
  });

  it('shows the benefits, the members card and the form as the spec names them', () => {
    renderWithProviders(<JoinScreen />);
    for (const benefit of ['Exclusive community access', 'Contest eligibility', 'Premium content']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    expect(screen.getByText('10,247 members')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join today - Free' })).toBeInTheDocument();
    expect(fields().email).toHaveAttribute('type', 'email');
    expect(screen.getByText(/By joining, you agree to our/)).toHaveTextContent(
      'By joining, you agree to our Terms of Service and Privacy Policy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
  });

  it('refuses a malformed email with a clear message and keeps everything typed', async () => {
    renderWithProviders(<JoinScreen />);
    const { fullName, email, goals } = fields();
    await user.type(fullName, 'Alex Rivera');
    await user.type(email, 'alex@example');
    await user.type(goals, 'Launch my studio');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));

    expect(screen.getByRole('alert')).toHaveTextContent(joinMessages.emailInvalid);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(fullName).toHaveValue('Alex Rivera');
    expect(email).toHaveValue('alex@example');
    expect(goals).toHaveValue('Launch my studio');
    expect(screen.queryByText(/You're in/)).not.toBeInTheDocument();

    await user.type(email, '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for an email when none is given', async () => {
    renderWithProviders(<JoinScreen />);
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));
    expect(screen.getByRole('alert')).toHaveTextContent(joinMessages.emailMissing);
  });

  it('confirms the membership by name, remembers it and lets the visitor correct it', async () => {
    renderWithProviders(<JoinScreen />);
    await user.type(fields().fullName, 'Alex Rivera');
    await user.type(fields().email, 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));

    const heading = screen.getByRole('heading', { name: "You're in, Alex!" });
    expect(heading).toHaveFocus();
    expect(screen.getByText('alex@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the Community' })).not.toBeInTheDocument();

    const saved = JSON.parse(localStorage.getItem('mindset-marketing-join') ?? '{}');
    expect(saved.state.membership).toMatchObject({ fullName: 'Alex Rivera', email: 'alex@example.com' });

    await user.click(screen.getByRole('button', { name: 'Change my details' }));
    expect(fields().email).toHaveValue('alex@example.com');
  });

  it('keeps an unfinished draft in local storage, so a reload brings it back', async () => {
    const view = renderWithProviders(<JoinScreen />);
    await user.type(fields().fullName, 'Sam');
    await user.type(fields().goals, 'Run a marathon');

    // A reload: the page and the in-memory state are gone, and the store reads what was persisted.
    const persisted = localStorage.getItem('mindset-marketing-join');
    view.unmount();
    act(() => useJoinStore.setState(useJoinStore.getInitialState(), true));
    renderWithProviders(<JoinScreen />);
    expect(fields().fullName).toHaveValue('');
    localStorage.setItem('mindset-marketing-join', persisted ?? '');
    await act(() => useJoinStore.persist.rehydrate());

    expect(fields().fullName).toHaveValue('Sam');
    expect(fields().goals).toHaveValue('Run a marathon');
  });

  it('submits without reloading the page', async () => {
    renderWithProviders(<JoinScreen />);
    const form = screen.getByRole('form', { name: 'Join today - Free' });
    const submitEvent = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(submitEvent);
    });
    expect(submitEvent.defaultPrevented).toBe(true);
  });
});

describe('Join: a form the site’s server answered before this script ran', { timeout: 30_000 }, () => {
  function serverAnswer(data: unknown) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'form-answer';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }

  beforeEach(() => {
    useJoinStore.setState(useJoinStore.getInitialState(), true);
  });
  afterEach(() => {
    document.getElementById('form-answer')?.remove();
  });

  it('records the membership the server accepted, on this device, and confirms it once', async () => {
    serverAnswer({ join: { joined: { fullName: 'Alex Rivera', email: 'alex@example.com', goals: 'Run' } } });
    const view = renderWithProviders(<JoinScreen />);
    const heading = await screen.findByRole('heading', { name: "You're in, Alex!" });
    expect(heading).toHaveFocus();
    const saved = JSON.parse(localStorage.getItem('mindset-marketing-join') ?? '{}');
    expect(saved.state.membership).toMatchObject({ fullName: 'Alex Rivera', email: 'alex@example.com', goals: 'Run' });

    // Back to the form, away and back again in the same page: the server's answer is not taken up twice.
    await user.click(screen.getByRole('button', { name: 'Change my details' }));
    view.unmount();
    renderWithProviders(<JoinScreen />);
    expect(screen.getByRole('button', { name: 'Join the Community' })).toBeInTheDocument();
    expect(fields().email).toHaveValue('alex@example.com');
  });

  it('shows the server’s refusal on the email field, with what was typed', async () => {
    serverAnswer({
      join: {
        error: joinMessages.emailInvalid,
        field: 'email',
        values: { fullName: 'Alex Rivera', email: 'alex@example', goals: 'Run' },
      },
    });
    renderWithProviders(<JoinScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(joinMessages.emailInvalid);
    const { fullName, email, goals } = fields();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveValue('Alex Rivera');
    expect(email).toHaveValue('alex@example');
    expect(goals).toHaveValue('Run');

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));
    expect(screen.getByRole('heading', { name: "You're in, Alex!" })).toBeInTheDocument();
  });
});

// Joining loads the contract's schemas on demand; their first load in a test run is slow, so it
// happens here rather than inside the wait for the confirmation.
beforeAll(async () => {
  await import('@mindset/member-contract');
});

describe('Join: the password step', { timeout: 30_000 }, () => {
  it('links members to the sign-in page', () => {
    useJoinStore.setState(useJoinStore.getInitialState(), true);
    renderWithProviders(<JoinScreen />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    useJoinStore.setState(useJoinStore.getInitialState(), true);
    useSessionStore.setState({ status: 'guest', member: null });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks for a password of at least 8 characters, then creates the account signed in', async () => {
    renderWithProviders(<JoinScreen />);
    await user.type(fields().fullName, 'Jane Doe');
    await user.type(fields().email, 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));
    expect(screen.getByRole('heading', { name: "You're in, Jane!" })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), '-and-longer');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ member: memberFixture }), { status: 201 }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signed in as Jane Doe.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/members/accounts');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.org',
      password: 'short-and-longer',
      goals: '',
    });
  });

  it('asks for a name with the password when the visitor joined without one', async () => {
    renderWithProviders(<JoinScreen />);
    await user.type(fields().email, 'noname@example.org');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));
    await user.type(screen.getByLabelText('Your name'), 'Nova Name');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ member: memberFixture }), { status: 201 }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Nova Name', email: 'noname@example.org' });
  });

  it('does not ask again for a name the visitor gave when joining', async () => {
    renderWithProviders(<JoinScreen />);
    await user.type(fields().fullName, 'Jane Doe');
    await user.type(fields().email, 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('sign-out leaves no join details on the device: the form is empty and no stored key holds the name', async () => {
    const view = renderWithProviders(<JoinScreen />);
    await user.type(fields().fullName, 'Jane Doe');
    await user.type(fields().email, 'jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Join the Community' }));
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ member: memberFixture }), { status: 201 }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signed in as Jane Doe.');
    expect(window.localStorage.getItem('mindset-marketing-join')).toContain('Jane Doe');

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await act(async () => {
      await useSessionStore.getState().signOut();
    });
    view.unmount();
    renderWithProviders(<JoinScreen />);
    expect(fields().fullName).toHaveValue('');
    expect(fields().email).toHaveValue('');
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(storage)) expect(storage.getItem(key)).not.toMatch(/Jane|jane@/);
    }
  });
});
