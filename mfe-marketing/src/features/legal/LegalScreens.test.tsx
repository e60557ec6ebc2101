import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import LegalDocumentScreen from './LegalDocumentScreen';
import LegalIndexScreen from './LegalIndexScreen';

// No timer between keystrokes: the same events, without minutes of waiting on a busy machine.
const user = userEvent.setup({ delay: null });

// Whole screens render slowly on the shared two-core machine.
describe('Legal pages', { timeout: 30_000 }, () => {
  it('the overview links the three documents, home, and the legal mailbox', async () => {
    renderWithProviders(<LegalIndexScreen />, { route: '/legal' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookies');
    expect(screen.getByRole('link', { name: /legal@mindsetplatform\.com/ })).toHaveAttribute(
      'href',
      'mailto:legal@mindsetplatform.com',
    );
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('the privacy policy covers GDPR and CCPA rights, retention, minimum age and its mailboxes', () => {
    renderWithProviders(<LegalDocumentScreen documentId="privacy" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: December 2024')).toBeInTheDocument();
    for (const heading of ['Your rights under the GDPR', 'Your rights under the CCPA', 'Data retention']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(
      screen.getByText(/at least 13 years old to use the platform, or 16 if you live in the European Economic Area/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@mindsetplatform.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@mindsetplatform.com',
    );
    expect(screen.getByRole('link', { name: 'dpo@mindsetplatform.com' })).toHaveAttribute(
      'href',
      'mailto:dpo@mindsetplatform.com',
    );
    expect(screen.getByRole('main')).not.toHaveTextContent(/\[[^\]]+\]/);
    expect(screen.getByText(/postal address is given on request/)).toBeInTheDocument();
  });

  it('the terms state fees in advance, 30 days notice of price changes, and the governing law without a placeholder', () => {
    renderWithProviders(<LegalDocumentScreen documentId="terms" />);
    const article = screen.getByRole('article', { name: 'Terms of Service' });
    expect(article).toHaveTextContent('Fees are payable in advance');
    expect(article).toHaveTextContent("at least 30 days' notice of a price change");
    expect(article).toHaveTextContent('governed by the laws of the country where Mindset Platform is registered');
    expect(article).not.toHaveTextContent(/\[[^\]]+\]/);
    expect(screen.getByRole('link', { name: 'legal@mindsetplatform.com' })).toBeInTheDocument();
  });

  it('the cookie policy lists the four categories and shows what it is given above the text', () => {
    renderWithProviders(
      <LegalDocumentScreen documentId="cookies">
        <p>Consent controls</p>
      </LegalDocumentScreen>,
    );
    const article = screen.getByRole('article', { name: 'Cookie Policy' });
    for (const category of [
      'Strictly necessary cookies',
      'Performance cookies',
      'Functional cookies',
      'Targeting cookies',
    ]) {
      expect(article).toHaveTextContent(category);
    }
    expect(within(article).getByText('Consent controls')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cookies@mindsetplatform.com' })).toBeInTheDocument();
  });
});
