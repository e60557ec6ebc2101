#!/usr/bin/env node
// `npm run perf`: measures the production build served locally and checks the budgets of the
// whole-site quality issue. Prints a table; exits 1 when a budget fails. Run after `npm run build`
// (the npm script does both). Figures are printed, never asserted by a timed test.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { areas, rootDir } from '../tooling/areas.mjs';
import { startServer } from '../tooling/serve.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const RUNS = Number(process.env.PERF_RUNS ?? 5);
const SITE = `http://localhost:${areas.shell.port}`;
const FLOOR_PORT = Number(process.env.PERF_FLOOR_PORT ?? 5199);
const PAGES = ['/', '/about', '/modules', '/events', '/ebook', '/community', '/collab'];
/**
 * Every measured page's budgets (issue 29), in one place. `firstLoadKb`: first-load JS+CSS (gzip) no
 * larger than before server rendering (the issue's table; pages it did not list get the 1.5x-floor rule
 * alone); `perf` and `perfDevtools`: the Lighthouse performance score under simulated and devtools
 * throttling (100 on /, 98 on the public pages, 95 on the members' areas); `lcpVsFloor` and
 * `lcpDevtoolsVsFloor`: LCP as a share of the floor's under each throttling (devtools: the pages that
 * arrive as HTML). Every page
 * also keeps its first load within 1.5x the floor's, each shared library loaded once, and CLS 0.
 */
const PAGE_BUDGETS = {
  '/': { firstLoadKb: 150.1, perf: 95, lcpVsFloor: 1.5, perfDevtools: 100, lcpDevtoolsVsFloor: 0.6 },
  '/about': { perf: 95, perfDevtools: 98, lcpDevtoolsVsFloor: 0.6 },
  '/modules': { firstLoadKb: 164.8, perf: 95, perfDevtools: 98, lcpDevtoolsVsFloor: 0.6 },
  '/events': { firstLoadKb: 162.1, perf: 95, perfDevtools: 98, lcpDevtoolsVsFloor: 0.6 },
  '/ebook': { perf: 95, perfDevtools: 98, lcpDevtoolsVsFloor: 0.6 },
  '/community': { firstLoadKb: 167.5, perf: 95, perfDevtools: 95 },
  '/collab': { firstLoadKb: 164.8, perf: 95, perfDevtools: 95 },
};
/** First-load JS+CSS of every page: at most this multiple of the floor's. */
const FIRST_LOAD_VS_FLOOR = 1.5;
/** Pages meant for search engines and link previews (the members' areas are noindex). */
const PUBLIC_PAGES = [
  '/',
  '/join',
  '/about',
  '/support',
  '/legal',
  '/legal/privacy',
  '/modules',
  '/modules/1',
  '/events',
  '/ebook',
];
/**
 * Every public route of issue 29 (one address each), checked for what a reader without JavaScript, a
 * search engine or a link preview gets: the HTML as the server sends it, with no browser.
 */
const PUBLIC_ROUTES = [
  '/',
  '/join',
  '/signin',
  '/about',
  '/support',
  '/legal',
  '/legal/privacy',
  '/legal/terms',
  '/legal/cookies',
  '/modules',
  '/modules/1',
  '/modules/1/lesson/1',
  '/events',
  '/survey',
  '/ebook',
  '/ebook/download',
  '/no-such-page',
];
/** Text besides the heading that makes a page readable: a sentence or two, not a label. */
const MIN_MAIN_TEXT = 80;
const SHARED_LIBRARIES = ['react', 'react-dom', 'styled-components', 'zustand', 'shared-ui'];
// React Router travels inside shared-ui, so its copies are counted by a line of its own code.
const REACT_ROUTER_MARKER = 'useNavigate() may be used only in the context of a <Router> component.';

/** The floor: one tree-shaken bundle of the same libraries rendering one heading. */
async function buildFloor() {
  const dir = path.join(rootDir, '.perf-floor');
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><meta name="description" content="Floor page" /><title>Floor</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
  );
  await writeFile(
    path.join(dir, 'src/main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import styled from 'styled-components';
import { create } from 'zustand';
const useTitle = create(() => ({ title: 'Break mental barriers. Build success.' }));
const Heading = styled.h1\`font-family: Georgia, serif; margin: 2rem;\`;
function Home() { const title = useTitle((s) => s.title); return <main><Heading>{title}</Heading></main>; }
const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: path.join(rootDir, 'node_modules/react-router/dist/production/index.mjs'),
        },
      ],
    },
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
  });
  return path.join(dir, 'dist');
}

async function siteIsUp() {
  try {
    return (await fetch(SITE)).ok;
  } catch {
    return false;
  }
}

async function ensureSite() {
  if (await siteIsUp()) return null;
  const child = spawn(process.execPath, ['tooling/start.mjs'], { cwd: rootDir, stdio: 'ignore', detached: true });
  for (let i = 0; i < 120 && !(await siteIsUp()); i++) await new Promise((r) => setTimeout(r, 500));
  return child;
}

/** First load of a URL in a fresh browser context: bytes (gzip) of JS and CSS, requests, shared-library copies. */
async function measureLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  let jsBytes = 0;
  let cssBytes = 0;
  const copies = Object.fromEntries([...SHARED_LIBRARIES, 'react-router'].map((name) => [name, 0]));
  const longestFirst = [...SHARED_LIBRARIES].sort((a, b) => b.length - a.length);
  for (const response of responses) {
    const type = response.headers()['content-type'] ?? '';
    const isJs = type.includes('javascript');
    const isCss = type.includes('text/css');
    if (!isJs && !isCss) continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const gzipped = gzipSync(body, { level: 9 }).length;
    if (isJs) jsBytes += gzipped;
    else cssBytes += gzipped;
    const file = new URL(response.url()).pathname.split('/').pop() ?? '';
    const library = longestFirst.find((name) => file.startsWith(`__federation_shared_${name}-`));
    if (library) copies[library] += 1;
    if (isJs && body.includes(REACT_ROUTER_MARKER)) copies['react-router'] += 1;
  }
  await context.close();
  return { jsBytes, cssBytes, requests: responses.length, copies };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse mobile run. `simulate` (Lighthouse's default) charges every preloaded script to LCP;
 * `devtools` throttles the real page load, which shows what HTML from the server gives a phone.
 */
async function lighthouseOnce(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
    });
    const audits = result.lhr.audits;
    const figures = {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
    // On a loaded machine Lighthouse sometimes measures nothing (NO_LCP and the like): not a figure.
    if (![figures.lcp, figures.tbt, figures.cls].every(Number.isFinite)) {
      throw new Error(`Lighthouse measured nothing on ${url}: ${result.lhr.runtimeError?.code ?? 'no figures'}`);
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run that measured the page, tried up to three times (each failure is printed). */
async function lighthouseMeasuring(url, throttlingMethod) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, throttlingMethod);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`\n  ${error instanceof Error ? error.message : error}; trying again`);
    }
  }
}

/** Lighthouse SEO of one page: its score and the audits that failed. SEO does not vary between runs. */
async function lighthouseSeo(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo'],
    });
    const failed = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    return { score: Math.round((result.lhr.categories.seo.score ?? 0) * 100), failed };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse medians per URL. The runs go round the URLs in turn, so a machine that slows down or
 * speeds up part-way weighs on every page alike, the floor included (the LCP budget is a ratio).
 */
async function runLighthouse(urls, throttlingMethod) {
  const runs = new Map(urls.map((url) => [url, []]));
  for (let run = 0; run < RUNS; run++) {
    process.stdout.write(`Lighthouse (${throttlingMethod}) round ${run + 1} of ${RUNS}... `);
    for (const url of urls) runs.get(url).push(await lighthouseMeasuring(url, throttlingMethod));
    console.log('done');
  }
  return new Map(
    [...runs].map(([url, scores]) => [
      url,
      {
        score: median(scores.map((s) => s.score)),
        lcp: median(scores.map((s) => s.lcp)),
        tbt: median(scores.map((s) => s.tbt)),
        cls: median(scores.map((s) => s.cls)),
      },
    ]),
  );
}

const textOf = (html) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name])
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a page is readable without JavaScript: its HTML, fetched with no browser (as a search engine
 * or a link preview does), holds an h1 with text and a main with text besides it.
 */
async function readableWithoutJs(url) {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(10_000) });
    const html = await response.text();
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? '';
    const heading = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(main)?.[1] ?? '');
    const rest = textOf(main.replace(/<h1\b[^>]*>[\s\S]*?<\/h1>/i, ' '));
    return { heading, readable: heading.length > 0 && rest.length >= MIN_MAIN_TEXT };
  } catch {
    return { heading: '', readable: false };
  }
}

/** Requests of `/` timed for its first byte, after the one that fills the render cache. */
const FIRST_BYTE_SAMPLES = 30;
/** Issue 29: a cached render's first byte, locally. */
const FIRST_BYTE_BUDGET_MS = 50;
/** The hero heading the first HTML response of `/` must hold (the spec's text). */
const HOME_HEADING = 'Break mental barriers. Build success.';

/**
 * Time to first byte of `/` once its render is cached (the area's fragment and the shell's parts are
 * in the site server's memory): the request until the first chunk of the body, median and worst of
 * FIRST_BYTE_SAMPLES; and whether that HTML holds the hero heading.
 */
async function firstByteOfHome() {
  const url = `${SITE}/`;
  const request = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(10_000) });
    const reader = response.body.getReader();
    await reader.read();
    const firstByte = performance.now() - started;
    await reader.cancel();
    return firstByte;
  };
  // The first request may wait on the fragment past its budget (decision 0095); it fills the cache.
  let html = '';
  for (let attempt = 0; attempt < 20 && !html.includes('id="ssr-area"'); attempt++) {
    html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  }
  const times = [];
  for (let sample = 0; sample < FIRST_BYTE_SAMPLES; sample++) times.push(await request());
  return { median: median(times), worst: Math.max(...times), heading: textOf(html).includes(HOME_HEADING) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (value, width) => String(value).padEnd(width);

async function main() {
  const unbudgeted = PAGES.filter((page) => !PAGE_BUDGETS[page]);
  if (unbudgeted.length > 0) throw new Error(`Pages measured without budgets: ${unbudgeted.join(', ')}`);
  console.log('Building the floor page (React, React DOM, React Router, styled-components, zustand, one heading)...');
  const floorDist = await buildFloor();
  const floorServer = await startServer({ area: 'floor', distDir: floorDist, port: FLOOR_PORT, spa: true });
  const siteProcess = await ensureSite();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });

  const targets = [
    { name: 'floor', url: `http://localhost:${FLOOR_PORT}/` },
    ...PAGES.map((p) => ({ name: p, url: `${SITE}${p}` })),
  ];
  const rows = [];
  const seoRows = [];
  const routeRows = [];
  let firstByte = { median: Infinity, worst: Infinity, heading: false };
  try {
    firstByte = await firstByteOfHome();
    const loads = [];
    for (const target of targets) {
      process.stdout.write(`Measuring the first load of ${target.name}... `);
      loads.push(await measureLoad(browser, target.url));
      console.log('done');
    }
    const urls = targets.map((target) => target.url);
    const simulated = await runLighthouse(urls, 'simulate');
    const devtools = await runLighthouse(urls, 'devtools');
    for (const [index, target] of targets.entries()) {
      rows.push({
        ...target,
        ...loads[index],
        ...simulated.get(target.url),
        devtools: devtools.get(target.url),
        readable: target.name === 'floor' ? false : (await readableWithoutJs(target.url)).readable,
      });
    }
    for (const page of PUBLIC_PAGES) {
      process.stdout.write(`Lighthouse SEO of ${page}... `);
      seoRows.push({
        page,
        ...(await lighthouseSeo(`${SITE}${page}`)),
        readable: (await readableWithoutJs(`${SITE}${page}`)).readable,
      });
      console.log('done');
    }
    for (const route of PUBLIC_ROUTES) routeRows.push({ route, ...(await readableWithoutJs(`${SITE}${route}`)) });
  } finally {
    await browser.close();
    floorServer.close();
    if (siteProcess) process.kill(-siteProcess.pid, 'SIGTERM');
  }

  console.log(
    `\nFirst load at 375 px in a fresh context; gzip sizes; Lighthouse mobile, median of ${RUNS}: simulated throttling, then devtools throttling (dt); no-JS: the HTML, fetched with no browser, holds the h1 and the main text.\n`,
  );
  const header = [
    'page',
    'JS',
    'CSS',
    'JS+CSS',
    'requests',
    'perf',
    'LCP',
    'TBT',
    'CLS',
    'perf dt',
    'LCP dt',
    'TBT dt',
    'CLS dt',
    'no-JS',
    'shared copies',
  ];
  const widths = [12, 10, 9, 10, 9, 5, 9, 8, 7, 8, 9, 8, 7, 6, 40];
  console.log(header.map((h, i) => pad(h, widths[i])).join(''));
  for (const row of rows) {
    const copies =
      row.name === 'floor'
        ? '1 bundle'
        : Object.entries(row.copies)
            .map(([lib, n]) => `${lib.replace('styled-components', 'sc')}:${n}`)
            .join(' ');
    console.log(
      [
        row.name,
        kb(row.jsBytes),
        kb(row.cssBytes),
        kb(row.jsBytes + row.cssBytes),
        row.requests,
        row.score,
        `${Math.round(row.lcp)} ms`,
        `${Math.round(row.tbt)} ms`,
        row.cls.toFixed(3),
        row.devtools.score,
        `${Math.round(row.devtools.lcp)} ms`,
        `${Math.round(row.devtools.tbt)} ms`,
        row.devtools.cls.toFixed(3),
        row.readable ? 'yes' : 'no',
        copies,
      ]
        .map((v, i) => pad(v, widths[i]))
        .join(''),
    );
  }

  console.log('\nLighthouse SEO (mobile) of the public pages\n');
  console.log(`${pad('page', 18)}${pad('SEO', 6)}${pad('no-JS', 7)}failed audits`);
  for (const row of seoRows) {
    console.log(
      `${pad(row.page, 18)}${pad(row.score, 6)}${pad(row.readable ? 'yes' : 'no', 7)}${row.failed.join(', ') || '-'}`,
    );
  }

  console.log('\nPublic routes without JavaScript (the HTML fetched with no browser: an h1 and the main text)\n');
  console.log(`${pad('route', 22)}${pad('readable without JavaScript', 29)}h1`);
  for (const row of routeRows) {
    console.log(`${pad(row.route, 22)}${pad(row.readable ? 'yes' : 'no', 29)}${row.heading || '-'}`);
  }

  console.log(
    `\nFirst byte of / from a cached render (${FIRST_BYTE_SAMPLES} requests, locally): median ${firstByte.median.toFixed(1)} ms, worst ${firstByte.worst.toFixed(1)} ms; the HTML holds the hero heading: ${firstByte.heading ? 'yes' : 'no'}`,
  );

  const floor = rows.find((r) => r.name === 'floor');
  const pages = rows.filter((r) => r.name !== 'floor');
  const firstLoad = (row) => row.jsBytes + row.cssBytes;
  const budgets = [
    [
      'every shared library loaded at most once on every page',
      pages.every((r) => Object.values(r.copies).every((n) => n <= 1)),
    ],
    ...pages.flatMap((row) => {
      const budget = PAGE_BUDGETS[row.name];
      const page = row.name;
      const floorLimit = FIRST_LOAD_VS_FLOOR * firstLoad(floor);
      return [
        [
          `${page} first-load JS+CSS within ${FIRST_LOAD_VS_FLOOR}x the floor (${kb(firstLoad(row))} vs ${kb(floorLimit)})`,
          firstLoad(row) <= floorLimit,
        ],
        ...(budget.firstLoadKb
          ? [
              [
                `${page} first-load JS+CSS no larger than before server rendering (${kb(firstLoad(row))} vs ${budget.firstLoadKb.toFixed(1)} KB)`,
                firstLoad(row) <= budget.firstLoadKb * 1024,
              ],
            ]
          : []),
        [`${page} Lighthouse performance >= ${budget.perf} (${row.score})`, row.score >= budget.perf],
        ...(budget.lcpVsFloor
          ? [
              [
                `${page} LCP at most ${budget.lcpVsFloor}x the floor's (${Math.round(row.lcp)} ms vs ${Math.round(budget.lcpVsFloor * floor.lcp)} ms)`,
                row.lcp <= budget.lcpVsFloor * floor.lcp,
              ],
            ]
          : []),
        [
          `${page} Lighthouse performance (devtools) >= ${budget.perfDevtools} (${row.devtools.score})`,
          row.devtools.score >= budget.perfDevtools,
        ],
        ...(budget.lcpDevtoolsVsFloor
          ? [
              [
                `${page} LCP (devtools) at most ${budget.lcpDevtoolsVsFloor}x the floor's (${Math.round(row.devtools.lcp)} ms vs ${Math.round(budget.lcpDevtoolsVsFloor * floor.devtools.lcp)} ms)`,
                row.devtools.lcp <= budget.lcpDevtoolsVsFloor * floor.devtools.lcp,
              ],
            ]
          : []),
        [
          `${page} CLS 0 (${row.cls.toFixed(3)}, devtools ${row.devtools.cls.toFixed(3)})`,
          row.cls < 0.005 && row.devtools.cls < 0.005,
        ],
      ];
    }),
    [`the first HTML response of / holds the hero heading ("${HOME_HEADING}")`, firstByte.heading],
    [
      `first byte of / from a cached render under ${FIRST_BYTE_BUDGET_MS} ms (median ${firstByte.median.toFixed(1)} ms)`,
      firstByte.median < FIRST_BYTE_BUDGET_MS,
    ],
    [
      `Lighthouse SEO >= 95 on every public page (lowest ${Math.min(...seoRows.map((r) => r.score))})`,
      seoRows.every((r) => r.score >= 95),
    ],
  ];
  console.log('\nBudgets');
  for (const [label, ok] of budgets) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
  const failed = budgets.filter(([, ok]) => !ok).length;
  console.log(failed ? `\n${failed} budget(s) failed` : '\nAll budgets pass');
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
