import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AboutScreen from './AboutScreen';

// Whole screens render slowly on the shared two-core machine.
describe('About', { timeout: 30_000 }, () => {
  it('tells the story with four statistic tiles, values, the founder and two testimonials', () => {
    renderWithProviders(<AboutScreen />);
    for (const value of ['50K+', '85+', '95%', '$127M+']) expect(screen.getByText(value)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we stand for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why we started' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
  });
});
