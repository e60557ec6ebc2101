import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import SupportScreen from './SupportScreen';

// No timer between keystrokes: the same events, without minutes of waiting on a busy machine.
const user = userEvent.setup({ delay: null });

// Whole screens render slowly on the shared two-core machine.
describe('Support page', { timeout: 30_000 }, () => {
  it('offers the three help cards, each leading somewhere useful', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(<SupportScreen />);

    const email = screen.getByRole('article', { name: 'Email Support' });
    expect(within(email).getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@mindsetplatform.com',
    );
    const community = screen.getByRole('article', { name: 'Community Help' });
    expect(within(community).getByRole('link')).toHaveAttribute('href', '/community');

    const chat = screen.getByRole('article', { name: 'Live Chat' });
    await user.click(within(chat).getByRole('button', { name: 'Leave a message' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('shows the support hours of the spec', () => {
    renderWithProviders(<SupportScreen />);
    const hours = screen.getByRole('complementary', { name: 'Support hours' });
    expect(hours).toHaveTextContent('Mon-Fri9-18 GMT');
    expect(hours).toHaveTextContent('Sat10-16 GMT');
    expect(hours).toHaveTextContent('SunClosed');
    expect(hours).toHaveTextContent('Email response within 24 hours');
  });
});
