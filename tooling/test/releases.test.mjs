import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { rootDir } from '../areas.mjs';
import { releaseRefusals } from '@mindset/federation-config/release-checks';
import { servedRelease, verifyQaToken } from '../releases/runtime.mjs';

const run = promisify(execFile);

async function replaceInFile(file, text, replacement) {
  const content = await readFile(file, 'utf8');
  assert.ok(content.includes(text), `${file} contains ${JSON.stringify(text)}`);
  await writeFile(file, content.replace(text, replacement));
}
const cli = path.join(rootDir, 'tooling/releases/cli.mjs');

const hostOffer = {
  sharedUi: '1.2.0',
  sharedUiExports: ['Button', 'Card', 'Routes'],
  shared: {
    react: '19.2.0',
    'react-dom': '19.2.0',
    'react-router': '7.9.4',
    'styled-components': '6.1.19',
    zustand: '5.0.8',
  },
};

/** A remote build as the federation config writes it: a release manifest and an entry. */
async function fakeBuild(
  dir,
  {
    remote = 'learning',
    releaseId,
    sharedUi = '1.2.0',
    react = '^19.2.0',
    reactBuilt = '19.2.0',
    sharedUiImports = ['Button', 'Routes'],
    routes = [{ path: `/${remote}`, chrome: 'marketing', title: remote, description: remote }],
    zustandBuilt = '5.0.8',
  },
) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'assets/remoteEntry.js'), `export const release = '${releaseId}';`);
  const manifest = {
    schemaVersion: 1,
    remote,
    releaseId,
    builtAt: new Date().toISOString(),
    entry: 'assets/remoteEntry.js',
    sharedUi,
    shared: {
      react: { version: reactBuilt, requiredVersion: react, strictVersion: true },
      zustand: { version: zustandBuilt, requiredVersion: '^5.0.0', strictVersion: false },
    },
    sharedUiImports,
    routes,
    firstLoad: [],
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('release CLI', () => {
  let work = '';
  let env = {};
  const registry = async () => JSON.parse(await readFile(path.join(work, 'releases/registry.json'), 'utf8'));
  const release = (...args) => run(process.execPath, [cli, ...args], { env });

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'mindset-releases-'));
    await mkdir(path.join(work, 'shell-dist'), { recursive: true });
    await writeFile(path.join(work, 'shell-dist/host-offer.json'), JSON.stringify(hostOffer));
    env = {
      ...process.env,
      RELEASES_DIR: path.join(work, 'releases'),
      SHELL_DIST: path.join(work, 'shell-dist'),
      RELEASES_KEEP: '2',
    };
  });
  after(() => rm(work, { recursive: true, force: true }));

  it('publishes a build into a folder of its release id and makes it live, with history', async () => {
    const build = await fakeBuild(path.join(work, 'build-1'), { releaseId: 'aaaaaaaaaaa1' });
    const { stdout } = await release('release', 'learning', '--dist', build);
    assert.match(stdout, /learning: live aaaaaaaaaaa1/);
    const entry = (await registry()).remotes.learning;
    assert.equal(entry.live, 'aaaaaaaaaaa1');
    assert.deepEqual(
      entry.history.map((step) => [step.action, step.releaseId, step.previous]),
      [['release', 'aaaaaaaaaaa1', null]],
    );
    assert.equal(
      await readFile(path.join(work, 'releases/learning/aaaaaaaaaaa1/assets/remoteEntry.js'), 'utf8'),
      "export const release = 'aaaaaaaaaaa1';",
    );
  });

  it('refuses to promote a remote the live shell cannot satisfy, and leaves the live one', async () => {
    const newerMinor = await fakeBuild(path.join(work, 'build-newer'), {
      releaseId: 'bbbbbbbbbbb1',
      sharedUi: '1.3.0',
    });
    await assert.rejects(release('release', 'learning', '--dist', newerMinor), (error) => {
      assert.match(
        error.stderr,
        /Refused: learning bbbbbbbbbbb1 cannot run on the live shell: shared-ui \^1\.3\.0 \(host has 1\.2\.0\)/,
      );
      return true;
    });
    const react18 = await fakeBuild(path.join(work, 'build-react18'), { releaseId: 'bbbbbbbbbbb2', react: '^18.3.1' });
    await assert.rejects(release('release', 'learning', '--dist', react18), /react \^18\.3\.1 \(host has 19\.2\.0\)/);
    assert.equal((await registry()).remotes.learning.live, 'aaaaaaaaaaa1');
  });

  it('the dual-major React range: a remote built with React 18 is refused whatever its range accepts', async () => {
    const build = await fakeBuild(path.join(work, 'build-dual-major'), {
      releaseId: 'bbbbbbbbbbb3',
      react: '^18.3.1 || ^19.0.0',
      reactBuilt: '18.3.1',
    });
    await assert.rejects(release('release', 'learning', '--dist', build), (error) => {
      assert.match(
        error.stderr,
        /Refused: learning bbbbbbbbbbb3 cannot run on the live shell: react built with 18\.3\.1, declared \^18\.3\.1 \|\| \^19\.0\.0 \(host has 19\.2\.0\)/,
      );
      return true;
    });
    assert.equal((await registry()).remotes.learning.live, 'aaaaaaaaaaa1');
  });

  it("warns, without refusing, when a non-strict shared library will run on the host's version", async () => {
    const build = await fakeBuild(path.join(work, 'build-zustand'), {
      remote: 'community',
      releaseId: '999999999991',
      zustandBuilt: '5.0.7',
    });
    const { stdout, stderr } = await release('release', 'community', '--dist', build);
    assert.match(stdout, /community: live 999999999991/);
    assert.match(stderr, /Warning: community 999999999991: zustand built with 5\.0\.7 runs on the host's 5\.0\.8/);
  });

  it('the dropped export: a remote importing a shared-ui export the live shell lacks is refused', async () => {
    const build = await fakeBuild(path.join(work, 'build-dropped-export'), {
      releaseId: 'bbbbbbbbbbb4',
      sharedUiImports: ['Button', 'ContestCard', 'Routes'],
    });
    await assert.rejects(release('release', 'learning', '--dist', build), (error) => {
      assert.match(
        error.stderr,
        /Refused: learning bbbbbbbbbbb4 cannot run on the live shell: shared-ui export ContestCard \(host's shared-ui 1\.2\.0 lacks it\)/,
      );
      return true;
    });
    assert.equal((await registry()).remotes.learning.live, 'aaaaaaaaaaa1');
  });

  it('publishes a candidate without promoting it, then promotes and rolls back', async () => {
    const build = await fakeBuild(path.join(work, 'build-2'), { releaseId: 'aaaaaaaaaaa2' });
    assert.match(
      (await release('release', 'learning', '--candidate', '--dist', build)).stdout,
      /published candidate aaaaaaaaaaa2/,
    );
    assert.equal((await registry()).remotes.learning.live, 'aaaaaaaaaaa1');
    await release('promote', 'learning', 'aaaaaaaaaaa2');
    assert.equal((await registry()).remotes.learning.live, 'aaaaaaaaaaa2');
    assert.match(
      (await release('rollback', 'learning')).stdout,
      /learning: live aaaaaaaaaaa1 \(rollback; was aaaaaaaaaaa2\)/,
    );
    assert.equal((await registry()).remotes.learning.live, 'aaaaaaaaaaa1');
    await assert.rejects(release('promote', 'learning', 'ffffffffffff'), /release ffffffffffff is not listed/);
  });

  it('the unchanged-code re-release: publishing a release id again with another manifest is refused', async () => {
    const first = await fakeBuild(path.join(work, 'build-re-release-1'), {
      remote: 'collab',
      releaseId: 'ddddddddddd1',
    });
    await release('release', 'collab', '--dist', first);
    // The same id, the same files, another declared range: the registry would keep the first manifest.
    const second = await fakeBuild(path.join(work, 'build-re-release-2'), {
      remote: 'collab',
      releaseId: 'ddddddddddd1',
      react: '^19.0.0',
    });
    await assert.rejects(release('release', 'collab', '--dist', second), (error) => {
      assert.match(error.stderr, /Refused: collab ddddddddddd1 is already published \(.*\) with a different manifest/);
      return true;
    });
    const kept = (await registry()).remotes.collab.releases.ddddddddddd1;
    assert.equal(kept.shared.react.requiredVersion, '^19.2.0');
    // The same build again (only its build time differs) is the same release: accepted, nothing changes.
    const again = await fakeBuild(path.join(work, 'build-re-release-3'), {
      remote: 'collab',
      releaseId: 'ddddddddddd1',
    });
    assert.match((await release('release', 'collab', '--dist', again)).stdout, /collab: live ddddddddddd1/);
  });

  it('rollback after four candidates: candidates never push out the release rollback goes to', async () => {
    const budgets = { ...env, RELEASES_KEEP: '1', RELEASES_KEEP_CANDIDATES: '2', RELEASES_KEEP_DAYS: '0' };
    const releaseWith = (...args) => run(process.execPath, [cli, ...args], { env: budgets });
    const build = (releaseId) => fakeBuild(path.join(work, `build-${releaseId}`), { remote: 'contests', releaseId });
    await releaseWith('release', 'contests', '--dist', await build('eeeeeeeeeee1'));
    await releaseWith('release', 'contests', '--dist', await build('eeeeeeeeeee2'));
    for (const candidate of ['eeeeeeeeeee3', 'eeeeeeeeeee4', 'eeeeeeeeeee5', 'eeeeeeeeeee6']) {
      await releaseWith('release', 'contests', '--candidate', '--dist', await build(candidate));
    }
    const kept = Object.keys((await registry()).remotes.contests.releases).sort();
    // eeeeeeeeeee2 is live, eeeeeeeeeee1 is where rollback goes; of the candidates, the newest two.
    assert.deepEqual(kept, ['eeeeeeeeeee1', 'eeeeeeeeeee2', 'eeeeeeeeeee5', 'eeeeeeeeeee6']);
    assert.deepEqual((await readdir(path.join(work, 'releases/contests'))).sort(), kept);
    assert.match(
      (await releaseWith('rollback', 'contests')).stdout,
      /contests: live eeeeeeeeeee1 \(rollback; was eeeeeeeeeee2\)/,
    );
  });

  it("the colliding path: a release claiming a path another remote's live release owns is refused", async () => {
    const claim = (routePath) => ({ path: routePath, chrome: 'marketing', title: 'Events', description: 'Events' });
    const build = await fakeBuild(path.join(work, 'build-colliding'), {
      releaseId: 'bbbbbbbbbbb5',
      routes: [claim('/learning'), claim('/contests/*')],
    });
    await assert.rejects(release('release', 'learning', '--dist', build), (error) => {
      assert.match(
        error.stderr,
        /Refused: learning bbbbbbbbbbb5 claims paths of another remote: \/contests\/\* \(contests's live release eeeeeeeeeee1 owns \/contests\)/,
      );
      return true;
    });
    // As a candidate it claims nothing yet; promoting it is refused the same way.
    await release('release', 'learning', '--candidate', '--dist', build);
    await assert.rejects(release('promote', 'learning', 'bbbbbbbbbbb5'), /claims paths of another remote: \/contests/);
    assert.equal((await registry()).remotes.learning.live, 'aaaaaaaaaaa1');
  });

  it('prints a signed QA link for a kept candidate, and refuses rolled-back releases and a missing secret', async () => {
    const secret = 'qa-secret-for-tests';
    const qaLink = (...args) =>
      run(process.execPath, [cli, 'qa-link', ...args], { env: { ...env, QA_OVERRIDE_SECRET: secret } });
    const { stdout } = await qaLink('contests:eeeeeeeeeee6', '--minutes', '30');
    const link = new URL(stdout.trim());
    assert.equal(link.origin, 'http://localhost:5173');
    const verified = verifyQaToken(link.searchParams.get('qa-release'), secret);
    assert.deepEqual(verified.releases, { contests: 'eeeeeeeeeee6' });
    assert.ok(Math.abs(Date.parse(verified.expiresAt) - Date.now() - 30 * 60_000) < 60_000);

    // learning aaaaaaaaaaa2 was live, then rolled back from.
    await assert.rejects(qaLink('learning:aaaaaaaaaaa2'), /Refused: learning aaaaaaaaaaa2 was rolled back/);
    await assert.rejects(qaLink('learning:ffffffffffff'), /Refused: learning ffffffffffff is not a kept release/);
    await assert.rejects(
      run(process.execPath, [cli, 'qa-link', 'contests:eeeeeeeeeee6'], { env: { ...env, QA_OVERRIDE_SECRET: '' } }),
      /QA_OVERRIDE_SECRET is not set/,
    );
  });

  it('keeps every release live in the last RELEASES_KEEP_DAYS days, beyond the budget', async () => {
    const build = (releaseId) => fakeBuild(path.join(work, `build-${releaseId}`), { remote: 'marketing', releaseId });
    const releaseWithDays = async (days, releaseId) =>
      run(process.execPath, [cli, 'release', 'marketing', '--dist', await build(releaseId)], {
        env: { ...env, RELEASES_KEEP: '1', RELEASES_KEEP_DAYS: days },
      });
    const kept = async () => Object.keys((await registry()).remotes.marketing.releases).sort();
    for (const releaseId of ['fffffffffff1', 'fffffffffff2', 'fffffffffff3']) await releaseWithDays('7', releaseId);
    // fffffffffff1 is neither live nor where rollback goes, but was live minutes ago.
    assert.deepEqual(await kept(), ['fffffffffff1', 'fffffffffff2', 'fffffffffff3']);
    await releaseWithDays('0', 'fffffffffff4');
    assert.deepEqual(await kept(), ['fffffffffff3', 'fffffffffff4']);
  });

  it("refuses a release while shared-ui's API report fails, and only warns under RELEASE_API_REPORT=warn", async () => {
    const sharedUiCopy = path.join(work, 'shared-ui-without-card');
    await cp(path.join(rootDir, 'shared-ui'), sharedUiCopy, {
      recursive: true,
      filter: (source) => !source.includes('node_modules'),
    });
    await replaceInFile(path.join(sharedUiCopy, 'src/index.ts'), "export { Card } from './components/Card';\n", '');
    const build = await fakeBuild(path.join(work, 'build-api-report'), { remote: 'collab', releaseId: 'ddddddddddd2' });
    const withReport = (extra) =>
      run(process.execPath, [cli, 'release', 'collab', '--candidate', '--dist', build], {
        env: { ...env, API_PACKAGE_DIR: sharedUiCopy, ...extra },
      });
    await assert.rejects(withReport({}), /Refused: shared-ui's API report does not hold:[\s\S]*removed: Card/);
    const { stdout, stderr } = await withReport({ RELEASE_API_REPORT: 'warn' });
    assert.match(stdout, /collab: published candidate ddddddddddd2/);
    assert.match(stderr, /Warning: shared-ui's API report does not hold:[\s\S]*removed: Card/);
  });

  it('never leaves a temporary registry or release folder behind', async () => {
    const files = await readdir(path.join(work, 'releases'));
    assert.deepEqual(
      files.filter((file) => file.includes('.tmp') || file.endsWith('.lock')),
      [],
    );
  });
});

describe('a shared-ui major', () => {
  let work = '';
  let env = {};
  const registry = async () => JSON.parse(await readFile(path.join(work, 'releases/registry.json'), 'utf8'));
  const release = (...args) => run(process.execPath, [cli, ...args], { env });
  const served = () => readFile(path.join(work, 'shell-dist/index.html'), 'utf8');
  const majorOffer = { ...hostOffer, sharedUi: '2.0.0', sharedUiExports: ['Button', 'Routes'] };

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'mindset-major-'));
    await mkdir(path.join(work, 'shell-dist'), { recursive: true });
    await writeFile(path.join(work, 'shell-dist/host-offer.json'), JSON.stringify(hostOffer));
    await writeFile(path.join(work, 'shell-dist/index.html'), 'the shell of shared-ui 1');
    // The new major's shell, built: it no longer offers Card.
    await mkdir(path.join(work, 'shell-2'), { recursive: true });
    await writeFile(path.join(work, 'shell-2/host-offer.json'), JSON.stringify(majorOffer));
    await writeFile(path.join(work, 'shell-2/index.html'), 'the shell of shared-ui 2');
    env = { ...process.env, RELEASES_DIR: path.join(work, 'releases'), SHELL_DIST: path.join(work, 'shell-dist') };
    for (const remote of ['learning', 'contests']) {
      const build = await fakeBuild(path.join(work, `${remote}-1`), {
        remote,
        releaseId: remote === 'learning' ? 'aaaaaaaaaaa1' : 'ccccccccccc1',
        sharedUiImports: ['Button', 'Card'],
      });
      await release('release', remote, '--dist', build);
    }
  });
  after(() => rm(work, { recursive: true, force: true }));

  const rebuilt = (remote, releaseId) =>
    fakeBuild(path.join(work, `${remote}-2`), { remote, releaseId, sharedUi: '2.0.0', sharedUiImports: ['Button'] });

  it('refuses a set that leaves out a live remote the new shell would break, and changes nothing', async () => {
    const learning = await rebuilt('learning', 'aaaaaaaaaaa2');
    await assert.rejects(
      release('release-set', `shell=${path.join(work, 'shell-2')}`, `learning=${learning}`),
      (error) => {
        assert.match(error.stderr, /Refused: the set cannot run on its shell \(shared-ui 2\.0\.0\)/);
        assert.match(error.stderr, /contests ccccccccccc1: .*shared-ui export Card .*\(live, not in the set\)/);
        return true;
      },
    );
    assert.equal((await registry()).remotes.learning.live, 'aaaaaaaaaaa1');
    assert.equal(await served(), 'the shell of shared-ui 1');
  });

  it('the shell and the remotes rebuilt against it go live as one set, in one registry write', async () => {
    const learning = await rebuilt('learning', 'aaaaaaaaaaa2');
    const contests = await rebuilt('contests', 'ccccccccccc2');
    const { stdout } = await release(
      'release-set',
      `shell=${path.join(work, 'shell-2')}`,
      `learning=${learning}`,
      `contests=${contests}`,
    );
    assert.match(
      stdout,
      /set [0-9a-f]{12}: live shell \(shared-ui 2\.0\.0\), learning aaaaaaaaaaa2, contests ccccccccccc2/,
    );
    const { remotes } = await registry();
    assert.equal(remotes.learning.live, 'aaaaaaaaaaa2');
    assert.equal(remotes.contests.live, 'ccccccccccc2');
    const [stepL, stepC] = [remotes.learning.history.at(-1), remotes.contests.history.at(-1)];
    assert.equal(stepL.action, 'release-set');
    assert.equal(stepL.set, stepC.set);
    assert.equal(stepL.at, stepC.at);
    assert.equal(stepL.previous, 'aaaaaaaaaaa1');
    assert.equal(await served(), 'the shell of shared-ui 2');
    // Rolling one remote back alone is a single release again, checked against the new shell: refused.
    await assert.rejects(release('rollback', 'learning'), /cannot run on the live shell: .*shared-ui/);
  });

  it('while a set goes out, a server still on the previous shell keeps serving the releases it replaced', async () => {
    const current = await registry();
    const previousShell = (release) => releaseRefusals(release, hostOffer).length === 0;
    const newShell = (release) => releaseRefusals(release, majorOffer).length === 0;
    assert.equal(servedRelease(current, 'learning', previousShell).releaseId, 'aaaaaaaaaaa1');
    assert.equal(servedRelease(current, 'learning', newShell).releaseId, 'aaaaaaaaaaa2');
    assert.equal(servedRelease(current, 'contests', previousShell).releaseId, 'ccccccccccc1');
  });
});

describe('a shell release', () => {
  /** Releases this checkout's shell against a registry whose live collab release is `live`. */
  async function releaseShellAgainst(work, live, env = {}, command = [process.execPath, cli, 'release', 'shell']) {
    const releasesDir = path.join(work, 'releases');
    await mkdir(releasesDir, { recursive: true });
    await writeFile(
      path.join(releasesDir, 'registry.json'),
      JSON.stringify({
        schemaVersion: 1,
        remotes: { collab: { live: live.releaseId, releases: { [live.releaseId]: live }, history: [] } },
      }),
    );
    const shellDist = path.join(work, 'shell-dist');
    await mkdir(shellDist);
    await writeFile(path.join(shellDist, 'index.html'), 'the served shell');
    const result = run(command[0], command.slice(1), {
      cwd: rootDir,
      env: { ...process.env, RELEASES_DIR: releasesDir, SHELL_DIST: shellDist, ...env },
    });
    return { result, served: () => readFile(path.join(shellDist, 'index.html'), 'utf8') };
  }

  const sharedUiVersion = async () =>
    JSON.parse(await readFile(path.join(rootDir, 'shared-ui/package.json'), 'utf8')).version;

  it(
    'the dropped export: a shell whose shared-ui lacks an export a live remote imports is refused',
    { timeout: 120_000 },
    async () => {
      const work = await mkdtemp(path.join(tmpdir(), 'mindset-shell-release-'));
      try {
        const version = await sharedUiVersion();
        const live = {
          releaseId: 'ccccccccccc2',
          remote: 'collab',
          sharedUi: version,
          shared: {},
          sharedUiImports: ['Button', 'ChannelCard'],
          routes: [],
        };
        const { result, served } = await releaseShellAgainst(work, live);
        await assert.rejects(result, (error) => {
          assert.match(
            error.stderr,
            new RegExp(
              `collab ccccccccccc2: shared-ui export ChannelCard \\(host's shared-ui ${version.replaceAll('.', '\\.')} lacks it\\)`,
            ),
          );
          assert.doesNotMatch(error.stderr, /export Button/);
          return true;
        });
        assert.equal(await served(), 'the served shell');
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  );

  it('is refused when shared-ui dropped an export without a new major (the API report)', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'mindset-api-report-'));
    try {
      // shared-ui as it would be with Card removed and its version unchanged.
      const sharedUiCopy = path.join(work, 'shared-ui');
      await cp(path.join(rootDir, 'shared-ui'), sharedUiCopy, {
        recursive: true,
        filter: (source) => !source.includes('node_modules'),
      });
      await replaceInFile(path.join(sharedUiCopy, 'src/index.ts'), "export { Card } from './components/Card';\n", '');
      const live = {
        releaseId: 'ccccccccccc3',
        remote: 'collab',
        sharedUi: await sharedUiVersion(),
        shared: {},
        routes: [],
      };
      const { result, served } = await releaseShellAgainst(work, live, { API_PACKAGE_DIR: sharedUiCopy });
      await assert.rejects(result, (error) => {
        assert.match(error.stderr, /Refused: shared-ui's API report does not hold:/);
        assert.match(error.stderr, /removed: Card/);
        return true;
      });
      assert.equal(await served(), 'the served shell');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it(
    'a plain `npm run build -w shell` never replaces a live shell that live remotes cannot use',
    { timeout: 180_000 },
    async () => {
      const work = await mkdtemp(path.join(tmpdir(), 'mindset-shell-release-'));
      try {
        // A live remote built against a shared-ui minor newer than the one this checkout's shell has.
        const [major, minor] = (await sharedUiVersion()).split('.').map(Number);
        const live = {
          releaseId: 'ccccccccccc1',
          remote: 'collab',
          sharedUi: `${major}.${minor + 1}.0`,
          shared: {},
          routes: [],
        };
        const { result, served } = await releaseShellAgainst(work, live, {}, ['npm', 'run', 'build', '-w', 'shell']);
        await assert.rejects(result, (error) => {
          assert.match(
            error.stderr,
            /Refused: this shell would break live remotes:\n {2}collab ccccccccccc1: shared-ui/,
          );
          assert.match(error.stderr, /release-set shell <remote>/);
          return true;
        });
        assert.equal(await served(), 'the served shell');
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  );
});
