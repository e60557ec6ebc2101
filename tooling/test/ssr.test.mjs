import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAst } from 'vite';
import { withStyledComponentIds } from '../../federation-config/styledIds.mjs';
import {
  chromeFor,
  createFragmentSource,
  fragmentFile,
  NO_ACTIVE_LINK,
  parseShellParts,
  queryLeavesPageAsRendered,
  stitchPage,
} from '../ssr/fragments.mjs';

describe('deterministic styled-components ids', () => {
  it('gives every styled component an id from its module and position, whatever comes before it', () => {
    const code = [
      "import styled, { css } from 'styled-components';",
      'const A = styled.div`color: red;`;',
      'const B = styled(A).attrs({ role: "note" })`color: blue;`;',
      'const C = styled.span.withConfig({ shouldForwardProp: () => true })`x: y;`;',
      'const d = css`margin: 0;`;',
    ].join('\n');
    const result = withStyledComponentIds(code, parseAst(code), 'sc-file');
    assert.match(result, /styled\.div\.withConfig\(\{ componentId: "sc-file-0" \}\)`color: red;`/);
    assert.match(result, /styled\(A\)\.withConfig\(\{ componentId: "sc-file-1" \}\)\.attrs/);
    assert.match(
      result,
      /styled\.span\.withConfig\(\{ componentId: "sc-file-2" \}\)\.withConfig\(\{ shouldForwardProp/,
    );
    assert.match(result, /css`margin: 0;`/);
  });

  it('leaves a module without styled-components alone', () => {
    const code = "import { css } from 'other';\nconst a = css`x`;";
    assert.equal(withStyledComponentIds(code, parseAst(code), 'sc-file'), null);
  });
});

const runtime = {
  remotes: { marketing: 'http://remote.test/abcdef123456/assets/remoteEntry.js' },
  releases: {
    marketing: {
      releaseId: 'abcdef123456',
      routes: [
        { path: '/', chrome: 'marketing' },
        { path: '/about', chrome: 'marketing' },
      ],
    },
  },
};

function answering(body, { delayMs = 0, status = 200 } = {}) {
  const asked = [];
  const fetchImpl = async (url) => {
    asked.push(String(url));
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { asked, fetchImpl };
}

describe("the shell's server and the releases' fragments", () => {
  it('names a fragment file per page', () => {
    assert.equal(fragmentFile('/'), 'ssr/index.json');
    assert.equal(fragmentFile('/legal/terms'), 'ssr/legal~terms.json');
    assert.equal(fragmentFile('/modules/1/lesson/2'), 'ssr/modules~1~lesson~2.json');
  });

  it("stitches the page's release fragment, once fetched, from its cache, with the release's asset folder", async () => {
    const { asked, fetchImpl } = answering({
      path: '/about',
      html: '<main><h1>About</h1><img src="/__mindset-release-assets__/a.svg"></main>',
      styles: '<style data-styled="true" data-styled-version="6">.a{}</style>',
    });
    const source = createFragmentSource({ fetchImpl, warmUp: false });
    const first = await source.fragmentFor(runtime, '/about');
    const second = await source.fragmentFor(runtime, '/about');
    assert.deepEqual(asked, ['http://remote.test/abcdef123456/ssr/about.json']);
    assert.deepEqual(second, first);
    assert.match(first.html, /src="http:\/\/remote\.test\/abcdef123456\/assets\/a\.svg"/);
    const page = stitchPage('<head></head><body><div id="root"></div></body>', { fragment: first, pathname: '/about' });
    assert.match(page, /<meta name="mindset-rendered-with" content="marketing@abcdef123456">/);
    assert.match(
      page,
      /<div id="root"><div id="ssr-area" data-remote="marketing" data-release="abcdef123456" data-chrome="marketing"><main><h1>About<\/h1>/,
    );
  });

  it('leaves the area to the browser when the fragment is missing, broken, scripted or late', async () => {
    for (const [body, options] of [
      ['not found', { status: 404 }],
      ['{ not json', {}],
      [{ path: '/about', html: '<script>x()</script>', styles: '' }, {}],
      [{ path: '/other', html: '<p>x</p>', styles: '' }, {}],
      [{ path: '/about', html: '<p>x</p>', styles: '' }, { delayMs: 400 }],
    ]) {
      const { fetchImpl } = answering(body, options);
      const source = createFragmentSource({ fetchImpl, budgetMs: 100 });
      assert.equal(await source.fragmentFor(runtime, '/about'), null, JSON.stringify(body));
    }
  });

  it('asks for the new release after a release or rollback, never serving the old one', async () => {
    const { asked, fetchImpl } = answering({ path: '/', html: '<p>x</p>', styles: '' });
    const source = createFragmentSource({ fetchImpl, warmUp: false });
    await source.fragmentFor(runtime, '/');
    const released = {
      remotes: { marketing: 'http://remote.test/fedcba654321/assets/remoteEntry.js' },
      releases: { marketing: { ...runtime.releases.marketing, releaseId: 'fedcba654321' } },
    };
    const after = await source.fragmentFor(released, '/');
    assert.equal(after.releaseId, 'fedcba654321');
    assert.deepEqual(asked, [
      'http://remote.test/abcdef123456/ssr/index.json',
      'http://remote.test/fedcba654321/ssr/index.json',
    ]);
  });

  it('looks up the concrete pages a release lists, and only those, whatever route they match', async () => {
    const learning = {
      remotes: { learning: 'http://remote.test/0123456789ab/assets/remoteEntry.js' },
      releases: {
        learning: {
          releaseId: '0123456789ab',
          routes: [
            { path: '/modules', chrome: 'marketing' },
            { path: '/modules/:moduleId', chrome: 'marketing' },
            { path: '/modules/:moduleId/lesson/:lessonId', chrome: 'marketing' },
            { path: '/glossary', chrome: 'marketing' },
          ],
          prerendered: ['/modules', '/modules/1', '/modules/1/lesson/2'],
        },
      },
    };
    const asked = [];
    const fetchImpl = async (url) => {
      asked.push(String(url));
      const page = { 'modules~1.json': '/modules/1', 'modules~1~lesson~2.json': '/modules/1/lesson/2' }[
        String(url).split('/ssr/')[1]
      ];
      return new Response(JSON.stringify({ path: page, html: `<h1>${page}</h1>`, styles: '' }));
    };
    const source = createFragmentSource({ fetchImpl, warmUp: false });
    assert.equal((await source.fragmentFor(learning, '/modules/1'))?.html, '<h1>/modules/1</h1>');
    assert.equal((await source.fragmentFor(learning, '/modules/1/'))?.html, '<h1>/modules/1</h1>');
    assert.equal((await source.fragmentFor(learning, '/modules/1/lesson/2'))?.html, '<h1>/modules/1/lesson/2</h1>');
    // Made-up ids match a route but were never rendered; a listed release's unlisted static page neither.
    for (const pathname of ['/modules/999', '/modules/1/lesson/999', '/modules/%31', '/glossary']) {
      assert.equal(await source.fragmentFor(learning, pathname), null, pathname);
    }
    assert.deepEqual(asked, [
      'http://remote.test/0123456789ab/ssr/modules~1.json',
      'http://remote.test/0123456789ab/ssr/modules~1~lesson~2.json',
    ]);
  });

  it('keeps a concrete page within the budget and forgets it after a release', async () => {
    const listed = (releaseId) => ({
      remotes: { learning: `http://remote.test/${releaseId}/assets/remoteEntry.js` },
      releases: {
        learning: { releaseId, routes: [{ path: '/modules/:moduleId' }], prerendered: ['/modules/2'] },
      },
    });
    const late = answering({ path: '/modules/2', html: '<p>x</p>', styles: '' }, { delayMs: 400 });
    assert.equal(
      await createFragmentSource({ fetchImpl: late.fetchImpl, budgetMs: 100 }).fragmentFor(
        listed('aaaaaaaaaaa1'),
        '/modules/2',
      ),
      null,
    );
    const { asked, fetchImpl } = answering({ path: '/modules/2', html: '<p>x</p>', styles: '' });
    const source = createFragmentSource({ fetchImpl });
    await source.fragmentFor(listed('aaaaaaaaaaa1'), '/modules/2');
    await source.fragmentFor(listed('aaaaaaaaaaa1'), '/modules/2');
    assert.equal((await source.fragmentFor(listed('bbbbbbbbbbb2'), '/modules/2'))?.releaseId, 'bbbbbbbbbbb2');
    assert.deepEqual(asked, [
      'http://remote.test/aaaaaaaaaaa1/ssr/modules~2.json',
      'http://remote.test/bbbbbbbbbbb2/ssr/modules~2.json',
    ]);
  });

  it('asks for every page of a newly served release at once, so a later first visitor of a page does not wait', async () => {
    const asked = [];
    const fetchImpl = async (url) => {
      asked.push(String(url));
      const page = String(url).endsWith('/index.json') ? '/' : '/about';
      await new Promise((resolve) => setTimeout(resolve, 200));
      return new Response(JSON.stringify({ path: page, html: `<h1>${page}</h1>`, styles: '' }));
    };
    const source = createFragmentSource({ fetchImpl, budgetMs: 100 });
    // The very first page waits for its fragment past the budget and goes without it ...
    assert.equal(await source.fragmentFor(runtime, '/'), null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // ... but the release's other page was fetched meanwhile, though nobody had asked for it yet.
    assert.equal((await source.fragmentFor(runtime, '/about'))?.html, '<h1>/about</h1>');
    assert.deepEqual(asked.sort(), [
      'http://remote.test/abcdef123456/ssr/about.json',
      'http://remote.test/abcdef123456/ssr/index.json',
    ]);
  });

  it('renders nothing for pages with parameters or a remote pinned outside the registry', async () => {
    const { asked, fetchImpl } = answering({ path: '/', html: '<p>x</p>', styles: '' });
    const source = createFragmentSource({ fetchImpl, warmUp: false });
    const pinned = { ...runtime, remotes: { marketing: 'http://elsewhere.test/remoteEntry.js' } };
    assert.equal(await source.fragmentFor(pinned, '/'), null);
    assert.equal(await source.fragmentFor(runtime, '/no-such-page'), null);
    // A release that lists no pages (made before the list) is asked for its static routes only.
    const withParameters = structuredClone(runtime);
    withParameters.releases.marketing.routes.push({ path: '/stories/:storyId' });
    assert.equal(await source.fragmentFor(withParameters, '/stories/1'), null);
    assert.deepEqual(asked, []);
  });
});

const style = '<style data-styled="true" data-styled-version="6">.c{}</style>';
const chromePart = (active) => ({
  before: `<div class="page"><header>${active}</header><div>`,
  after: '</div><footer>Footer</footer></div>',
  styles: style,
});
const shellParts = {
  chrome: { '/': chromePart('home'), '/modules': chromePart('modules'), [NO_ACTIVE_LINK]: chromePart('none') },
  notFound: { html: '<main><h1>Page not found</h1></main>', styles: style },
  outlines: {
    community: {
      html: '<div aria-busy="true" data-loading-chrome="community"><span>Mindset</span></div>',
      styles: style,
    },
  },
};
const emptyPage = '<head></head><body><div id="root"></div></body>';

describe("the shell's prerendered chrome and not-found screen", () => {
  it("marks the header link of the page's section, as the header's links do", () => {
    assert.match(chromeFor(shellParts.chrome, '/').before, /home/);
    assert.match(chromeFor(shellParts.chrome, '/modules/2/lesson/1').before, /modules/);
    assert.match(chromeFor(shellParts.chrome, '/modulesx').before, /none/);
    assert.match(chromeFor(shellParts.chrome, '/about').before, /none/);
  });

  it("puts an area drawn in the marketing chrome inside the shell's chrome, which the shell replaces", () => {
    const fragment = { remote: 'learning', releaseId: 'r1', chrome: 'marketing', html: '<h1>Modules</h1>', styles: '' };
    const page = stitchPage(emptyPage, { fragment, shell: shellParts, pathname: '/modules' });
    assert.match(
      page,
      /<div id="root"><div data-ssr-page class="page"><header>modules<\/header><div><div id="ssr-area" data-remote="learning" data-release="r1" data-chrome="marketing"><h1>Modules<\/h1><\/div><\/div><footer>Footer<\/footer><\/div><\/div>/,
    );
    // The chrome holds the header's room itself.
    assert.doesNotMatch(page, /padding-top/);
    assert.match(page, /<head><meta name="mindset-rendered-with" content="learning@r1"><style data-styled/);
  });

  it('leaves an area with its own chrome as it is', () => {
    const fragment = { remote: 'contests', releaseId: 'r2', chrome: 'own', html: '<h1>Events</h1>', styles: '' };
    const page = stitchPage(emptyPage, { fragment, shell: shellParts, pathname: '/events' });
    assert.match(
      page,
      /<div id="root"><div id="ssr-area" data-remote="contests" data-release="r2" data-chrome="own"><h1>Events/,
    );
  });

  it('gives an address no area owns the not-found screen in the chrome, and nothing else nothing', () => {
    const page = stitchPage(emptyPage, {
      shell: { ...shellParts, notFound: { ...shellParts.notFound, styles: style.replace('.c{}', '.n{}') } },
      pathname: '/nowhere',
      notFound: true,
    });
    // The screen's CSS after the chrome's, so its own rules win over those of components both use.
    assert.ok(page.indexOf('.c{}') < page.indexOf('.n{}'));
    assert.match(
      page,
      /<div id="root"><div data-ssr-page class="page"><header>none<\/header><div><main><h1>Page not found/,
    );
    assert.equal(stitchPage(emptyPage, { shell: shellParts, pathname: '/modules/999' }), emptyPage);
    assert.equal(stitchPage(emptyPage, { shell: null, pathname: '/nowhere', notFound: true }), emptyPage);
  });

  it("gives a page of an area with its own chrome and no content that area's outline, which the shell replaces", () => {
    const page = stitchPage(emptyPage, { shell: shellParts, pathname: '/community', ownChromeArea: 'community' });
    assert.match(
      page,
      /<div id="root"><div data-ssr-page aria-busy="true" data-loading-chrome="community"><span>Mindset<\/span><\/div><\/div>/,
    );
    assert.match(page, /<head><style data-styled/);
    // Its content when it has some; nothing for an area without an outline or a shell without outlines.
    const fragment = { remote: 'contests', releaseId: 'r2', chrome: 'own', html: '<h1>Ebook</h1>', styles: '' };
    assert.doesNotMatch(
      stitchPage(emptyPage, { fragment, shell: shellParts, pathname: '/ebook', ownChromeArea: 'contests' }),
      /data-ssr-page/,
    );
    assert.equal(stitchPage(emptyPage, { shell: shellParts, pathname: '/collab', ownChromeArea: 'collab' }), emptyPage);
    const { outlines: _none, ...olderShell } = shellParts;
    assert.equal(
      stitchPage(emptyPage, { shell: olderShell, pathname: '/community', ownChromeArea: 'community' }),
      emptyPage,
    );
  });

  it("refuses the shell's parts when they are not what its build writes", () => {
    assert.deepEqual(parseShellParts(JSON.stringify(shellParts)), shellParts);
    for (const broken of [
      '{ not json',
      JSON.stringify({ ...shellParts, chrome: { '/': chromePart('home') } }),
      JSON.stringify({ ...shellParts, notFound: { html: '<script>x()</script>', styles: '' } }),
      JSON.stringify({ ...shellParts, notFound: { html: '<p>x</p>', styles: '<link rel="stylesheet">' } }),
      JSON.stringify({ ...shellParts, outlines: { community: { html: '<script>x()</script>', styles: '' } } }),
      JSON.stringify({ ...shellParts, outlines: { community: { html: 'text, not one element', styles: '' } } }),
    ]) {
      assert.equal(parseShellParts(broken), null, broken);
    }
  });
});

describe('which addresses a fragment stands for', () => {
  it('a path with no query, or only the sign-in return, and nothing with a query the page reads', () => {
    const leaves = (query) => queryLeavesPageAsRendered(new URLSearchParams(query));
    assert.equal(leaves(''), true);
    assert.equal(leaves('returnTo=%2Febook'), true);
    assert.equal(leaves('checkout=cancelled'), false);
    assert.equal(leaves('returnTo=%2F&utm_source=mail'), false);
  });
});
