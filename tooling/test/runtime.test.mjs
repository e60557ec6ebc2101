import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseClientError } from '../releases/clientErrors.mjs';
import { qaOverrides, routeForPath, withReleases } from '../releases/runtime.mjs';

const release = (remote, releaseId, routes) => ({
  remote,
  releaseId,
  entry: 'assets/remoteEntry.js',
  sharedUi: '1.0.0',
  shared: {},
  routes: routes.map((path) => ({ path, chrome: 'marketing', title: path, description: path })),
  firstLoad: [],
});

const registry = {
  remotes: {
    learning: {
      live: 'aaaaaaaaaaa1',
      releases: {
        aaaaaaaaaaa1: release('learning', 'aaaaaaaaaaa1', ['/modules', '/modules/:moduleId']),
        aaaaaaaaaaa2: release('learning', 'aaaaaaaaaaa2', ['/modules', '/modules/:moduleId', '/glossary']),
      },
      history: [],
    },
  },
};
const base = { remotes: { learning: 'http://unreleased/assets/remoteEntry.js' }, paymentServiceUrl: 'http://pay' };
const request = (url, cookie) => ({ url, headers: cookie ? { cookie } : {} });

describe('the runtime manifest from the registry', () => {
  it("gives each page the live release's entry and routes", () => {
    const runtime = withReleases(base, registry);
    assert.equal(runtime.remotes.learning, 'http://localhost:5002/aaaaaaaaaaa1/assets/remoteEntry.js');
    assert.equal(routeForPath(runtime, '/modules/3')?.remote, 'learning');
    assert.equal(routeForPath(runtime, '/glossary'), null);
  });

  it('a QA override picks a listed release for this browser, and sets a cookie to keep it', () => {
    const { overrides, setCookie } = qaOverrides(request('/modules?qa-release=learning:aaaaaaaaaaa2'), registry);
    assert.deepEqual(overrides, { learning: 'aaaaaaaaaaa2' });
    assert.match(setCookie, /^qa-release=learning%3Aaaaaaaaaaaa2; Path=\/; SameSite=Lax; HttpOnly$/);
    const runtime = withReleases(base, registry, overrides);
    assert.equal(runtime.remotes.learning, 'http://localhost:5002/aaaaaaaaaaa2/assets/remoteEntry.js');
    assert.equal(routeForPath(runtime, '/glossary')?.remote, 'learning');
    assert.deepEqual(qaOverrides(request('/', 'a=b; qa-release=learning%3Aaaaaaaaaaaa2'), registry).overrides, {
      learning: 'aaaaaaaaaaa2',
    });
  });

  it('ignores overrides that are not releases the registry lists: no URL, no unknown id', () => {
    for (const value of [
      'learning:ffffffffffff',
      'learning:http://evil.test/x.js',
      'nosuch:aaaaaaaaaaa2',
      'learning:../../x',
    ]) {
      assert.deepEqual(
        qaOverrides(request(`/?qa-release=${encodeURIComponent(value)}`), registry).overrides,
        {},
        value,
      );
    }
    assert.match(qaOverrides(request('/?qa-release=off'), registry).setCookie, /Max-Age=0/);
  });
});

describe('client-error reports', () => {
  it('keeps known fields of bounded length and refuses anything else', () => {
    assert.deepEqual(
      parseClientError(JSON.stringify({ kind: 'refused', remote: 'learning', releaseId: 'x', cause: 'c', extra: 1 })),
      { kind: 'refused', remote: 'learning', releaseId: 'x', cause: 'c' },
    );
    assert.equal(parseClientError(JSON.stringify({ kind: 'bogus', remote: 'learning' })), null);
    assert.equal(parseClientError(JSON.stringify({ kind: 'render', remote: 42 })), null);
    assert.equal(parseClientError('not json'), null);
    assert.equal(
      parseClientError(JSON.stringify({ kind: 'render', remote: 'a', cause: 'x'.repeat(5000) })).cause.length,
      2000,
    );
  });
});
