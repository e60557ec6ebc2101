import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import type { OwnSupportTicketsAnswer } from '@mindset/member-contract';
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

  it('shows a signed-in member their requests with our replies, and asks nothing for a guest', async () => {
    const answer: OwnSupportTicketsAnswer = {
      tickets: [
        {
          reference: 'MS-7K3Q9P',
          subject: 'Charged twice',
          message: 'I was charged twice for VIP.',
          status: 'answered',
          createdAt: '2026-11-20T10:00:00.000Z',
          replies: [{ body: 'We refunded the second payment.', createdAt: '2026-11-20T12:00:00.000Z' }],
        },
      ],
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(answer)));
    useSessionStore.setState({ status: 'guest', member: null });
    const { unmount } = renderWithProviders(<SupportScreen />);
    expect(screen.queryByRole('heading', { name: 'Your support requests' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    unmount();

    useSessionStore.setState({ status: 'member', member: memberFixture });
    const view = renderWithProviders(<SupportScreen />);
    const section = screen.getByRole('region', { name: 'Your support requests' });
    const request = await within(section).findByRole('listitem', { name: 'Charged twice' });
    expect(request).toHaveTextContent('MS-7K3Q9P');
    expect(request).toHaveTextContent('Answered');
    expect(request).toHaveTextContent('I was charged twice for VIP.');
    expect(request).toHaveTextContent('We refunded the second payment.');
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/members/me/support-tickets',
      expect.objectContaining({ method: 'GET' }),
    );
    fetchSpy.mockRestore();
    view.unmount();
    useSessionStore.setState({ status: 'guest', member: null });
  });
});
