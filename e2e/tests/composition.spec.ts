import { execFile } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { routeCases } from '../support/routes';
import { rootDir, serveArea, serveBrokenRemote, testPort } from '../support/servers';

const SHARED_LIBRARIES = ['react', 'react-dom', 'styled-components', 'zustand', 'shared-ui'];
/** React Router travels inside shared-ui (one tree-shaken copy), so it is counted by a line of its own code. */
const REACT_ROUTER_MARKER = 'useNavigate() may be used only in the context of a <Router> component.';

async function expectMarketingChrome(page: Page, present: boolean) {
  // The shell footer's tagline: the ebook's own footer has a copyright line of its own.
  const footerNote = page.getByText(
    'Remove limiting beliefs and get results within 30 days, with a community that has your back.',
  );
  if (present) {
    await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
    await expect(footerNote).toBeVisible();
  } else {
    await expect(footerNote).toHaveCount(0);
  }
}

test.describe('every route of both tables', () => {
  for (const route of routeCases) {
    test(
      `${route.path} renders in the ${route.chrome === 'marketing' ? 'marketing' : "area's own"} chrome`,
      { tag: ['@composition', `@${route.area}`] },
      async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Area unavailable' })).toHaveCount(0);
        await expectMarketingChrome(page, route.chrome === 'marketing');
      },
    );
  }
});

test(
  'unknown paths show the not-found screen, in the shell and inside areas',
  { tag: '@composition' },
  async ({ page, pageProblems }) => {
    // Unknown paths answer HTTP 404 (the browser logs it) and still render the not-found screen.
    pageProblems.allow(/HTTP 404/);
    pageProblems.allow(/the server responded with a status of 404/);
    for (const unknown of [
      '/no-such-page',
      '/modules/1/extra/segment',
      '/community/no-such-screen',
      '/collab/no/such/room',
    ]) {
      await page.goto(unknown);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    }
  },
);

async function expectRealPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
}

/** Walks through all five areas by clicking links, as a visitor would. */
async function visitAllAreasByLinks(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { visitMarker: string }).visitMarker = 'same document'));
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Modules' }).click();
  await expect(page).toHaveURL(/\/modules$/);
  await expect(page.getByText('Limiting Belief Elimination').first()).toBeVisible();
  await expectRealPage(page);
  await header.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByText('UK Wellness Retreat Giveaway').first()).toBeVisible();
  await expectRealPage(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: 'Switch to Collaboration' }).first().click();
  await expect(page).toHaveURL(/\/collab/);
  await expect(page.getByPlaceholder('Message #general')).toBeVisible();
  await expectRealPage(page);
}

test('moving between the five areas by links never reloads the document', { tag: '@composition' }, async ({ page }) => {
  await visitAllAreasByLinks(page);
  expect(await page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker)).toBe('same document');
});

test(
  'the contest entry button is the one full page load, to /survey',
  { tag: ['@composition', '@contests'] },
  async ({ page }) => {
    await page.goto('/events');
    await page.evaluate(() => ((window as unknown as { visitMarker: string }).visitMarker = 'same document'));
    await page
      .getByRole('link', { name: /Take Survey & Enter to Win/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/survey\?id=\d+/);
    await expect(page.getByText(/Question 1 of/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker)).toBeUndefined();
  },
);

test(
  'across a visit to all five areas each shared library is downloaded once',
  { tag: '@composition' },
  async ({ page }) => {
    const sharedChunks: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname.split('/').pop() ?? '';
      if (file.startsWith('__federation_shared_')) sharedChunks.push(file);
      if (file.endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    await visitAllAreasByLinks(page);

    const counts = Object.fromEntries(SHARED_LIBRARIES.map((library) => [library, 0]));
    const longestFirst = [...SHARED_LIBRARIES].sort((a, b) => b.length - a.length);
    for (const file of sharedChunks) {
      const library = longestFirst.find((name) => file.startsWith(`__federation_shared_${name}-`));
      if (library) counts[library] = (counts[library] ?? 0) + 1;
    }
    expect(counts).toEqual({ react: 1, 'react-dom': 1, 'styled-components': 1, zustand: 1, 'shared-ui': 1 });
    const routerCopies = (await Promise.all(scripts)).filter((text) => text.includes(REACT_ROUTER_MARKER)).length;
    expect(routerCopies, 'copies of React Router').toBe(1);
  },
);

test(
  "an area page's HTML preloads that area's first chunks, and the page fetches each once",
  { tag: '@composition' },
  async ({ page, request }) => {
    const manifest = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
    const remoteEntry = manifest.remotes.contests ?? '';
    const firstLoad = (await (await request.get(new URL('first-load.json', remoteEntry).href)).json()) as {
      files: string[];
    };
    const expected = [remoteEntry, ...firstLoad.files.map((file) => new URL(file, remoteEntry).href)];
    expect(
      firstLoad.files.some((file) => file.startsWith('App-')),
      'the list names the App chunk',
    ).toBe(true);

    const html = await (await request.get('/events')).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(preloaded).toEqual(expect.arrayContaining(expected));
    const marketingOrigin = new URL(manifest.remotes.marketing ?? '').origin;
    expect(
      preloaded.filter((url) => url.startsWith(marketingOrigin)),
      'nothing of another area',
    ).toEqual([]);

    const requested: string[] = [];
    page.on('request', (pageRequest) => requested.push(pageRequest.url()));
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Win life-changing experiences' })).toBeVisible();
    for (const url of expected)
      expect(
        requested.filter((candidate) => candidate === url),
        url,
      ).toHaveLength(1);
  },
);

test(
  'pointing at a link to another area starts fetching that area before the click',
  { tag: '@composition' },
  async ({ page, request }) => {
    const manifest = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
    const learningEntry = manifest.remotes.learning ?? '';
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Break mental barriers. Build success.' })).toBeVisible();
    const learningRequested = page.waitForRequest((pageRequest) => pageRequest.url() === learningEntry);
    await page.getByRole('banner').getByRole('link', { name: 'Modules' }).hover();
    await learningRequested;
    await page.getByRole('banner').getByRole('link', { name: 'Modules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Training Modules' })).toBeVisible();
  },
);

test(
  'each remote still loads with its own copies when the host offers no shared packages',
  { tag: '@composition' },
  async ({ page, request }) => {
    // What a remote falls back to when the host's version of a shared package does not satisfy it. Its
    // chunking must not make a fallback copy wait on the App chunk that is waiting for it.
    const manifest = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
    // A page of the site that runs no shell, so nothing has initialised the remotes with shared packages.
    // (Chromium asks a JSON page's server for /favicon.ico, which the site does not have.)
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto('/remotes.json');
    for (const [remote, remoteEntry] of Object.entries(manifest.remotes)) {
      const loaded = await page.evaluate(async (url) => {
        const container = (await import(url)) as {
          init(scope: object): Promise<void>;
          get(module: string): Promise<() => unknown>;
        };
        await container.init({});
        const factory = await Promise.race([
          container.get('./App'),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
        ]);
        return factory ? typeof factory() : 'still waiting after 10 s';
      }, remoteEntry);
      expect(loaded, `${remote}'s App`).toBe('function');
    }
  },
);

test.describe('failure isolation and independent deploys', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(Boolean(process.env.BASE_URL), 'starts its own servers on this machine');

  test(
    'with the collab server stopped, only collab is unavailable and Retry recovers after restart',
    { tag: '@composition' },
    async ({ page, pageProblems }) => {
      test.setTimeout(90_000);
      pageProblems.allow(new RegExp(`localhost:${testPort(5105)}`));
      pageProblems.allow(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
      pageProblems.allow(/Failed to fetch dynamically imported module/);
      pageProblems.allow(/^console: \[remote unreachable\] collab /);
      const collabUrl = `http://localhost:${testPort(5105)}/assets/remoteEntry.js`;
      let collab = await serveArea('collab', { port: 5105 });
      const shell = await serveArea('shell', { port: 5180, env: { REMOTE_COLLAB_URL: collabUrl } });
      try {
        await page.goto(`${shell.url}/collab/general`);
        await expect(page.getByRole('link', { name: 'Switch to Community' })).toBeVisible();

        await collab.stop();
        await page.goto(`${shell.url}/collab/general`);
        await expect(page.getByRole('heading', { name: 'Area unavailable' })).toBeVisible();
        // The panel sits in collab's own outline, with the way home and to the other areas; no marketing footer.
        await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
        await expectMarketingChrome(page, false);

        for (const [path, area] of [
          ['/', 'marketing'],
          ['/modules', 'learning'],
          ['/events', 'contests'],
          ['/community', 'community'],
        ] as const) {
          await page.goto(`${shell.url}${path}`);
          await expect(page.getByRole('heading', { level: 1 }).first(), `${area} still works`).toBeVisible();
          await expect(page.getByRole('heading', { name: 'Area unavailable' })).toHaveCount(0);
        }

        await page.goto(`${shell.url}/collab/wins`);
        await expect(page.getByRole('heading', { name: 'Area unavailable' })).toBeVisible();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { name: 'Area unavailable' })).toBeVisible();

        collab = await serveArea('collab', { port: 5105 });
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('link', { name: 'Switch to Community' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Area unavailable' })).toHaveCount(0);
      } finally {
        await collab.stop();
        await shell.stop();
      }
    },
  );

  test(
    'a remote rebuilt with a changed text shows it on the next load, with no shell rebuild',
    { tag: '@composition' },
    async ({ page }) => {
      // A production build of a remote on a busy two-core machine once took over three minutes.
      test.setTimeout(420_000);
      const copyDir = path.join(rootDir, '.redeploy-learning');
      await rm(copyDir, { recursive: true, force: true });
      const sourceDir = path.join(rootDir, 'mfe-learning');
      for (const entry of ['src', 'dist', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']) {
        await cp(path.join(sourceDir, entry), path.join(copyDir, entry), { recursive: true });
      }
      const learning = await serveArea('learning', { port: 5112, dist: path.join(copyDir, 'dist') });
      const shell = await serveArea('shell', {
        port: 5181,
        env: { REMOTE_LEARNING_URL: `${learning.url}/assets/remoteEntry.js` },
      });
      try {
        await page.goto(`${shell.url}/modules`);
        const heading = page.getByRole('heading', { level: 1 });
        const before = (await heading.textContent())?.trim() ?? '';
        expect(before).not.toBe('');

        const changed = `${before} (redeployed)`;
        const sources = (await readdir(path.join(copyDir, 'src'), { recursive: true })).filter((file) =>
          /\.tsx?$/.test(file),
        );
        let replaced = 0;
        for (const file of sources) {
          const filePath = path.join(copyDir, 'src', file);
          const text = await readFile(filePath, 'utf8');
          if (text.includes(before)) {
            await writeFile(filePath, text.split(before).join(changed));
            replaced += 1;
          }
        }
        expect(replaced, `the heading text "${before}" is in the learning sources`).toBeGreaterThan(0);

        await promisify(execFile)(
          process.execPath,
          [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
          {
            cwd: copyDir,
            env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
            // A hung build fails here, with its own message, before the test's time runs out.
            timeout: 360_000,
          },
        );

        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
      } finally {
        await shell.stop();
        await learning.stop();
        await rm(copyDir, { recursive: true, force: true });
      }
    },
  );

  test(
    'a component that throws while rendering shows the error page, not a blank screen',
    { tag: '@composition' },
    async ({ page, pageProblems }) => {
      pageProblems.allow(/Render failure from a broken remote/);
      pageProblems.allow(
        /^console: \[remote render\] learning \(release [0-9a-f]{12}\): Render failure from a broken remote$/,
      );
      const broken = await serveBrokenRemote(5113, 'Render failure from a broken remote');
      const shell = await serveArea('shell', { port: 5182, env: { REMOTE_LEARNING_URL: broken.url } });
      try {
        await page.goto(`${shell.url}/modules`);
        await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
        await expect(page.getByText('Render failure from a broken remote')).toBeVisible();
        // The header still works from the error page.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
        await expect(page).toHaveURL(/\/events$/);
        await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
      } finally {
        await shell.stop();
        await broken.stop();
      }
    },
  );
});
