import { screen } from '@testing-library/react';
import { renderRoutes } from '../test-utils';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it("links every page the spec's footer names", () => {
    renderRoutes([{ path: '*', element: <SiteFooter /> }], '/');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      [
        '/',
        '/events',
        '/community',
        '/modules',
        '/about',
        '/support',
        '/legal',
        '/legal/privacy',
        '/legal/terms',
        '/join',
      ].sort(),
    );
    expect(screen.getByRole('link', { name: 'Support & FAQ' })).toHaveAttribute('href', '/support');
  });

  it('shows Discord, Newsletter, Updates and the social links as placeholders, not dead links', () => {
    renderRoutes([{ path: '*', element: <SiteFooter /> }], '/');
    for (const name of ['Discord', 'Newsletter', 'Updates', 'Instagram', 'YouTube', 'X']) {
      const item = screen.getByText(name);
      expect(item.closest('a')).toBeNull();
      expect(item).toHaveTextContent('(coming soon)');
    }
  });
});
