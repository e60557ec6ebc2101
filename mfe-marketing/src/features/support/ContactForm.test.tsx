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

  it('sends the message to support, clears the form and confirms with the reference', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ reference: 'MS-7K3Q9P' }), { status: 201 }));
    renderWithProviders(<ContactForm />);
    await fillIn({ name: 'Jo', email: 'jo@example.com', subject: 'Billing', message: 'Where is my invoice?' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(/Your reference is/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Thanks, Jo! We've received your message. We will reply to jo@example.com about “Billing” within 24 hours. Your reference is MS-7K3Q9P",
    );
    for (const control of Object.values(fields())) expect(control).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/members/support/tickets',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          name: 'Jo',
          email: 'jo@example.com',
          subject: 'Billing',
          message: 'Where is my invoice?',
        }),
      }),
    );
    fetchSpy.mockRestore();

    // Starting a new message retires the old confirmation.
    await user.type(fields().name, 'J');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says why a message was not sent and keeps every word of it', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            error:
              'We already have several messages from this email address in the last hour and will answer them. Please wait before writing again.',
          }),
          { status: 429 },
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<ContactForm />);
    const typed = { name: 'Jo', email: 'jo@example.com', subject: 'Billing', message: 'I was charged twice.' };
    await fillIn(typed);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent: We already have several messages from this email address in the last hour',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(Object.values(fields()).map((control) => (control as HTMLInputElement).value)).toEqual(Object.values(typed));

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/We could not reach the member service/);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your message was not sent: We could not reach the member service. Check your connection and try again.',
    );
    expect(fields().message).toHaveValue('I was charged twice.');
    fetchSpy.mockRestore();
  });

  it('keeps a half-written message in local storage', async () => {
    renderWithProviders(<ContactForm />);
    await user.type(fields().subject, 'Upload help');
    const saved = JSON.parse(localStorage.getItem('mindset-marketing-support') ?? '{}');
    expect(saved.state.draft.subject).toBe('Upload help');
  });
});
