// Several site servers sharing one PostgreSQL registry (docs/decisions/0090-a-registry-several-servers-share.md).
// Runs against the PostgreSQL of RELEASES_TEST_DATABASE_URL, else DATABASE_URL, else the local server,
// in a schema of its own that it drops afterwards; skipped, saying so, when none answers.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { rootDir } from '../areas.mjs';

const run = promisify(execFile);
const cli = path.join(rootDir, 'tooling/releases/cli.mjs');
const databaseUrl =
  process.env.RELEASES_TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `releases_test_${process.pid}_${randomBytes(3).toString('hex')}`;

async function databaseAnswers() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const skip = (await databaseAnswers()) ? false : `no PostgreSQL answers at ${new URL(databaseUrl).host}`;

const hostOffer = {
  sharedUi: '1.2.0',
  sharedUiExports: ['Button', 'Routes'],
  shared: { react: '19.2.0', 'react-dom': '19.2.0', 'react-router': '7.9.4', 'styled-components': '6.1.19' },
};

/** A remote build as the federation config writes it: a release manifest, an entry and its first-load list. */
async function fakeBuild(dir, { remote, releaseId, routes = [`/${remote}`] }) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'assets/remoteEntry.js'), `export const release = '${releaseId}';`);
  await writeFile(path.join(dir, 'assets/first-load.json'), JSON.stringify({ files: [] }));
  const manifest = {
    schemaVersion: 1,
    remote,
    releaseId,
    builtAt: new Date().toISOString(),
    entry: 'assets/remoteEntry.js',
    sharedUi: '1.2.0',
    shared: { react: { version: '19.2.0', requiredVersion: '^19.2.0', strictVersion: true } },
    sharedUiImports: ['Button'],
    routes: routes.map((routePath) => ({ path: routePath, chrome: 'marketing', title: remote, description: remote })),
    firstLoad: [],
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** A port nobody listens on now. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The live release of `remote` a page names, from the runtime manifest inlined in its HTML. */
function releaseInPage(html, remote) {
  const json = html.match(/<script type="application\/json" id="runtime-manifest">(.*?)<\/script>/s)?.[1];
  const manifest = json ? JSON.parse(json.replace(/\\u003c/g, '<')) : null;
  return { releaseId: manifest?.releases?.[remote]?.releaseId ?? null, entry: manifest?.remotes?.[remote] ?? null };
}

describe('several site servers sharing one PostgreSQL registry', { skip }, () => {
  let work = '';
  let origin = null;
  let originUrl = '';
  const servers = [];
  let admin = null;
  let cliEnv = (_shellDist) => ({});

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'mindset-shared-registry-'));
    const releasesDir = path.join(work, 'releases');
    await mkdir(releasesDir);
    // The static origin holding the releases (a CDN or an object store in production): files only.
    origin = createServer(async (req, res) => {
      const file = path.resolve(releasesDir, `.${decodeURIComponent(new URL(req.url, 'http://x').pathname)}`);
      const body = file.startsWith(releasesDir + path.sep) ? await readFile(file).catch(() => null) : null;
      res.writeHead(body ? 200 : 404, { 'access-control-allow-origin': '*' });
      res.end(body);
    });
    await new Promise((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${origin.address().port}`;

    const environment = {
      ...process.env,
      RELEASES_DIR: releasesDir,
      RELEASES_DATABASE_URL: databaseUrl,
      RELEASES_DATABASE_SCHEMA: schema,
      RELEASES_ORIGIN: originUrl,
      HOST: '127.0.0.1',
    };
    cliEnv = (shellDist) => ({ ...environment, SHELL_DIST: shellDist });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`LISTEN ${schema}_registry`);
    admin.on('notification', () => commits.push(Date.now()));

    for (const name of ['a', 'b']) {
      // Each site server has its own shell build (the same one), as on two machines.
      const shellDist = path.join(work, `shell-${name}`);
      await mkdir(shellDist);
      await writeFile(path.join(shellDist, 'host-offer.json'), JSON.stringify(hostOffer));
      await writeFile(
        path.join(shellDist, 'index.html'),
        '<html><head><!--runtime-manifest--></head><body></body></html>',
      );
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [path.join(rootDir, 'tooling/serve.mjs'), 'shell', '--dist', shellDist, '--port', String(port)],
        { env: environment, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (data) => (output += data));
      child.stderr.on('data', (data) => (output += data));
      await new Promise((resolve, reject) => {
        child.stdout.on('data', () => output.includes('serving') && resolve());
        child.on('exit', (code) => reject(new Error(`site server ${name} stopped (${code}): ${output}`)));
      });
      servers.push({ name, url: `http://127.0.0.1:${port}`, shellDist, child, output: () => output });
    }
  });

  after(async () => {
    for (const { child } of servers) child.kill('SIGTERM');
    await new Promise((resolve) => origin?.close(resolve) ?? resolve());
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    await rm(work, { recursive: true, force: true });
  });

  const cliThrough = (server, ...args) => run(process.execPath, [cli, ...args], { env: cliEnv(server.shellDist) });
  const page = async (server, pathname) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  };
  /** When each change to the registry was committed: its NOTIFY arrives here at that moment. */
  const commits = [];
  const committed = async (count) => {
    while (commits.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    return commits[count - 1];
  };

  // Each release CLI run starts Node and checks the release (seconds on a busy machine): the time bound is
  // the whole test's, the assertion below is the second after each commit.
  it(
    'the two-server promotion: a release through either is live on both within a second, under load, with no refused request',
    { timeout: 180_000 },
    async (t) => {
      const [a, b] = servers;
      await cliThrough(
        a,
        'release',
        'learning',
        '--dist',
        await fakeBuild(path.join(work, 'build-1'), {
          remote: 'learning',
          releaseId: 'aaaaaaaaaaa1',
        }),
      );
      for (const server of servers) {
        const { releaseId, entry } = releaseInPage((await page(server, '/learning')).html, 'learning');
        assert.equal(releaseId, 'aaaaaaaaaaa1');
        // The page loads the release from the static origin, not from a server of this site.
        assert.equal(entry, `${originUrl}/learning/aaaaaaaaaaa1/assets/remoteEntry.js`);
      }
      await fakeBuild(path.join(work, 'build-2'), { remote: 'learning', releaseId: 'aaaaaaaaaaa2' });

      // A loop of page requests on both servers, two at a time each, for the whole test.
      const answers = [];
      let loading = true;
      const load = async (server) => {
        while (loading) {
          const startedAt = Date.now();
          try {
            const { status, html } = await page(server, '/learning');
            answers.push({
              server: server.name,
              startedAt,
              at: Date.now(),
              status,
              ...releaseInPage(html, 'learning'),
            });
          } catch (error) {
            answers.push({ server: server.name, startedAt, at: Date.now(), status: 0, error: error.message });
          }
        }
      };
      const loops = servers.flatMap((server) => [load(server), load(server)]);
      const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

      const changesBefore = commits.length;
      await pause(500);
      await cliThrough(a, 'release', 'learning', '--dist', path.join(work, 'build-2'));
      const released = await committed(changesBefore + 1);
      await pause(1_500);
      await cliThrough(b, 'rollback', 'learning');
      const rolledBack = await committed(changesBefore + 2);
      await pause(1_500);
      loading = false;
      await Promise.all(loops);

      const refused = answers.filter((answer) => answer.status !== 200);
      assert.deepEqual(refused, [], 'every request answered 200');
      for (const [label, at, until, expected] of [
        ['release through a', released, rolledBack, 'aaaaaaaaaaa2'],
        ['rollback through b', rolledBack, Infinity, 'aaaaaaaaaaa1'],
      ]) {
        for (const server of servers) {
          const mine = answers.filter((answer) => answer.server === server.name);
          const after = mine.filter((answer) => answer.startedAt >= at + 1_000 && answer.at < until);
          assert.ok(after.length > 0, `${server.name} answered after the ${label}`);
          assert.deepEqual(
            after.filter((answer) => answer.releaseId !== expected),
            [],
            `every page from ${server.name} requested a second after the ${label} was committed names ${expected}`,
          );
          const firstNew = mine.find((answer) => answer.at >= at && answer.releaseId === expected);
          t.diagnostic(`${label}: live on ${server.name} ${firstNew ? firstNew.at - at : '?'} ms after its commit`);
        }
      }
      t.diagnostic(`${answers.length} pages answered during the test, ${refused.length} refused`);
    },
  );

  it('two releases written at once both land: each change is one transaction on the registry', async () => {
    const [a, b] = servers;
    await Promise.all([
      cliThrough(
        a,
        'release',
        'marketing',
        '--dist',
        await fakeBuild(path.join(work, 'build-m'), {
          remote: 'marketing',
          releaseId: 'bbbbbbbbbbb1',
        }),
      ),
      cliThrough(
        b,
        'release',
        'contests',
        '--dist',
        await fakeBuild(path.join(work, 'build-c'), {
          remote: 'contests',
          releaseId: 'ccccccccccc1',
        }),
      ),
    ]);
    const { stdout } = await cliThrough(a, 'list');
    assert.match(stdout, /marketing: live bbbbbbbbbbb1/);
    assert.match(stdout, /contests: live ccccccccccc1/);
    assert.match(stdout, /learning: live aaaaaaaaaaa1/);
  });

  it('refuses to make a release live before RELEASES_ORIGIN serves it', async () => {
    const build = await fakeBuild(path.join(work, 'build-not-uploaded'), {
      remote: 'collab',
      releaseId: 'ddddddddddd1',
    });
    const elsewhere = { ...cliEnv(servers[0].shellDist), RELEASES_ORIGIN: `${originUrl}/not-uploaded` };
    await assert.rejects(
      run(process.execPath, [cli, 'release', 'collab', '--dist', build], { env: elsewhere }),
      /Refused: collab ddddddddddd1 is not served by RELEASES_ORIGIN yet/,
    );
    assert.doesNotMatch((await cliThrough(servers[0], 'list')).stdout, /collab: live/);
  });
});
