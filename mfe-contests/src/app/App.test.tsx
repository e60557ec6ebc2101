import { screen } from '@testing-library/react';
import { getContestStats } from '@mindset/shared-ui';
import { renderApp, resetStores } from '../testing/renderApp';

vi.mock('@mindset/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mindset/shared-ui')>()),
  getContestStats: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetStores();
  vi.mocked(getContestStats).mockRejectedValue(new TypeError('Failed to fetch'));
});

describe('contests remote routes', () => {
  it.each(['/events', '/survey'])('draws %s without chrome of its own (the shell frames it)', (path) => {
    renderApp(path);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each(['/ebook', '/ebook/download'])('draws %s inside the ebook header and footer', (path) => {
    renderApp(path);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the not-found screen for a path it does not own', () => {
    renderApp('/ebook/other');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
