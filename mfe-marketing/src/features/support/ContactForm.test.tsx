import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContactForm, INVALID_EMAIL_MESSAGE } from './ContactForm';
import { useSupportStore } from './supportStore';

// No timer between keystrokes: the same events, without minutes of waiting on a busy machine.
const user = userEvent.setup({ delay: null });

function fields() {
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
  };
}

async function fillIn(values: { name: string; email: string; subject: string; message: string }) {
  const controls = fields();
  for (const [field, value] of Object.entries(values) as [keyof typeof controls, string][]) {
    await user.clear(controls[field]);
    if (value) await user.type(controls[field], value);
  }
}

// Whole screens render slowly on the shared two-core machine.
describe('Support contact form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useSupportStore.setState(useSupportStore.getInitialState(), true);
  });

  it('requires all four fields', async () => {
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const messages = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter a subject.',
      'Please enter your message.',
    ]);
    expect(fields().name).toHaveFocus();
  });

  it('checks the email format and keeps what was typed', async () => {
    renderWithProviders(<ContactForm />);
    await fillIn({ name: 'Jo', email: 'jo at example.com', subject: 'Billing', message: 'Where is my invoice?' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL_MESSAGE);
    expect(fields().email).toHaveFocus();
    expect(fields().message).toHaveValue('Where is my invoice?');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears after a valid submit and confirms, without any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<ContactForm />);
    await fillIn({ name: 'Jo', email: 'jo@example.com', subject: 'Billing', message: 'Where is my invoice?' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('status')).toHaveTextContent("Thanks, Jo! We've received your message.");
    expect(screen.getByRole('status')).toHaveTextContent('jo@example.com');
    for (const control of Object.values(fields())) expect(control).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();

    // Starting a new message retires the old confirmation.
    await user.type(fields().name, 'J');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps a half-written message in local storage', async () => {
    renderWithProviders(<ContactForm />);
    await user.type(fields().subject, 'Upload help');
    const saved = JSON.parse(localStorage.getItem('mindset-marketing-support') ?? '{}');
    expect(saved.state.draft.subject).toBe('Upload help');
  });
});
