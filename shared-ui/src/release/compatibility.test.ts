import {
  describeIncompatibilities,
  incompatibilities,
  satisfies,
  sharedUiRange,
  type HostOffer,
} from './compatibility.mjs';

const host: HostOffer = {
  sharedUi: '1.4.2',
  shared: { react: '19.2.0', 'react-dom': '19.2.0', 'react-router': '7.9.4', zustand: '5.0.8' },
};

const strict = (version: string, requiredVersion: string) => ({ version, requiredVersion, strictVersion: true });

describe('satisfies', () => {
  it.each([
    ['19.2.0', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['20.0.0', '^19.2.0', false],
    ['0.3.4', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['18.3.1', '^17.0.0 || ^18.0.0', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['7.1.0', '7.x', true],
    ['3.0.0', '*', true],
  ])('%s in %s is %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('incompatibilities', () => {
  it('accepts a remote built against the same or an older shared-ui minor', () => {
    expect(incompatibilities({ sharedUi: '1.4.0', shared: { react: strict('19.2.0', '^19.2.0') } }, host)).toEqual([]);
    expect(incompatibilities({ sharedUi: '1.0.0', shared: {} }, host)).toEqual([]);
  });

  it('refuses a remote built against a newer shared-ui minor, or another major', () => {
    expect(incompatibilities({ sharedUi: '1.5.0', shared: {} }, host)).toEqual([
      { library: 'shared-ui', required: '^1.5.0', offered: '1.4.2' },
    ]);
    expect(incompatibilities({ sharedUi: '0.9.0', shared: {} }, host)).toEqual([
      { library: 'shared-ui', required: '~0.9.0', offered: '1.4.2' },
    ]);
    expect(sharedUiRange('2.1.7')).toBe('^2.1.0');
  });

  it('refuses a strict singleton the host cannot satisfy, and names it', () => {
    const problems = incompatibilities(
      { sharedUi: '1.4.0', shared: { react: strict('18.3.1', '^18.3.1'), 'react-dom': strict('18.3.1', '^18.3.1') } },
      host,
    );
    expect(describeIncompatibilities(problems)).toBe(
      'react ^18.3.1 (host has 19.2.0); react-dom ^18.3.1 (host has 19.2.0)',
    );
  });

  it('lets a non-strict library differ: the remote brings its own copy', () => {
    expect(
      incompatibilities(
        {
          sharedUi: '1.4.0',
          shared: { zustand: { version: '4.5.0', requiredVersion: '^4.5.0', strictVersion: false } },
        },
        host,
      ),
    ).toEqual([]);
  });
});
