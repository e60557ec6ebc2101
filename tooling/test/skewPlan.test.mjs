import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { remoteNames } from '../areas.mjs';
import { changedParts, portsWithOffset, skewCombinations } from '../releases/skewPlan.mjs';

const offer = (sharedUi, sharedUiExports = ['Button', 'Routes']) => ({
  sharedUi,
  sharedUiExports,
  shared: { react: '19.2.0', 'react-dom': '19.2.0' },
});

const release = (remote, releaseId, sharedUi = '4.0.0', sharedUiImports = ['Button']) => ({
  remote,
  releaseId,
  entry: 'assets/remoteEntry.js',
  sharedUi,
  shared: { react: { version: '19.2.0', requiredVersion: '^19.2.0', strictVersion: true } },
  sharedUiImports,
  routes: [{ path: `/${remote}`, chrome: 'marketing', title: remote, description: remote }],
});

/** A registry whose live release of each remote is the one given. */
const registryOf = (...lives) => ({
  remotes: Object.fromEntries(
    lives.map((live) => [live.remote, { live: live.releaseId, releases: { [live.releaseId]: live }, history: [] }]),
  ),
});

describe('the skew gate tests production', () => {
  it("pairs the candidate with production's live releases, not with the previous commit", () => {
    // Production still runs an older contests than the previous commit built: the gate uses what is live.
    const production = {
      registry: registryOf(release('learning', 'aaaaaaaaaaa1'), release('contests', 'ccccccccccc0')),
      shellOffer: offer('4.0.0'),
      shellIndex: '<html>production shell</html>',
    };
    const candidate = {
      registry: registryOf(release('learning', 'aaaaaaaaaaa2'), release('contests', 'ccccccccccc2')),
      shellOffer: offer('4.1.0'),
      shellIndex: '<html>candidate shell</html>',
    };
    const plan = skewCombinations({ production, candidate });
    assert.equal(plan.shellWithProduction.skipped, null);
    assert.equal(plan.remotesOnProductionShell.skipped, null);
    assert.deepEqual(plan.remotesOnProductionShell.remotes, ['learning', 'contests']);
  });

  it('skips a combination the release CLI would refuse, saying why', () => {
    // The candidate's shell is a new shared-ui major whose shared-ui lacks an export production's learning imports.
    const production = {
      registry: registryOf(release('learning', 'aaaaaaaaaaa1', '4.0.0', ['Button', 'Card'])),
      shellOffer: offer('4.0.0', ['Button', 'Card', 'Routes']),
      shellIndex: 'production',
    };
    const candidate = {
      registry: registryOf(release('learning', 'aaaaaaaaaaa2', '5.0.0')),
      shellOffer: offer('5.0.0'),
      shellIndex: 'candidate',
    };
    const plan = skewCombinations({ production, candidate });
    assert.match(
      plan.shellWithProduction.skipped,
      /the release CLI would refuse this shell:\n {4}learning aaaaaaaaaaa1: /,
    );
    assert.match(
      plan.remotesOnProductionShell.skipped,
      /the release CLI would refuse them:\n {4}learning aaaaaaaaaaa2: /,
    );
    assert.deepEqual(plan.remotesOnProductionShell.remotes, []);
  });

  it("skips what the e2e suite already ran: the same shell, or production's remotes being the candidate's", () => {
    const registry = registryOf(release('learning', 'aaaaaaaaaaa1'));
    const sameShell = skewCombinations({
      production: { registry, shellOffer: offer('4.0.0'), shellIndex: 'one build' },
      candidate: {
        registry: registryOf(release('learning', 'aaaaaaaaaaa2')),
        shellOffer: offer('4.0.0'),
        shellIndex: 'one build',
      },
    });
    assert.match(sameShell.remotesOnProductionShell.skipped, /production's shell is the candidate's/);
    assert.match(sameShell.shellWithProduction.skipped, /the candidate's shell is production's/);
    const sameRemotes = skewCombinations({
      production: { registry, shellOffer: offer('4.0.0'), shellIndex: 'old' },
      candidate: { registry, shellOffer: offer('4.1.0'), shellIndex: 'new' },
    });
    assert.match(sameRemotes.shellWithProduction.skipped, /production's live remotes are the candidate's/);
    assert.match(sameRemotes.remotesOnProductionShell.skipped, /no remote differs/);
  });

  it('rebuilds as production only the parts whose sources changed since the base', () => {
    assert.deepEqual(changedParts(['docs/releasing.md', 'tooling/skew.mjs', 'e2e/tests/a.spec.ts']), {
      shell: false,
      remotes: [],
    });
    assert.deepEqual(changedParts(['mfe-learning/src/app/App.tsx']), { shell: false, remotes: ['learning'] });
    const all = changedParts(['shared-ui/src/index.ts']);
    assert.equal(all.shell, true);
    assert.deepEqual(all.remotes, remoteNames);
  });

  it('takes its ports from the environment, so it runs beside another copy', () => {
    const ports = portsWithOffset(1000);
    assert.equal(ports.SHELL_PORT, '6173');
    assert.equal(ports.LEARNING_PORT, '6002');
    assert.equal(ports.PAYMENT_PORT, '5242');
    assert.equal(ports.MEMBER_URL, 'http://localhost:5343');
    assert.equal(ports.E2E_PORT_OFFSET, '1000');
    assert.deepEqual(portsWithOffset(0), {});
  });
});
