import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@mindset/shared-ui';
import {
  inlineRuntimeManifest,
  renderRoutes,
  testRelease,
  testRoutes as routes,
  testRuntimeManifest,
} from '../test-utils';
import { importRemoteModule } from '../features/remotes/federationRuntime';
import { forgetUnfinishedLoads } from '../features/remotes/remoteLoader';
import sharedUiPackage from '@mindset/shared-ui/package.json';

/** A minor version of shared-ui newer than the one this shell offers. */
const [sharedUiMajor = 0, sharedUiMinor = 0] = sharedUiPackage.version.split('.').map(Number);
const newerSharedUiMinor = `${sharedUiMajor}.${sharedUiMinor + 1}.0`;

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

const consoleError = vi.spyOn(console, 'error');
const fetchSpy = vi.spyOn(globalThis, 'fetch');
/** Request bodies the page sent to the shell's client-error endpoint. */
const postedErrors = () =>
  fetchSpy.mock.calls.filter(([url]) => url === '/client-errors').map(([, init]) => init ?? {});

beforeEach(() => {
  forgetUnfinishedLoads();
  importRemote.mockReset();
  consoleError.mockReset().mockImplementation(() => undefined);
  fetchSpy.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
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

  it('retries an unreachable remote once by itself, then shows the unavailable panel, and Retry recovers', async () => {
    const unreachable = new TypeError(
      'Failed to fetch dynamically imported module: http://l.test/assets/remoteEntry.js',
    );
    importRemote.mockRejectedValueOnce(unreachable);
    importRemote.mockRejectedValueOnce(unreachable);
    importRemote.mockResolvedValueOnce(() => <h1>Training Modules</h1>);
    renderRoutes(routes, '/modules');

    expect(await screen.findByRole('heading', { name: 'Area unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/The training modules could not be loaded right now/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(importRemote).toHaveBeenCalledTimes(2);
    expect(importRemote).toHaveBeenLastCalledWith(
      'learning',
      expect.stringMatching(/remoteEntry\.js\?retry=\d+$/),
      './App',
    );
    expect(consoleError).toHaveBeenCalledWith(
      `[remote unreachable] learning (release bbbbbbbbbbb1): ${unreachable.message}`,
    );
    expect(JSON.parse(String(postedErrors()[0]?.body))).toEqual({
      kind: 'unreachable',
      remote: 'learning',
      releaseId: 'bbbbbbbbbbb1',
      cause: unreachable.message,
      page: expect.any(String),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Training Modules' })).toBeInTheDocument();
    expect(importRemote).toHaveBeenCalledTimes(3);
  });

  it('refuses a remote built against a newer shared-ui before running any of its code', async () => {
    inlineRuntimeManifest({
      ...testRuntimeManifest,
      releases: {
        ...testRuntimeManifest.releases,
        contests: {
          ...testRelease('ccccccccccc2', [{ path: '/events', chrome: 'marketing', title: '', description: '' }]),
          sharedUi: newerSharedUiMinor,
        },
      },
    });
    renderRoutes(routes, '/events');
    expect(await screen.findByRole('heading', { name: 'This area is being updated' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Contests and the ebook are being updated and will be back shortly. The rest of the site still works.',
      ),
    ).toBeInTheDocument();
    expect(importRemote).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      `[remote refused] contests (release ccccccccccc2): shared-ui ^${newerSharedUiMinor} (host has ${sharedUiPackage.version})`,
    );
  });

  it('refuses a remote whose React range the host cannot satisfy', async () => {
    inlineRuntimeManifest({
      ...testRuntimeManifest,
      releases: {
        ...testRuntimeManifest.releases,
        collab: {
          ...testRelease('eeeeeeeeeee2', [{ path: '/collab/*', chrome: 'own', title: '', description: '' }]),
          shared: { react: { version: '18.3.1', requiredVersion: '^18.3.1', strictVersion: true } },
        },
      },
    });
    renderRoutes(routes, '/collab/general');
    expect(await screen.findByRole('heading', { name: 'This area is being updated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mindset Platform home' })).toBeInTheDocument();
    expect(importRemote).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/^\[remote refused\] collab \(release eeeeeeeeeee2\): react \^18\.3\.1 \(host has 19\./),
    );
  });

  it('tells a remote that throws while evaluating apart from an unreachable one, without retrying it', async () => {
    importRemote.mockRejectedValue(new ReferenceError('va is not a function'));
    renderRoutes(routes, '/explore');
    expect(await screen.findByRole('heading', { name: 'Area unavailable' })).toBeInTheDocument();
    expect(importRemote).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[remote evaluation] community (release ddddddddddd1): va is not a function',
    );
  });

  it("shows an unavailable own-chrome area's panel in that area's outline, with the way home and to every area", async () => {
    importRemote.mockRejectedValue(new Error('boom'));
    const { container } = renderRoutes(routes, '/collab/general');
    expect(await screen.findByRole('heading', { name: 'Area unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mindset Platform home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Explore' })).toBeInTheDocument();
    expect(container.querySelector('[data-loading-chrome="collab"]')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('navigation', { name: 'Main' }), 'no marketing header').not.toBeInTheDocument();
  });

  it('shows a render error in its area, with the message, the release and Retry, and keeps the chrome', async () => {
    importRemote.mockResolvedValue(BrokenContestsApp);
    renderRoutes(routes, '/events');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Contest data is corrupt')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Contests and the ebook stopped while showing this page (release ccccccccccc1). The rest of the site still works.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[remote render] contests (release ccccccccccc1): Contest data is corrupt',
    );

    importRemote.mockResolvedValue(function FixedContestsApp() {
      return <h1>Win life-changing experiences</h1>;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Win life-changing experiences' })).toBeInTheDocument();
  });

  it('names the other areas this page knows cannot be shown, rather than say the rest of the site works', async () => {
    const refusedElsewhere = (release: ReturnType<typeof testRelease>) => ({
      ...release,
      sharedUi: newerSharedUiMinor,
    });
    inlineRuntimeManifest({
      ...testRuntimeManifest,
      releases: {
        ...testRuntimeManifest.releases,
        community: refusedElsewhere(testRuntimeManifest.releases.community ?? testRelease('ddddddddddd1', [])),
        collab: refusedElsewhere(testRuntimeManifest.releases.collab ?? testRelease('eeeeeeeeeee1', [])),
      },
    });
    renderRoutes(routes, '/explore');
    expect(await screen.findByRole('heading', { name: 'This area is being updated' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The community is being updated and will be back shortly. The collaboration hub cannot be shown right now either; the rest of the site still works.',
      ),
    ).toBeInTheDocument();
  });
  // Runs after the Retry test, whose recovered learning App stays loaded for the page's life.
  it('mounts the other remote when a link moves between two areas in the same chrome', async () => {
    importRemote.mockImplementation(async (name) =>
      name === 'marketing' ? RemoteApp : () => <h1>Training Modules</h1>,
    );
    const { history } = renderRoutes(routes, '/about');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    act(() => history.push('/modules'));
    expect(await screen.findByRole('heading', { name: 'Training Modules' })).toBeInTheDocument();
  });
});
