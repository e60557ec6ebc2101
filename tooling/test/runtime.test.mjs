import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseClientError } from '../releases/clientErrors.mjs';
import { qaOverrides, routeForPath, signQaToken, verifyQaToken, withReleases } from '../releases/runtime.mjs';

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

  it('passes on the pages a release prerendered, so the site server looks a fragment up only for those', () => {
    const prerendering = structuredClone(registry);
    prerendering.remotes.learning.releases.aaaaaaaaaaa1.prerendered = ['/modules', '/modules/1'];
    assert.deepEqual(withReleases(base, prerendering).releases.learning.prerendered, ['/modules', '/modules/1']);
    assert.equal('prerendered' in withReleases(base, registry).releases.learning, false);
  });
});

describe('QA overrides', () => {
  const secret = 'qa-secret-for-tests';
  const inAnHour = new Date(Date.now() + 3_600_000);
  const link = (releases, expiresAt = inAnHour, key = secret) =>
    `/modules?qa-release=${signQaToken(releases, expiresAt, key)}`;
  const qa = (url, options = {}, cookie = undefined) =>
    qaOverrides(request(url, cookie), registry, { secret, ...options });

  it('a signed link picks a kept release for this browser until it expires, and a cookie keeps it', () => {
    const answer = qa(link({ learning: 'aaaaaaaaaaa2' }));
    assert.deepEqual(answer.overrides, { learning: 'aaaaaaaaaaa2' });
    assert.deepEqual(answer.active, { releases: { learning: 'aaaaaaaaaaa2' }, expiresAt: inAnHour.toISOString() });
    assert.match(
      answer.setCookie,
      /^qa-release=qa1\.[\w-]+\.[\w-]+; Path=\/; Max-Age=(3599|3600); SameSite=Lax; HttpOnly$/,
    );
    const runtime = withReleases(base, registry, answer.overrides);
    assert.equal(runtime.remotes.learning, 'http://localhost:5002/aaaaaaaaaaa2/assets/remoteEntry.js');
    assert.equal(routeForPath(runtime, '/glossary')?.remote, 'learning');
    const cookie = `a=b; ${answer.setCookie.split(';')[0]}`;
    assert.deepEqual(qa('/', {}, cookie).overrides, { learning: 'aaaaaaaaaaa2' });
    assert.match(qa('/?qa-release=off', {}, cookie).setCookie, /Max-Age=0/);
  });

  it('a forged QA link changes nothing and clears the cookie', () => {
    const token = signQaToken({ learning: 'aaaaaaaaaaa2' }, inAnHour, secret);
    const [prefix, , signed] = token.split('.');
    const otherBody = signQaToken({ learning: 'aaaaaaaaaaa1' }, inAnHour, secret).split('.')[1];
    for (const forged of [
      `${prefix}.${otherBody}.${signed}`, // another release under this signature
      signQaToken({ learning: 'aaaaaaaaaaa2' }, inAnHour, 'another-secret'),
      'learning:aaaaaaaaaaa2', // the unsigned form links used to take
      `${token}.x`,
    ]) {
      const answer = qa(`/?qa-release=${encodeURIComponent(forged)}`);
      assert.deepEqual(answer.overrides, {}, forged);
      assert.equal(answer.refused, 'forged', forged);
      assert.match(answer.setCookie, /Max-Age=0/);
    }
  });

  it('an expired QA link changes nothing', () => {
    const answer = qa(link({ learning: 'aaaaaaaaaaa2' }, new Date(Date.now() - 1000)));
    assert.deepEqual(answer.overrides, {});
    assert.equal(answer.refused, 'expired');
    const soon = new Date(Date.now() + 60_000);
    assert.equal(qa(link({ learning: 'aaaaaaaaaaa2' }, soon), { now: soon.getTime() + 1 }).refused, 'expired');
  });

  it('honours no link without QA_OVERRIDE_SECRET', () => {
    const answer = qaOverrides(request(link({ learning: 'aaaaaaaaaaa2' })), registry, { secret: null });
    assert.deepEqual(answer.overrides, {});
    assert.equal(answer.active, null);
  });

  it('refuses a release that is not kept, was rolled back, or that this shell would refuse', () => {
    assert.match(qa(link({ learning: 'ffffffffffff' })).refused, /not a kept release/);
    const rolledBack = structuredClone(registry);
    rolledBack.remotes.learning.history = [
      { at: '2026-01-01T00:00:00.000Z', action: 'release', releaseId: 'aaaaaaaaaaa2', previous: 'aaaaaaaaaaa1' },
      { at: '2026-01-02T00:00:00.000Z', action: 'rollback', releaseId: 'aaaaaaaaaaa1', previous: 'aaaaaaaaaaa2' },
    ];
    const afterRollback = qaOverrides(request(link({ learning: 'aaaaaaaaaaa2' })), rolledBack, { secret });
    assert.deepEqual(afterRollback.overrides, {});
    assert.equal(afterRollback.refused, 'learning aaaaaaaaaaa2 was rolled back');
    const refusedByShell = qa(link({ learning: 'aaaaaaaaaaa2' }), {
      canRun: (manifest) => manifest.releaseId !== 'aaaaaaaaaaa2',
    });
    assert.equal(refusedByShell.refused, 'learning aaaaaaaaaaa2 cannot run on this shell');
  });

  it('checks a token on its own: the releases and expiry it names', () => {
    const token = signQaToken({ learning: 'aaaaaaaaaaa2', contests: 'bbbbbbbbbbb2' }, inAnHour, secret);
    assert.deepEqual(verifyQaToken(token, secret), {
      releases: { learning: 'aaaaaaaaaaa2', contests: 'bbbbbbbbbbb2' },
      expiresAt: inAnHour.toISOString(),
    });
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
