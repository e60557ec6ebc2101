// Server-rendered areas (decision 0095): each public remote's release holds its pages prerendered at
// release time (ssr/<page>.json: the HTML fragment and its styled-components style tag). The shell's
// server puts the fragment of the release it names in the page's runtime manifest into the page, so the
// browser hydrates with that very release. No remote code runs in this process; a fragment that is
// missing, broken or slower than the budget leaves that area to the browser, as before.
import { routeForPath } from '../releases/runtime.mjs';

/** Where a release keeps its fragments, under its root. */
export const FRAGMENTS_DIR = 'ssr';
/** The shell's own prerendered parts, in its build (prerenderShell.mjs, decision 0185). */
export const SHELL_PARTS_FILE = `${FRAGMENTS_DIR}/shell.json`;
/** Stands for the page's content in the prerendered chrome: text, so React writes it as it is. */
export const CHROME_CONTENT_TOKEN = 'mindset-chrome-content-c1f4';
/** The chrome with no header link marked: the address the shell prerenders it for, and its key. */
export const NO_ACTIVE_LINK = '/mindset-no-header-link';
/** Stands for the release's assets folder in a fragment (federation-config/serverRender.mjs). */
const ASSET_BASE_TOKEN = '/__mindset-release-assets__/';
/** A page waits at most this long for a fragment it has not cached; a slower one serves the next page. */
const FRAGMENT_BUDGET_MS = 150;
/** A fragment that could not be had is not asked for again for this long. */
const MISSING_RETRY_MS = 30_000;
const CACHE_MAX_ENTRIES = 500;

/**
 * A fragment is rendered for a path alone, so it stands for an address only when the page draws the
 * same whatever the query: an address with any other query key (`/ebook?checkout=cancelled` draws a
 * notice) is left to the browser. `returnTo` is read only when the sign-in form is sent.
 */
const QUERY_KEYS_NOT_READ_WHILE_RENDERING = new Set(['returnTo']);

/** True when the page at this address draws exactly what its path's fragment holds. */
export function queryLeavesPageAsRendered(searchParams) {
  return [...searchParams.keys()].every((key) => QUERY_KEYS_NOT_READ_WHILE_RENDERING.has(key));
}

/** A pathname as a release lists its pages: without a trailing slash (the route matches either). */
const withoutTrailingSlash = (pathname) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/**
 * The page whose fragment stands for a pathname, or null when the release has none for it. A release
 * lists the concrete pages it prerendered (`prerendered` in its manifest, e.g. `/modules/1`): a page
 * is looked up only when listed, so an address that merely matches a route's pattern (`/modules/999`)
 * costs no request. A release that lists nothing (made before the list) is asked for its static routes.
 */
function prerenderedPath(release, routePath, pathname) {
  const page = withoutTrailingSlash(pathname);
  if (Array.isArray(release?.prerendered)) return release.prerendered.includes(page) ? page : null;
  return routePath.includes(':') || routePath.includes('*') ? null : routePath;
}

/**
 * The file of a page's fragment inside a release: `/` is ssr/index.json, `/legal/terms`
 * ssr/legal~terms.json, `/modules/1/lesson/2` ssr/modules~1~lesson~2.json.
 */
export function fragmentFile(pagePath) {
  const name = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '~');
  return `${FRAGMENTS_DIR}/${name}.json`;
}

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A fragment as the release wrote it, or null when it is not one (never trusted beyond its shape). */
function parseFragment(body, pagePath) {
  const fragment = JSON.parse(body);
  if (
    !fragment ||
    fragment.path !== pagePath ||
    typeof fragment.html !== 'string' ||
    typeof fragment.styles !== 'string' ||
    (fragment.styles !== '' && !/^<style[^>]*data-styled/.test(fragment.styles)) ||
    /<script/i.test(fragment.html)
  ) {
    return null;
  }
  return { html: fragment.html, styles: fragment.styles };
}

/** Fragments fetched at once while a newly served release's pages are asked for ahead of visitors. */
const WARM_UP_CONCURRENCY = 4;

/**
 * Fragments by (remote, release, page). Release folders never change, so an entry stays right for as
 * long as its release is served; a release or rollback changes the release id the pages ask for, and
 * `forgetOtherReleases` drops what no page will ask for again.
 * @param {{ fetchImpl?: typeof fetch, budgetMs?: number, warmUp?: boolean }} [options] `warmUp`: when a
 * set of releases is first served, fetch every page they prerendered, so that no visitor's page is the
 * one that waits for its fragment past the budget and arrives without it (a busy server's first pages did).
 */
export function createFragmentSource({ fetchImpl = fetch, budgetMs = FRAGMENT_BUDGET_MS, warmUp = true } = {}) {
  const cache = new Map();
  const pending = new Map();
  let liveKey = '';

  function remember(key, value) {
    cache.delete(key);
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value);
    cache.set(key, value);
  }

  function forgetOtherReleases(runtime) {
    const releases = Object.entries(runtime.releases ?? {}).map(
      ([remote, release]) => `${remote}@${release.releaseId}`,
    );
    const key = releases.join(',');
    if (key === liveKey) return;
    liveKey = key;
    for (const cached of cache.keys()) {
      if (!releases.some((release) => cached.startsWith(`${release}:`))) cache.delete(cached);
    }
    if (warmUp) void warm(runtime);
  }

  async function load(url, pagePath) {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(2_000) });
      if (!response.ok) return null;
      return parseFragment(await response.text(), pagePath);
    } catch {
      return null;
    }
  }

  /** Where a remote's release is served from, or null when its entry is not that release's (a pinned remote). */
  function releaseRootOf(runtime, remote, release) {
    const entry = runtime.remotes?.[remote];
    // A remote pinned outside the registry (REMOTE_<NAME>_URL) is not known to be this release.
    const marker = `/${release.releaseId}/`;
    const at = typeof entry === 'string' ? entry.indexOf(marker) : -1;
    return at < 0 ? null : entry.slice(0, at + marker.length);
  }

  /** The cached fragment of a page, or its fetch: one at a time per page, whoever asks. */
  function fragmentOf(remote, release, releaseRoot, pagePath) {
    const key = `${remote}@${release.releaseId}:${pagePath}`;
    const cached = cache.get(key);
    if (cached && (cached.fragment || Date.now() - cached.at < MISSING_RETRY_MS)) return { cached: cached.fragment };
    let request = pending.get(key);
    if (!request) {
      request = load(new URL(fragmentFile(pagePath), releaseRoot).href, pagePath).then((loaded) => {
        remember(key, { fragment: loaded, at: Date.now() });
        pending.delete(key);
        return loaded;
      });
      pending.set(key, request);
    }
    return { request };
  }

  async function warm(runtime) {
    const pages = Object.entries(runtime.releases ?? {}).flatMap(([remote, release]) => {
      const releaseRoot = releaseRootOf(runtime, remote, release);
      const paths = Array.isArray(release.prerendered)
        ? release.prerendered
        : (release.routes ?? []).map((route) => prerenderedPath(release, route.path, route.path)).filter(Boolean);
      return releaseRoot ? paths.map((pagePath) => ({ remote, release, releaseRoot, pagePath })) : [];
    });
    const key = liveKey;
    await Promise.all(
      Array.from({ length: WARM_UP_CONCURRENCY }, async () => {
        // A release served meanwhile has its own warm-up; this one stops.
        while (pages.length > 0 && liveKey === key) {
          const { remote, release, releaseRoot, pagePath } = pages.shift();
          await fragmentOf(remote, release, releaseRoot, pagePath).request;
        }
      }),
    );
  }

  /**
   * The fragment for a page, with the area and release it belongs to, or null (the browser renders it).
   * @returns {Promise<{ remote: string, releaseId: string, chrome: string | undefined, html: string, styles: string } | null>}
   */
  async function fragmentFor(runtime, pathname) {
    forgetOtherReleases(runtime);
    const owner = routeForPath(runtime, pathname);
    if (!owner) return null;
    const { remote, route } = owner;
    const release = runtime.releases[remote];
    const pagePath = prerenderedPath(release, route.path, pathname);
    if (!pagePath) return null;
    const releaseRoot = releaseRootOf(runtime, remote, release);
    if (!releaseRoot) return null;
    const looked = fragmentOf(remote, release, releaseRoot, pagePath);
    const fragment = looked.request
      ? await Promise.race([
          looked.request,
          new Promise((resolve) => setTimeout(() => resolve(null), budgetMs).unref()),
        ])
      : looked.cached;
    if (!fragment) return null;
    return {
      remote,
      releaseId: release.releaseId,
      chrome: route.chrome,
      html: fragment.html.split(ASSET_BASE_TOKEN).join(`${releaseRoot}assets/`),
      styles: fragment.styles,
    };
  }

  return { fragmentFor };
}

/**
 * The shell's prerendered parts as its build wrote them (ssr/shell.json), or null when they are not
 * (the page is then sent without them, as before).
 * @returns {{ chrome: Record<string, { before: string, after: string, styles: string }>, notFound: { html: string, styles: string }, outlines?: Record<string, { html: string, styles: string }> } | null}
 */
export function parseShellParts(body) {
  try {
    const parts = JSON.parse(body);
    const isStyle = (styles) => typeof styles === 'string' && (styles === '' || /^<style[^>]*data-styled/.test(styles));
    const isHtml = (html) => typeof html === 'string' && !/<script/i.test(html);
    const chrome = Object.values(parts?.chrome ?? {});
    // A shell built before the outlines were prerendered has none; its pages are sent as before.
    const outlines = Object.values(parts?.outlines ?? {});
    const valid =
      parts?.chrome?.[NO_ACTIVE_LINK] &&
      chrome.every((part) => isHtml(part?.before) && isHtml(part?.after) && isStyle(part?.styles)) &&
      isHtml(parts.notFound?.html) &&
      isStyle(parts.notFound?.styles) &&
      outlines.every((part) => isHtml(part?.html) && part.html.startsWith('<div') && isStyle(part?.styles));
    return valid ? parts : null;
  } catch {
    return null;
  }
}

/**
 * The chrome whose header marks the link of this page's section, as the header's NavLinks do (`/` only
 * on itself, any other link on its own path and below it).
 */
export function chromeFor(chrome, pathname) {
  const page = pathname.toLowerCase();
  const active = Object.keys(chrome).find((to) =>
    to === '/' ? page === '/' : to !== NO_ACTIVE_LINK && (page === to || page.startsWith(`${to}/`)),
  );
  return chrome[active ?? NO_ACTIVE_LINK];
}

/**
 * The page as the server sends it: an area's fragment in #root (inside #ssr-area, naming the area and
 * release, its style tag in the head, the releases the page was rendered with in a meta tag), inside the
 * shell's prerendered chrome when the area is drawn in the marketing chrome; a page no area owns gets
 * the shell's not-found screen in its chrome; a page of an area with its own chrome (`ownChromeArea`)
 * that has no fragment gets that area's loading outline. The chrome and the outline are
 * `data-ssr-page`: the shell draws its own in their place when it starts (main.tsx). Without the
 * shell's parts, an area drawn in the marketing chrome keeps the header's room until the shell draws it.
 * @param {string} html
 * @param {{ fragment?: Awaited<ReturnType<ReturnType<typeof createFragmentSource>['fragmentFor']>>, shell?: ReturnType<typeof parseShellParts>, pathname: string, notFound?: boolean, ownChromeArea?: string | null }} page
 */
export function stitchPage(html, { fragment = null, shell = null, pathname, notFound = false, ownChromeArea = null }) {
  const outline = !fragment && !notFound && ownChromeArea ? shell?.outlines?.[ownChromeArea] : null;
  if (outline) {
    return html
      .replace('</head>', () => `${outline.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${outline.html.replace(/^<div/, '<div data-ssr-page')}</div>`,
      );
  }
  const inChrome = shell && (notFound || fragment?.chrome === 'marketing') ? chromeFor(shell.chrome, pathname) : null;
  if (!fragment && !inChrome) return html;
  let head = '';
  let content = '';
  if (fragment) {
    const { remote, releaseId, chrome } = fragment;
    head = `<meta name="mindset-rendered-with" content="${escapeAttribute(`${remote}@${releaseId}`)}">`;
    content = `<div id="ssr-area" data-remote="${escapeAttribute(remote)}" data-release="${escapeAttribute(releaseId)}"${chrome ? ` data-chrome="${escapeAttribute(chrome)}"` : ''}>${fragment.html}</div>`;
  } else {
    content = shell.notFound.html;
  }
  // The chrome's CSS first: the content's own sheet orders the rules of components both use (a
  // Container's padding, then the not-found screen's own) for the content, so it must come last.
  if (inChrome) head += inChrome.styles;
  head += fragment ? fragment.styles : shell.notFound.styles;
  if (inChrome) {
    // The chrome's outer element is the page's: marked so the shell knows what to replace.
    content = `${inChrome.before.replace(/^<div/, '<div data-ssr-page')}${content}${inChrome.after}`;
  } else if (fragment.chrome === 'marketing') {
    head += '<style>#ssr-area[data-chrome="marketing"]{padding-top:64px}</style>';
  }
  // Functions, not strings: a `$&` in a fragment must stay text.
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${content}</div>`);
}
