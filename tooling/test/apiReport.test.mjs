import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { compareReports, currentExports } from '../apiReport.mjs';
import { rootDir } from '../areas.mjs';

describe('shared-ui API report', () => {
  let copyDir = '';
  let recorded;
  // The next minor and major of the recorded version, so the test holds whatever version is current.
  let nextMinor = '';
  let nextMajor = '';
  before(async () => {
    // Inside the repository, so the copy resolves React and friends from the root node_modules.
    copyDir = await mkdtemp(path.join(rootDir, '.api-report-test-'));
    await cp(path.join(rootDir, 'shared-ui/src'), path.join(copyDir, 'src'), { recursive: true });
    await cp(path.join(rootDir, 'shared-ui/package.json'), path.join(copyDir, 'package.json'));
    recorded = JSON.parse(await readFile(path.join(rootDir, 'shared-ui/api-report.json'), 'utf8'));
    const [major, minor] = recorded.version.split('.').map(Number);
    nextMinor = `${major}.${minor + 1}.0`;
    nextMajor = `${major + 1}.0.0`;
  });
  after(() => rm(copyDir, { recursive: true, force: true }));

  it('the checked-in report matches the exports', () => {
    assert.deepEqual(currentExports(path.join(rootDir, 'shared-ui')), recorded);
  });

  it('a renamed export needs a major version', async () => {
    const index = path.join(copyDir, 'src/index.ts');
    const text = await readFile(index, 'utf8');
    await writeFile(index, text.replace('export { Card }', 'export { Card as Tile }'));
    const comparison = compareReports(recorded, currentExports(copyDir));
    assert.deepEqual(comparison.removed, ['Card']);
    assert.deepEqual(comparison.added, ['Tile']);
    assert.equal(comparison.needed, 'major');
    assert.equal(comparison.bumped, false);
    assert.equal(compareReports(recorded, { ...currentExports(copyDir), version: nextMinor }).bumped, false);
    assert.equal(compareReports(recorded, { ...currentExports(copyDir), version: nextMajor }).bumped, true);
    await writeFile(index, text);
  });

  it("a changed export's type needs a major version; a new export a minor one", () => {
    const changed = { version: recorded.version, exports: { ...recorded.exports, Avatar: '() => Element' } };
    assert.deepEqual(compareReports(recorded, changed).changed, ['Avatar']);
    assert.equal(compareReports(recorded, changed).bumped, false);
    const added = { version: recorded.version, exports: { ...recorded.exports, Tooltip: '() => Element' } };
    assert.equal(compareReports(recorded, added).needed, 'minor');
    assert.equal(compareReports(recorded, added).bumped, false);
    assert.equal(compareReports(recorded, { ...added, version: nextMinor }).bumped, true);
  });

  it('an interface that only gains optional members needs a minor version; a required one a major', () => {
    const before = 'export interface Options { topics: string[]; onEvent: () => void; }';
    const withOptional = 'export interface Options { topics: string[]; onEvent: () => void; onDone?: () => void; }';
    const withRequired = 'export interface Options { topics: string[]; onEvent: () => void; onDone: () => void; }';
    const base = { version: recorded.version, exports: { ...recorded.exports, Options: before } };
    const optional = compareReports(base, { ...base, exports: { ...base.exports, Options: withOptional } });
    assert.deepEqual([optional.extended, optional.changed, optional.needed], [['Options'], [], 'minor']);
    assert.equal(optional.bumped, false);
    assert.equal(
      compareReports(base, { version: nextMinor, exports: { ...base.exports, Options: withOptional } }).bumped,
      true,
    );
    const required = compareReports(base, { ...base, exports: { ...base.exports, Options: withRequired } });
    assert.deepEqual([required.changed, required.needed], [['Options'], 'major']);
  });
});
