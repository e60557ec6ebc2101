import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { faqCategories } from './faq.data';
import { FaqSection } from './FaqSection';

// No timer between keystrokes: the same events, without minutes of waiting on a busy machine.
const user = userEvent.setup({ delay: null });

const totalQuestions = faqCategories.reduce((total, category) => total + category.items.length, 0);

function questionButtons() {
  return screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));
}

// Whole screens render slowly on the shared two-core machine.
describe('FAQ', { timeout: 30_000 }, () => {
  it('lists every question under the five categories of the spec', () => {
    renderWithProviders(<FaqSection />);
    const categoryTitles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(categoryTitles).toEqual([
      'Getting Started',
      'Account & Billing',
      'Content & Features',
      'Technical Support',
      'Privacy & Security',
    ]);
    expect(questionButtons()).toHaveLength(totalQuestions);
  });

  it('keeps one answer open at a time', async () => {
    renderWithProviders(<FaqSection />);
    const tiers = screen.getByRole('button', { name: 'What is the difference between Free, VIP and Elite?' });
    const uploads = screen.getByRole('button', { name: 'What can I upload to the community?' });

    await user.click(tiers);
    expect(tiers).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/VIP adds exclusive content, group coaching/)).toBeVisible();

    await user.click(uploads);
    expect(uploads).toHaveAttribute('aria-expanded', 'true');
    expect(tiers).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/VIP adds exclusive content, group coaching/)).not.toBeVisible();
    expect(screen.getByText(/Images up to 10MB and videos up to 100MB/)).toBeVisible();

    await user.click(uploads);
    expect(uploads).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters on questions and answers, ignoring case', async () => {
    renderWithProviders(<FaqSection />);
    const search = screen.getByRole('searchbox', { name: 'Search FAQs' });

    // 'mov' appears only in answers (the upload formats).
    await user.type(search, 'mOv');
    const shown = questionButtons().map((button) => button.textContent);
    expect(shown).toContain('What can I upload to the community?');
    expect(shown).toContain('Why will my video not upload?');
    expect(shown).not.toContain('How do I join the community?');
    expect(screen.getByText(`${shown.length} of ${totalQuestions} questions match “mOv”`)).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'DELETED ACCOUNT');
    expect(questionButtons().map((button) => button.textContent)).toEqual(['Can I recover a deleted account?']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Account & Billing',
    ]);
  });

  it("says 'No results found' when nothing matches, and 'Show All FAQs' brings everything back", async () => {
    renderWithProviders(<FaqSection />);
    const search = screen.getByRole('searchbox', { name: 'Search FAQs' });
    await user.type(search, 'quantum teleportation');

    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(questionButtons().filter((button) => button.hasAttribute('aria-controls'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show All FAQs' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(questionButtons()).toHaveLength(totalQuestions);
  });

  it('carries the facts the spec puts in the help text', () => {
    renderWithProviders(<FaqSection />);
    const answers = faqCategories.flatMap((category) => category.items.map((item) => item.answer)).join(' ');
    for (const fact of [
      'Images up to 10MB and videos up to 100MB',
      'JPG, PNG, MP4 and MOV',
      '30-day money-back guarantee',
      'Deleted accounts can be recovered within 30 days',
      'Premium challenge entry is 2 GBP',
      '1-on-1 coaching, personalised plans and 24/7 emergency support',
    ]) {
      expect(answers).toContain(fact);
    }
    const tiers = screen.getByRole('button', { name: 'What is the difference between Free, VIP and Elite?' });
    expect(within(tiers).getByText(/Free, VIP and Elite/)).toBeInTheDocument();
  });
});
