#!/usr/bin/env node
// Serves one part's production build: `node tooling/serve.mjs <area> [--dist DIR] [--port N]`.
// Static files with gzip/brotli, remoteEntry.js as no-cache, hashed assets as immutable, CORS for remotes.
// The shell also answers /remotes.json and inlines the same manifest into its HTML (saves a round trip),
// and its HTML preloads the first chunks of the remote that owns the page (each remote's first-load.json).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlibConstants } from 'node:zlib';
import { areas, remoteNames, rootDir, runtimeManifest } from './areas.mjs';
import { pageHeadsFromReleases } from './pageHead.mjs';
import { htmlSecurityHeaders } from './securityHeaders.mjs';
import { handleClientError } from './releases/clientErrors.mjs';
import { openRegistry, releasesDir } from './releases/registry.mjs';
import {
  hostAccepts,
  hostCanRun,
  isVersionedPath,
  qaOverrides,
  remoteOrigin,
  releaseFilePath,
  routeForPath,
  withReleases,
} from './releases/runtime.mjs';
import { attachMemberProxy } from './memberProxy.mjs';
import {
  createFragmentSource,
  parseShellParts,
  queryLeavesPageAsRendered,
  SHELL_PARTS_FILE,
  stitchPage,
} from './ssr/fragments.mjs';
import {
  handleJoinPost,
  handleSignInPost,
  JOIN_PATH,
  joinedAnswerFor,
  SIGN_IN_PATH,
  withFormAnswer,
} from './ssr/formPosts.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

// Files a remote serves under fixed names; they change with every deployment, so never cache them.
const UNHASHED_REMOTE_FILES = ['remoteEntry.js', 'first-load.json'];
// A remote deploys on its own and its old chunks may be gone at once, so the shell trusts a list for
// a second only; the first page request after that waits briefly for a fresh one.
const FIRST_LOAD_FRESH_MS = 1_000;
// At most this long: a slow remote costs its preloads, never the page.
const FIRST_LOAD_WAIT_MS = 300;
// A remote that did not answer its last lookup is not waited for again for this long: a hung remote
// costs one lookup, not FIRST_LOAD_WAIT_MS on every page for its paths.
const FIRST_LOAD_RETRY_AFTER_NO_ANSWER_MS = 30_000;
// How long the shell's server waits for a remote's first-load list before it counts as no answer.
const FIRST_LOAD_TIMEOUT_MS = 2_000;

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Remote first-load lists (written by each remote's build next to remoteEntry.js), by remote entry
 * URL. The URLs come from configuration only, so there are a handful; the bound is a safety net.
 */
const firstLoadCache = new Map();
const FIRST_LOAD_CACHE_MAX_ENTRIES = 32;
const firstLoadRequests = new Map();

/**
 * The URLs a remote's first load needs (none when it answers without a list), and whether it answered
 * at all: no answer within the timeout, or no connection, is remembered as such (see remoteFirstLoad).
 */
async function fetchFirstLoad(remoteEntry) {
  try {
    const response = await fetch(new URL('first-load.json', remoteEntry), {
      signal: AbortSignal.timeout(FIRST_LOAD_TIMEOUT_MS),
    });
    if (!response.ok) return { urls: [], answered: true };
    const { files } = await response.json();
    const urls = Array.isArray(files)
      ? files.filter((file) => typeof file === 'string').map((file) => new URL(file, remoteEntry).href)
      : [];
    return { urls, answered: true };
  } catch {
    return { urls: [], answered: false };
  }
}

/**
 * A remote's first-load URLs for a page: the last answer for a second; then a fresh lookup, which
 * one page waits for at most FIRST_LOAD_WAIT_MS (pages arriving while it is slower do not wait);
 * a remote that did not answer is not looked up again for FIRST_LOAD_RETRY_AFTER_NO_ANSWER_MS.
 */
async function remoteFirstLoad(remoteEntry) {
  const cached = firstLoadCache.get(remoteEntry);
  const age = cached ? Date.now() - cached.fetchedAt : Infinity;
  if (cached?.answered && age < FIRST_LOAD_FRESH_MS) return cached.urls;
  if (cached && !cached.answered && age < FIRST_LOAD_RETRY_AFTER_NO_ANSWER_MS) return [];
  let lookup = firstLoadRequests.get(remoteEntry);
  if (!lookup) {
    const request = fetchFirstLoad(remoteEntry)
      .then((result) => {
        firstLoadCache.delete(remoteEntry);
        if (firstLoadCache.size >= FIRST_LOAD_CACHE_MAX_ENTRIES)
          firstLoadCache.delete(firstLoadCache.keys().next().value);
        firstLoadCache.set(remoteEntry, { ...result, fetchedAt: Date.now() });
        return result.urls;
      })
      .finally(() => firstLoadRequests.delete(remoteEntry));
    lookup = { request, startedAt: Date.now() };
    firstLoadRequests.set(remoteEntry, lookup);
  }
  const fallback = cached?.urls ?? [];
  const wait = FIRST_LOAD_WAIT_MS - (Date.now() - lookup.startedAt);
  if (wait <= 0) return fallback;
  const slow = new Promise((resolve) => setTimeout(() => resolve(fallback), wait).unref());
  return Promise.race([lookup.request, slow]);
}

function parseArgs(argv) {
  const [area, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i += 2) options[rest[i].replace(/^--/, '')] = rest[i + 1];
  return { area, options };
}

export async function startServer({
  area,
  distDir,
  port,
  host = process.env.HOST ?? '0.0.0.0',
  spa = area === 'shell',
  fromReleases = false,
}) {
  const isShell = area === 'shell';
  const cache = new Map();
  // From configuration and the release registry only: nothing a request says changes where the page loads code
  // from, except a QA override naming a release the registry lists.
  const baseManifest = runtimeManifest();
  // Which release of each remote is live, re-read when a release CLI changes it (no restart): the
  // JSON file, or the PostgreSQL registry several servers share (RELEASES_DATABASE_URL).
  const registryStore = await openRegistry();
  const registry = await registryStore.watch();
  /**
   * The runtime manifest for this request: live releases, with this browser's QA overrides (signed
   * links only, for releases this shell runs) and, while one is active, `qaOverride` for its badge.
   */
  const manifestFor = (req) => {
    const current = registry();
    const qa = qaOverrides(req, current, { canRun: (release) => hostAccepts(release, distDir) });
    if (qa.refused && qa.setCookie) {
      console.log(JSON.stringify({ type: 'qa-override', refused: qa.refused, at: new Date().toISOString() }));
    }
    const manifest = withReleases(baseManifest, current, qa.overrides, {
      canRun: (release) => hostAccepts(release, distDir),
    });
    return {
      manifest: qa.active ? { ...manifest, qaOverride: qa.active } : manifest,
      setCookie: qa.setCookie,
      personal: Boolean(qa.active || qa.setCookie),
    };
  };
  const releaseOrigins = Object.fromEntries(
    remoteNames.map((remote) => [`${remote}-releases`, `${remoteOrigin(remote)}/`]),
  );
  const htmlHeaders = htmlSecurityHeaders({
    manifest: { ...baseManifest, remotes: { ...baseManifest.remotes, ...releaseOrigins } },
    https: (process.env.PUBLIC_SITE_URL ?? '').startsWith('https:'),
  });

  // A file's first request must not wait for (or stall other requests behind) brotli's slowest level,
  // which takes most of a second for a large chunk: it gets gzip, and brotli is made off the event loop
  // for the requests after it (a CDN would serve files compressed at deploy time).
  async function compressedEntry(filePath, mtimeMs) {
    const body = await readFile(filePath);
    const entry = { mtimeMs, body, gzip: null, br: null };
    if (compressible.has(path.extname(filePath)) && body.length > 512) {
      entry.gzip = await gzipAsync(body, { level: 6 });
      brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).then(
        (br) => (entry.br = br),
        () => {},
      );
    }
    return entry;
  }

  async function loadFile(filePath) {
    const info = await stat(filePath);
    const cached = cache.get(filePath);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.entry;
    const entry = compressedEntry(filePath, info.mtimeMs);
    cache.set(filePath, { mtimeMs: info.mtimeMs, entry });
    entry.catch(() => cache.delete(filePath));
    return entry;
  }

  function send(req, res, status, body, headers, entry) {
    const accept = String(req.headers['accept-encoding'] ?? '');
    let payload = body;
    if (entry?.br && accept.includes('br')) {
      payload = entry.br;
      headers['content-encoding'] = 'br';
    } else if (entry?.gzip && accept.includes('gzip')) {
      payload = entry.gzip;
      headers['content-encoding'] = 'gzip';
    }
    if (entry?.gzip) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (String(headers['content-type']).startsWith('text/html')) Object.assign(headers, htmlHeaders);
    headers['content-length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  // Each page's own title, description and preview tags, its status, robots.txt and sitemap.xml, from the
  // routes the live releases declare (so a remote's new page gets its head with the remote's release).
  const headsFor = isShell
    ? pageHeadsFromReleases({ siteUrl: process.env.PUBLIC_SITE_URL ?? `http://localhost:${port}` })
    : null;
  // Public pages arrive as HTML: the fragment the page's release prerendered (tooling/ssr, decision 0095).
  const fragments = isShell ? createFragmentSource() : null;
  // Parsed once per version of the file (loadFile keeps one entry per version).
  const parsedShellParts = new WeakMap();
  function shellPartsOf(file) {
    if (!parsedShellParts.has(file)) parsedShellParts.set(file, parseShellParts(file.body.toString('utf8')));
    return parsedShellParts.get(file);
  }

  function cacheControl(urlPath) {
    if (isVersionedPath(urlPath)) return 'public, max-age=31536000, immutable';
    if (UNHASHED_REMOTE_FILES.some((name) => urlPath.endsWith(`/${name}`))) return 'no-cache';
    if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
    return 'no-cache';
  }

  /**
   * The page for a request; `badRequest` keeps a malformed address's 400 while showing the site's
   * not-found screen; `answer` is a form post's answer (a message, or join's own), shown on the page with its status.
   */
  async function serveIndex(req, res, { badRequest = false, answer = null } = {}) {
    const entry = await loadFile(path.join(distDir, 'index.html'));
    const { manifest, setCookie, personal } = manifestFor(req);
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://x');
    const route = routeForPath(manifest, pathname);
    const owner = route?.remote;
    const remote = owner && hostCanRun(manifest, owner, distDir) ? owner : null;
    const remoteEntry = remote ? manifest.remotes[remote] : null;
    const preloads = remoteEntry ? [remoteEntry, ...(await remoteFirstLoad(remoteEntry))] : [];
    // Data, not code: the CSP allows no inline script. `<` escaped so the JSON cannot close the tag.
    const manifestScript = `<script type="application/json" id="runtime-manifest">${JSON.stringify(manifest).replace(/</g, '\\u003c')}</script>`;
    // After the shell's own scripts: the shell is needed first, the remote's chunks right after.
    const remotePreloads = preloads
      .map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`)
      .join('');
    let html = entry.body
      .toString('utf8')
      .replace('<!--runtime-manifest-->', manifestScript)
      .replace('</head>', `${remotePreloads}</head>`);
    let status = 200;
    if (headsFor) ({ status, html } = headsFor(manifest).applyHead(html, pathname));
    if (badRequest) status = 400;
    if (fragments) {
      // The shell's own parts (its chrome and not-found screen), prerendered by its build (decision 0185).
      const shell = await loadFile(path.join(distDir, SHELL_PARTS_FILE)).then(shellPartsOf, () => null);
      const notFound = status === 404 || status === 400;
      const fragment =
        remote && status === 200 && queryLeavesPageAsRendered(searchParams)
          ? await fragments.fragmentFor(manifest, pathname)
          : null;
      // An area that draws its own layout and sent no content: its outline, painted before any script runs.
      const ownChromeArea = remote && status === 200 && route?.route.chrome === 'own' ? remote : null;
      html = stitchPage(html, { fragment, shell, pathname, notFound, ownChromeArea });
    }
    // A join post sent this visitor here to see its confirmation (once: the cookie is forgotten now).
    const joined = !answer && !badRequest && pathname === JOIN_PATH ? joinedAnswerFor(req) : null;
    if (answer) {
      status = answer.status;
      html = withFormAnswer(html, answer.message);
    } else if (joined?.answer) html = withFormAnswer(html, joined.answer);
    const body = Buffer.from(html);
    // Built per request, so a quick brotli level; static files get the slowest, smallest one once.
    const compressed = {
      gzip: gzipSync(body),
      br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
    // A page carrying one browser's QA override must never be stored for another; and since the cookie
    // decides which releases a page names, a shared cache (a CDN) must key pages by it.
    const headers = {
      'content-type': types['.html'],
      'cache-control': personal ? 'private, no-cache' : 'no-cache',
      vary: 'Cookie',
    };
    const cookies = [setCookie, joined?.forget].flat().filter(Boolean);
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    if (joined) headers['cache-control'] = 'no-store';
    send(req, res, status, body, headers, compressed);
  }

  const server = createServer(async (req, res) => {
    if (forwardToMembers?.(req, res)) return;
    const baseHeaders = { 'x-content-type-options': 'nosniff' };
    if (!isShell) {
      baseHeaders['access-control-allow-origin'] = '*';
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...baseHeaders, 'access-control-allow-methods': 'GET, HEAD' });
        res.end();
        return;
      }
    }
    if (isShell && req.method === 'POST' && req.url === '/client-errors') {
      await handleClientError(req, res);
      return;
    }
    const postedForm = isShell && req.method === 'POST' ? new URL(req.url ?? '/', 'http://x').pathname : null;
    if (postedForm === SIGN_IN_PATH || postedForm === JOIN_PATH) {
      const handlePost = postedForm === SIGN_IN_PATH ? handleSignInPost : handleJoinPost;
      try {
        await handlePost(req, res, (status, message) => serveIndex(req, res, { answer: { status, message } }));
      } catch (error) {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, baseHeaders).end('Server error');
      }
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...baseHeaders, allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      // A malformed `%` escape (or request target) is the client's mistake, not a server error. A page
      // request still gets the site, whose router shows its not-found screen in the site's chrome.
      const wantsPage = String(req.headers.accept ?? '').includes('text/html');
      if (spa && wantsPage && URL.canParse(req.url ?? '/', 'http://x')) {
        try {
          await serveIndex(req, res, { badRequest: true });
        } catch (error) {
          console.error(error);
          if (!res.headersSent) res.writeHead(500, baseHeaders).end('Server error');
        }
        return;
      }
      res.writeHead(400, { ...baseHeaders, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the address is not a valid URL');
      return;
    }
    try {
      if (isShell && urlPath === '/remotes.json') {
        // Varies only with this browser's QA override cookie (and the encoding).
        const body = Buffer.from(JSON.stringify(manifestFor(req).manifest));
        send(req, res, 200, body, {
          ...baseHeaders,
          'content-type': types['.json'],
          'cache-control': 'no-cache',
          vary: 'Cookie',
        });
        return;
      }
      if (headsFor && (urlPath === '/robots.txt' || urlPath === '/sitemap.xml')) {
        const heads = headsFor(manifestFor(req).manifest);
        const isRobots = urlPath === '/robots.txt';
        const text = isRobots ? heads.robotsTxt() : heads.sitemapXml();
        const type = isRobots ? types['.txt'] : 'application/xml; charset=utf-8';
        send(req, res, 200, Buffer.from(text), { ...baseHeaders, 'content-type': type, 'cache-control': 'no-cache' });
        return;
      }
      const rootPath = fromReleases ? releaseFilePath(area, urlPath, registry()) : path.resolve(distDir, `.${urlPath}`);
      const filePath = rootPath && path.resolve(rootPath);
      const inside = filePath && (filePath === distDir || filePath.startsWith(distDir + path.sep));
      if (inside && !(spa && (urlPath === '/' || urlPath === '/index.html'))) {
        try {
          const entry = await loadFile(filePath);
          const headers = {
            ...baseHeaders,
            'content-type': types[path.extname(filePath)] ?? 'application/octet-stream',
            'cache-control': cacheControl(urlPath),
          };
          send(req, res, 200, entry.body, headers, entry);
          return;
        } catch {
          // fall through: not a file
        }
      }
      // Client routes can hold dots (usernames such as sarah.growth): page navigations get the app.
      const wantsPage = !path.extname(urlPath) || String(req.headers.accept ?? '').includes('text/html');
      if (spa && wantsPage) {
        await serveIndex(req, res);
        return;
      }
      res.writeHead(404, { ...baseHeaders, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    } catch (error) {
      res.writeHead(500, { ...baseHeaders, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Server error');
      console.error(error);
    }
  });

  // The site's own origin serves /api/members/* (HTTP and WebSocket) from member-service.
  const forwardToMembers = isShell ? attachMemberProxy(server) : null;

  server.on('close', () => registryStore.close().catch(() => {}));
  return new Promise((resolve) => {
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { area: areaArgument, options } = parseArgs(process.argv.slice(2));
  // Accepts the area's name or its folder (`npm run serve -w mfe-collab` passes the folder).
  const area = Object.keys(areas).find((name) => name === areaArgument || areas[name].dir === areaArgument);
  const config = areas[area];
  if (!config) {
    console.error(`Unknown area "${areaArgument}". One of: ${Object.keys(areas).join(', ')}`);
    process.exit(2);
  }
  // A remote serves its releases (see tooling/releases) unless pointed at one build with --dist.
  const fromReleases = area !== 'shell' && !options.dist;
  const distDir = path.resolve(
    options.dist ?? (fromReleases ? path.join(releasesDir, area) : path.join(rootDir, config.dir, 'dist')),
  );
  const port = Number(options.port ?? config.port);
  const server = await startServer({ area, distDir, port, fromReleases });
  console.log(`${area}: serving ${path.relative(rootDir, distDir) || distDir} at http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
