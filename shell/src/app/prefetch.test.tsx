import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inlineRuntimeManifest, renderRoutes, testRoutes as routes, testRuntimeManifest } from '../test-utils';
import { importRemoteModule } from '../features/remotes/federationRuntime';

vi.mock('../features/remotes/federationRuntime', () => ({ importRemoteModule: vi.fn() }));
const importRemote = vi.mocked(importRemoteModule);

function HomeApp() {
  return <h1>Home</h1>;
}

beforeEach(() => {
  importRemote.mockReset();
  importRemote.mockResolvedValue(HomeApp);
  inlineRuntimeManifest(testRuntimeManifest);
});

const fetchedRemotes = () => importRemote.mock.calls.map(([name]) => name);

// The loader keeps what it loaded for the page's life, so each test points at a different area.

describe('fetching an area before the click', () => {
  it('starts when the pointer rests on a link to the area, and only once', async () => {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(fetchedRemotes()).not.toContain('learning');

    const modulesLink = screen.getAllByRole('link', { name: 'Modules' })[0]!;
    await userEvent.hover(modulesLink);
    await userEvent.unhover(modulesLink);
    await userEvent.hover(modulesLink);
    expect(fetchedRemotes().filter((name) => name === 'learning')).toHaveLength(1);
    expect(importRemote).toHaveBeenLastCalledWith('learning', 'http://l.test/assets/remoteEntry.js', './App');
  });

  it('starts when a link to the area gets keyboard focus', async () => {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(fetchedRemotes()).not.toContain('community');
    screen.getByRole('contentinfo').querySelector<HTMLAnchorElement>('a[href="/community"]')!.focus();
    await vi.waitFor(() => expect(fetchedRemotes()).toContain('community'));
  });
});
