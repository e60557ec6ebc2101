import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-ui';
import { inlineRuntimeManifest, renderRoutes, testRuntimeManifest } from '../test-utils';
import { importRemoteModule } from '../features/remotes/federationRuntime';
import { routes } from './routes';

vi.mock('../features/remotes/federationRuntime', () => ({ importRemoteModule: vi.fn() }));
const importRemote = vi.mocked(importRemoteModule);

function RemoteApp() {
  return (
    <Routes>
      <Route path="/join" element={<h1>Join the community</h1>} />
      <Route path="/about" element={<h1>About us</h1>} />
    </Routes>
  );
}

function BrokenContestsApp(): never {
  throw new Error('Contest data is corrupt');
}

beforeEach(() => {
  importRemote.mockReset();
  inlineRuntimeManifest(testRuntimeManifest);
});

describe('shell routes', () => {
  it('mounts the owning remote for a path, fetched from the manifest location, inside the header and footer', async () => {
    importRemote.mockResolvedValue(RemoteApp);
    renderRoutes(routes, '/join');
    expect(await screen.findByRole('heading', { name: 'Join the community' })).toBeInTheDocument();
    expect(importRemote).toHaveBeenCalledWith('marketing', 'http://m.test/assets/remoteEntry.js', './App');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown path', () => {
    renderRoutes(routes, '/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    for (const href of ['/modules', '/community', '/about']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
    }
  });

  it('shows the unavailable panel when a remote cannot be fetched, and Retry recovers', async () => {
    importRemote.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    importRemote.mockResolvedValueOnce(() => <h1>Training Modules</h1>);
    renderRoutes(routes, '/modules');

    expect(await screen.findByRole('heading', { name: 'Area unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/The training modules could not be loaded right now/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Training Modules' })).toBeInTheDocument();
    expect(importRemote).toHaveBeenLastCalledWith('learning', 'http://l.test/assets/remoteEntry.js?retry=1', './App');
  });

  it('keeps the marketing chrome around an unavailable area that normally draws its own', async () => {
    importRemote.mockRejectedValue(new Error('boom'));
    renderRoutes(routes, '/collab/general');
    expect(await screen.findByRole('heading', { name: 'Area unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mindset Platform home' })).toBeInTheDocument();
  });

  it('shows the error page with the message when a component throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    importRemote.mockResolvedValue(BrokenContestsApp);
    renderRoutes(routes, '/events');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Contest data is corrupt')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
  // Runs after the Retry test, whose recovered learning App stays loaded for the page's life.
  it('mounts the other remote when a link moves between two areas in the same chrome', async () => {
    importRemote.mockImplementation(async (name) =>
      name === 'marketing' ? RemoteApp : () => <h1>Training Modules</h1>,
    );
    const { router } = renderRoutes(routes, '/about');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    await act(() => router.navigate('/modules'));
    expect(await screen.findByRole('heading', { name: 'Training Modules' })).toBeInTheDocument();
  });
});
