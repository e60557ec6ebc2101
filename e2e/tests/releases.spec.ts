import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { buildChangedRemote, releaseEnvironment, replaceInFile } from '../support/releases';
import { rootDir, serveArea, testPort } from '../support/servers';

// Each test runs its own shell (and remote servers) against its own copy of the releases and registry.
test.describe.configure({ mode: 'serial' });
test.skip(Boolean(process.env.BASE_URL), 'starts its own servers and release environments on this machine');

async function expectAreaWorks(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This area is being updated' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Area unavailable' })).toHaveCount(0);
}

// Versions relative to the shared-ui this build's shell offers, so the cases hold across version bumps.
const hostSharedUi = (
  JSON.parse(readFileSync(path.join(rootDir, 'shared-ui/package.json'), 'utf8')) as { version: string }
).version;
const [hostMajor = 0, hostMinor = 0] = hostSharedUi.split('.').map(Number);
const newerMinor = `${hostMajor}.${hostMinor + 1}.0`;
const nextMajor = `${hostMajor + 1}.0.0`;

/** How each refused area's panel names it, with the verb that agrees. */
const areaSubjects = {
  learning: 'The training modules are',
  contests: 'Contests and the ebook are',
  collab: 'The collaboration hub is',
} as const;

const refusedCases = [
  {
    title: 'a remote built against a newer shared-ui minor',
    remote: 'learning',
    path: '/modules',
    change: (manifest: { sharedUi: string }) => (manifest.sharedUi = newerMinor),
    reason: `shared-ui ^${newerMinor} (host has ${hostSharedUi})`,
  },
  {
    // Renaming an export is a breaking change: shared-ui's API check demands a major version for it.
    title: 'a remote built against a shared-ui that renamed an export',
    remote: 'contests',
    path: '/events',
    change: (manifest: { sharedUi: string }) => (manifest.sharedUi = nextMajor),
    reason: `shared-ui ^${nextMajor} (host has ${hostSharedUi})`,
  },
  {
    title: 'a remote built with React 18',
    remote: 'collab',
    path: '/collab/general',
    change: (manifest: { shared: Record<string, { version: string; requiredVersion: string }> }) => {
      for (const library of ['react', 'react-dom']) {
        const declaration = manifest.shared[library];
        if (declaration) Object.assign(declaration, { version: '18.3.1', requiredVersion: '^18.3.1' });
      }
    },
    reason: /react \^18\.3\.1 \(host has 19\.\d+\.\d+\); react-dom \^18\.3\.1 \(host has 19\.\d+\.\d+\)/,
  },
  {
    // Its range accepts the host's React, but its code was built with React 18 (error #525 if it ran).
    title: 'the dual-major React range',
    remote: 'learning',
    path: '/modules',
    change: (manifest: { shared: Record<string, { version: string; requiredVersion: string }> }) => {
      for (const library of ['react', 'react-dom']) {
        const declaration = manifest.shared[library];
        if (declaration) Object.assign(declaration, { version: '18.3.1', requiredVersion: '^18.3.1 || ^19.0.0' });
      }
    },
    reason:
      /react built with 18\.3\.1, declared \^18\.3\.1 \|\| \^19\.0\.0 \(host has 19\.\d+\.\d+\); react-dom built with 18\.3\.1/,
  },
  {
    // The same shared-ui version on both sides, but the remote imports an export this shell's lacks:
    // what a shell that dropped an export without a new major looks like to a live remote.
    title: 'the dropped export',
    remote: 'contests',
    path: '/events',
    change: (manifest: { remote: string; sharedUiImports?: string[] }) => {
      manifest.sharedUiImports = [...(manifest.sharedUiImports ?? []), 'ContestCard'];
    },
    reason: `shared-ui export ContestCard (host's shared-ui ${hostSharedUi} lacks it)`,
  },
] as const;

for (const refused of refusedCases) {
  test(
    `${refused.title} is refused before it runs, in its area only`,
    { tag: ['@composition', '@releases'] },
    async ({ page, pageProblems }) => {
      const environment = await releaseEnvironment(`refused-${refused.remote}`);
      const releaseId = await environment.liveWithManifest(refused.remote, refused.change);
      const shell = await serveArea('shell', { port: 5183, env: { RELEASES_DIR: environment.dir } });
      const consoleLines: string[] = [];
      page.on('console', (message) => consoleLines.push(message.text()));
      const releaseRequests: string[] = [];
      page.on('request', (request) => request.url().includes(`/${releaseId}/`) && releaseRequests.push(request.url()));
      pageProblems.allow(new RegExp(`^console: \\[remote refused\\] ${refused.remote} \\(release ${releaseId}\\)`));
      try {
        await page.goto(`${shell.url}${refused.path}`);
        await expect(page.getByRole('heading', { name: 'This area is being updated' })).toBeVisible();
        await expect(
          page.getByText(
            `${areaSubjects[refused.remote]} being updated and will be back shortly. The rest of the site still works.`,
          ),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
        const refusal = consoleLines.find((line) =>
          line.startsWith(`[remote refused] ${refused.remote} (release ${releaseId}): `),
        );
        expect(refusal, 'a classified console message').toBeDefined();
        expect(refusal).toMatch(refused.reason);
        expect(releaseRequests, "none of the refused release's files is fetched").toEqual([]);

        for (const other of ['/', '/modules', '/events', '/community', '/collab/general'].filter(
          (otherPath) => otherPath !== refused.path,
        )) {
          await expectAreaWorks(page, `${shell.url}${other}`);
        }
      } finally {
        await shell.stop();
        await environment.cleanup();
      }
    },
  );
}

/** Requests the shell's page and manifest without pause, and counts any that is not answered 200. */
function keepRequesting(urls: string[]) {
  const failures: string[] = [];
  let count = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const url of urls) {
        count += 1;
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${url}: HTTP ${response.status}`);
        } catch (error) {
          failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { failures, count };
    },
  };
}

test(
  'an open tab survives a release of its remote, and a rollback flips it back while the shell keeps serving',
  { tag: ['@composition', '@releases'] },
  async ({ page, pageProblems }) => {
    test.setTimeout(180_000);
    const environment = await releaseEnvironment('open-tab');
    const marketing = await serveArea('marketing', { port: 5121, env: { RELEASES_DIR: environment.dir } });
    const shell = await serveArea('shell', {
      port: 5184,
      env: { RELEASES_DIR: environment.dir, REMOTE_MARKETING_ORIGIN: marketing.url },
    });
    const before = await environment.live('marketing');
    const changed = await buildChangedRemote('marketing', 'open-tab', (copyDir) =>
      replaceInFile(
        path.join(copyDir, 'src/features/about/AboutScreen.tsx'),
        'A community that delivers',
        'A community that delivers, released again',
      ),
    );
    const traffic = keepRequesting([`${shell.url}/`, `${shell.url}/remotes.json`, `${shell.url}/about`]);
    try {
      await page.goto(`${shell.url}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      expect(await environment.cli('release', 'marketing', '--dist', changed.distDir)).toMatch(
        /marketing: live [0-9a-f]{12}/,
      );
      const released = await environment.live('marketing');
      expect(released.releaseId).not.toBe(before.releaseId);

      // The open tab started on the earlier release: its lazy About screen comes from that release.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await expect(page.getByRole('heading', { name: 'A community that delivers', exact: true })).toBeVisible();

      // A lazy screen of the earlier release whose files are gone: the area loads again from the live release.
      const earlierSupportChunk = new RegExp(`/${before.releaseId}/assets/SupportScreen-[^/]*\\.js$`);
      pageProblems.allow(new RegExp(`^console: \\[remote stale-chunk\\] marketing \\(release ${before.releaseId}\\)`));
      pageProblems.allow(new RegExp(`^HTTP 404: .*/${before.releaseId}/assets/SupportScreen-`));
      pageProblems.allow(
        new RegExp(`^console: TypeError: Failed to fetch dynamically imported module: .*/${before.releaseId}/assets/`),
      );
      pageProblems.allow(/^console: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
      await page.route(earlierSupportChunk, (route) => route.fulfill({ status: 404, body: 'pruned' }));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Support & FAQ' }).click();
      await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This area has been updated' })).toHaveCount(0);
      await page.unroute(earlierSupportChunk);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'A community that delivers, released again' })).toBeVisible();

      expect(await environment.cli('rollback', 'marketing')).toContain(`marketing: live ${before.releaseId} (rollback`);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'A community that delivers', exact: true })).toBeVisible();

      const { failures, count } = await traffic.stop();
      expect(count, 'requests made during the release and the rollback').toBeGreaterThan(20);
      expect(failures, 'requests not answered 200').toEqual([]);
    } finally {
      await traffic.stop();
      await shell.stop();
      await marketing.stop();
      await changed.cleanup();
      await environment.cleanup();
    }
  },
);

test(
  "a lazy screen that cannot be fetched even from the live release offers a reload, in its area's own outline",
  { tag: ['@releases'] },
  async ({ page, pageProblems }) => {
    const searchChunk = /\/assets\/SearchScreen-[^/]*\.js$/;
    pageProblems.allow(/^console: \[remote stale-chunk\] community \(release [0-9a-f]{12}\)/);
    pageProblems.allow(/^request failed: .*\/assets\/SearchScreen-/);
    pageProblems.allow(/^console: TypeError: Failed to fetch dynamically imported module: .*\/assets\/SearchScreen-/);
    pageProblems.allow(/^console: Failed to load resource: net::ERR_CONNECTION_FAILED$/);
    await page.route(searchChunk, (route) => route.abort('connectionfailed'));
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Search' }).first().click();
    await expect(page.getByRole('heading', { name: 'This area has been updated' })).toBeVisible();
    await expect(page.getByText('The community has a newer version. Reload the page to continue.')).toBeVisible();
    await expect(page.locator('[data-loading-chrome="community"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }), 'no marketing header').toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();

    await page.unroute(searchChunk);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page).toHaveURL(/\/community\/search$/);
    await expect(page.getByRole('heading', { name: 'This area has been updated' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
  },
);

test(
  'a remote adds a path by releasing itself, with no shell release or restart',
  { tag: ['@composition', '@releases'] },
  async ({ page, pageProblems }) => {
    test.setTimeout(120_000);
    const environment = await releaseEnvironment('new-path');
    const learning = await serveArea('learning', { port: 5122, env: { RELEASES_DIR: environment.dir } });
    const shell = await serveArea('shell', {
      port: 5185,
      env: { RELEASES_DIR: environment.dir, REMOTE_LEARNING_ORIGIN: learning.url },
    });
    const changed = await buildChangedRemote('learning', 'new-path', async (copyDir) => {
      await replaceInFile(
        path.join(copyDir, 'src/app/routes.meta.ts'),
        'export const routesMeta: RouteMeta[] = [',
        `export const routesMeta: RouteMeta[] = [
  { path: '/learning-glossary', chrome: 'marketing', title: 'Glossary', description: 'Words of the programme.' },`,
      );
      await replaceInFile(
        path.join(copyDir, 'src/app/App.tsx'),
        '<Route path="*"',
        '<Route path="/learning-glossary" element={<h1>Learning glossary</h1>} />\n      <Route path="*"',
      );
    });
    // Before the release the path is unknown, so the server answers it 404.
    pageProblems.allow(new RegExp(`^HTTP 404: http://localhost:${testPort(5185)}/learning-glossary$`));
    pageProblems.allow(/^console: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
    try {
      await page.goto(`${shell.url}/learning-glossary`);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

      await environment.cli('release', 'learning', '--dist', changed.distDir);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Learning glossary' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
      await expectAreaWorks(page, `${shell.url}/modules`);
    } finally {
      await shell.stop();
      await learning.stop();
      await changed.cleanup();
      await environment.cleanup();
    }
  },
);

test(
  'a remote that never answers shows its panel within 6 s',
  { tag: ['@composition', '@releases'] },
  async ({ page, pageProblems }) => {
    // Accepts connections and never answers a byte.
    const sockets = new Set<Socket>();
    const hanging = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hanging.listen(5123, resolve));
    const entryUrl = 'http://localhost:5123/assets/remoteEntry.js';
    const shell = await serveArea('shell', { port: 5183, env: { REMOTE_COLLAB_URL: entryUrl } });
    pageProblems.allow(
      /^console: \[remote unreachable\] collab \(release [0-9a-f]{12}\): .* did not answer within 4 s$/,
    );
    // The connections it leaves open are closed when the test ends.
    pageProblems.allow(/^request failed: http:\/\/localhost:5123\/assets\/remoteEntry\.js/);
    pageProblems.allow(/^console: Failed to load resource: net::ERR_EMPTY_RESPONSE$/);
    try {
      await page.goto(`${shell.url}/collab/general`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'Area unavailable' })).toBeVisible({ timeout: 6_000 });
      await expect(page.getByRole('link', { name: 'Mindset Platform home' })).toBeVisible();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
      await shell.stop();
    }
  },
);

const QA_OVERRIDE_SECRET = 'e2e-qa-override-secret';

/** The release CLI's QA link for `spec` (`contests:<id>`), signed with the test shell's secret. */
async function qaLink(environmentDir: string, spec: string, minutes: number) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['tooling/releases/cli.mjs', 'qa-link', spec, '--minutes', String(minutes)],
    {
      cwd: rootDir,
      env: {
        ...process.env,
        RELEASES_DIR: environmentDir,
        QA_OVERRIDE_SECRET,
        PUBLIC_SITE_URL: `http://localhost:${testPort(5183)}`,
      },
    },
  );
  return stdout.trim();
}

test(
  'QA points one browser at a candidate release with a signed link; other browsers, a forged link and an expired one keep the live release',
  { tag: ['@composition', '@releases'] },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const environment = await releaseEnvironment('qa');
    const contests = await serveArea('contests', { port: 5124, env: { RELEASES_DIR: environment.dir } });
    const shell = await serveArea('shell', {
      port: 5183,
      env: { RELEASES_DIR: environment.dir, REMOTE_CONTESTS_ORIGIN: contests.url, QA_OVERRIDE_SECRET },
    });
    const live = 'Win life-changing experiences';
    const candidateHeading = 'Win life-changing experiences, candidate';
    const changed = await buildChangedRemote('contests', 'qa', async (copyDir) => {
      const { readdir } = await import('node:fs/promises');
      const files = (await readdir(path.join(copyDir, 'src'), { recursive: true })).filter((file) =>
        /\.tsx?$/.test(file),
      );
      let replaced = 0;
      for (const file of files) {
        try {
          await replaceInFile(path.join(copyDir, 'src', file), live, candidateHeading);
          replaced += 1;
        } catch {
          // not in this file
        }
      }
      expect(replaced, `"${live}" is in the contests sources`).toBeGreaterThan(0);
    });
    const otherBrowser = await browser.newContext();
    const badge = (onPage: Page) => onPage.getByRole('complementary', { name: 'QA override' });
    try {
      const output = await environment.cli('release', 'contests', '--candidate', '--dist', changed.distDir);
      const candidate = /published candidate ([0-9a-f]{12})/.exec(output)?.[1] ?? '';
      expect(candidate).not.toBe('');
      const link = new URL(await qaLink(environment.dir, `contests:${candidate}`, 30));
      expect(link.origin).toBe(shell.url);

      await page.goto(`${shell.url}/events${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: candidateHeading })).toBeVisible();
      await expect(badge(page)).toContainText(`QA: contests@${candidate}`);
      // The cookie keeps the override for this browser's next pages; the badge can be put away.
      await page.goto(`${shell.url}/events`);
      await expect(page.getByRole('heading', { level: 1, name: candidateHeading })).toBeVisible();
      await badge(page).getByRole('button', { name: 'Dismiss' }).click();
      await expect(badge(page)).toHaveCount(0);

      const otherPage = await otherBrowser.newPage();
      await otherPage.goto(`${shell.url}/events`);
      await expect(otherPage.getByRole('heading', { level: 1, name: live, exact: true })).toBeVisible();
      await expect(badge(otherPage)).toHaveCount(0);

      // a forged QA link: the unsigned form links used to take, and a signed link pointed elsewhere.
      const [prefix, , signature] = (link.searchParams.get('qa-release') ?? '').split('.');
      const otherClaims = Buffer.from(
        JSON.stringify({ releases: 'contests:0123456789ab', expiresAt: Date.now() + 60_000 }),
      ).toString('base64url');
      for (const forged of [`contests:${candidate}`, `${prefix}.${otherClaims}.${signature}`]) {
        await otherPage.goto(`${shell.url}/events?qa-release=${encodeURIComponent(forged)}`);
        await expect(otherPage.getByRole('heading', { level: 1, name: live, exact: true })).toBeVisible();
        await expect(badge(otherPage)).toHaveCount(0);
      }

      // an expired QA link: valid for about a second.
      const shortLink = new URL(await qaLink(environment.dir, `contests:${candidate}`, 1 / 60));
      await otherPage.waitForTimeout(1_500);
      await otherPage.goto(`${shell.url}/events${shortLink.search}`);
      await expect(otherPage.getByRole('heading', { level: 1, name: live, exact: true })).toBeVisible();
      await expect(badge(otherPage)).toHaveCount(0);

      // Ending QA from the badge returns this browser to the live release.
      await page.reload();
      await badge(page).getByRole('link', { name: 'End QA' }).click();
      await expect(page.getByRole('heading', { level: 1, name: live, exact: true })).toBeVisible();
      await expect(badge(page)).toHaveCount(0);

      // A release that was rolled back is refused, even through a link made before.
      const rolledBackLink = new URL(await qaLink(environment.dir, `contests:${candidate}`, 30));
      await environment.cli('promote', 'contests', candidate);
      await environment.cli('rollback', 'contests');
      await page.goto(`${shell.url}/events${rolledBackLink.search}`);
      await expect(page.getByRole('heading', { level: 1, name: live, exact: true })).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
    } finally {
      await otherBrowser.close();
      await shell.stop();
      await contests.stop();
      await changed.cleanup();
      await environment.cleanup();
    }
  },
);
