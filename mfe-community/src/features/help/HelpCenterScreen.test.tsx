import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetStores } from '../../testing/accountTestUtils';
import { HelpCenterScreen } from './HelpCenterScreen';

// Screens driven through many clicks: allow for a busy shared machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(resetStores);

function renderHelp() {
  renderAt('/community/help', { '/community/help': <HelpCenterScreen /> });
  return screen.getByRole('searchbox', { name: 'Search help' });
}

function questions(): string[] {
  return Array.from(document.querySelectorAll('summary')).map((summary) => summary.textContent ?? '');
}

describe('Help Center', () => {
  it('shows the categories with 12, 8, 6 and 15 articles', () => {
    renderHelp();
    const counts = screen.getAllByText(/^\d+ articles$/).map((count) => count.textContent);
    expect(counts).toEqual(['12 articles', '8 articles', '6 articles', '15 articles']);
  });

  it('answers the spec questions: recovery within 30 days, tiers, upload limits', async () => {
    renderHelp();
    await userEvent.click(screen.getByText('Can I recover my account after deleting it?'));
    expect(screen.getByText(/Deleted accounts can be recovered within 30 days/)).toBeVisible();
    expect(screen.getByText(/Free gives you basic content/)).toHaveTextContent(/VIP .* Elite/);
    expect(screen.getByText(/Images can be up to 10MB and videos up to 100MB/)).toHaveTextContent(
      'JPG, PNG, MP4 and MOV',
    );
  });

  it('filters by a case-insensitive match in the question', async () => {
    const search = renderHelp();
    await userEvent.type(search, 'PRIVATE');
    expect(questions()).toEqual(['How do I make my account private?']);
    expect(screen.getByRole('status')).toHaveTextContent('1 answer found');
  });

  it('also matches text found only in an answer', async () => {
    const search = renderHelp();
    await userEvent.type(search, 'mov');
    expect(questions()).toEqual(['What files can I upload, and how large can they be?']);
  });

  it('says so when nothing matches, and shows everything again once the box is cleared', async () => {
    const search = renderHelp();
    await userEvent.type(search, 'quantum teleportation');
    expect(questions()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
    expect(screen.getByRole('status')).toHaveTextContent('Try searching with different keywords');
    await userEvent.clear(search);
    expect(questions()).toHaveLength(8);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('leads back to settings', () => {
    renderHelp();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/community/settings');
  });

  it('sends a member who still needs help to the support form, which writes to support', () => {
    renderHelp();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support#contact');
  });

  it('treats a blank query as no search', async () => {
    const search = renderHelp();
    await userEvent.type(search, '   ');
    expect(questions()).toHaveLength(8);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });
});
