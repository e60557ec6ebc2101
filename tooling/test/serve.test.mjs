import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

describe("the shell's server with a remote that never answers", () => {
  const sockets = new Set();
  let lookups = 0;
  // Reads requests and never answers one.
  const hung = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (data) => (lookups += data.toString('latin1').match(/^GET /gm)?.length ?? 0));
  });
  let work = '';
  let shell = null;
  let shellUrl = '';

  before(async () => {
    await new Promise((resolve) => hung.listen(0, '127.0.0.1', resolve));
    work = await mkdtemp(path.join(tmpdir(), 'mindset-serve-'));
    const collab = {
      remote: 'collab',
      releaseId: 'aaaaaaaaaaa1',
      entry: 'assets/remoteEntry.js',
      sharedUi: '1.0.0',
      shared: {},
      routes: [{ path: '/collab/general', chrome: 'own', title: 'General', description: 'The general channel' }],
      firstLoad: [],
    };
    await writeFile(
      path.join(work, 'registry.json'),
      JSON.stringify({
        schemaVersion: 1,
        remotes: { collab: { live: 'aaaaaaaaaaa1', releases: { aaaaaaaaaaa1: collab }, history: [] } },
      }),
    );
    await writeFile(path.join(work, 'index.html'), '<html><head><!--runtime-manifest--></head><body></body></html>');
    process.env.RELEASES_DIR = work;
    process.env.REMOTE_COLLAB_URL = `http://127.0.0.1:${hung.address().port}/assets/remoteEntry.js`;
    // Imported once the environment says where the registry and the remote are.
    const { startServer } = await import('../serve.mjs');
    shell = await startServer({ area: 'shell', distDir: work, port: 0, host: '127.0.0.1' });
    shellUrl = `http://127.0.0.1:${shell.address().port}`;
  });

  after(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
    shell?.closeAllConnections();
    await new Promise((resolve) => shell?.close(resolve) ?? resolve());
    await rm(work, { recursive: true, force: true });
  });

  it('sends pages keyed by the cookie for shared caches, and private while a QA cookie is set', async () => {
    const plain = await fetch(`${shellUrl}/`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    assert.equal(plain.headers.get('cache-control'), 'no-cache');
    assert.equal(plain.headers.get('vary'), 'Cookie, Accept-Encoding');
    // A QA cookie this server does not honour (no secret here) is cleared, on a page nobody else may get.
    const withCookie = await fetch(`${shellUrl}/`, { headers: { accept: 'text/html', cookie: 'qa-release=qa1.x.y' } });
    assert.equal(withCookie.headers.get('cache-control'), 'private, no-cache');
    assert.match(withCookie.headers.get('vary'), /Cookie/);
    assert.match(withCookie.headers.get('set-cookie'), /qa-release=; Path=\/; Max-Age=0/);
  });

  it('looks up its first-load list once, not again on every page for its paths', { timeout: 30_000 }, async () => {
    // Pages for 4 s: past the 2 s lookup timeout and the 1 s an answer is trusted for.
    for (let page = 0; page < 9; page += 1) {
      const response = await fetch(`${shellUrl}/collab/general`, { headers: { accept: 'text/html' } });
      assert.equal(response.status, 200);
      assert.match(await response.text(), /rel="modulepreload"[^>]*remoteEntry\.js/);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.equal(lookups, 1);
  });
});
