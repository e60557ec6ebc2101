import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import App from './App';

// Whole screens render slowly on the shared two-core machine.
describe('Marketing routes', { timeout: 30_000 }, () => {
  it.each([
    ['/', 'Break mental barriers. Build success.'],
    ['/join', 'Join the community'],
    ['/about', 'Our story'],
    ['/support', 'How can we help?'],
    ['/legal', 'Legal information'],
    ['/legal/privacy', 'Privacy Policy'],
    ['/legal/terms', 'Terms of Service'],
    ['/legal/cookies', 'Cookie Policy'],
  ])('%s shows its screen in a main landmark', async (path, heading) => {
    renderWithProviders(<App />, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('the cookie page carries the consent controls', async () => {
    renderWithProviders(<App />, { route: '/legal/cookies' });
    expect(await screen.findByRole('button', { name: 'Accept All' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toBeInTheDocument();
  });

  it('an unknown marketing path shows the not-found screen', async () => {
    renderWithProviders(<App />, { route: '/legal/unknown' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
