#!/usr/bin/env node
// The release step's prerender (decision 0095): renders a remote's public pages to HTML fragments and
// their CSS, into its build (dist/ssr/), before the release CLI publishes it. Run in the remote's folder
// after `vite build` and `vite build --ssr`: `node ../tooling/ssr/prerender.mjs`.
// The release id is extended to cover the fragments: a release serves them, so they are part of it.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fragmentFile, FRAGMENTS_DIR } from './fragments.mjs';

process.env.NODE_ENV = 'production';

/** A page that takes longer than this at release time is left to the browser (and the release says so). */
const RENDER_BUDGET_MS = 5_000;

/** @param {NodeJS.ReadableStream} stream */
async function text(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a tree to HTML and its styled-components style tag, the way every prerender does: waiting
 * for lazy screens, in one chunk, so React writes no inline script (the site's CSP refuses them).
 */
export async function renderToFragment({ prerenderToNodeStream, ServerStyleSheet }, tree) {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(RENDER_BUDGET_MS),
    });
    const html = await text(prelude);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

export async function prerenderRemote(remoteDir) {
  const dist = path.join(remoteDir, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const requireHere = createRequire(path.join(remoteDir, 'package.json'));
  const React = await import(pathToFileURL(requireHere.resolve('react')).href);
  const { prerenderToNodeStream } = await import(pathToFileURL(requireHere.resolve('react-dom/static')).href);
  const server = await import(pathToFileURL(path.join(remoteDir, 'dist-server/render.mjs')).href);
  const { App, MindsetThemeProvider, ServerStyleSheet, StaticRouter, prerenderPaths } = server;

  await rm(path.join(dist, FRAGMENTS_DIR), { recursive: true, force: true });
  await mkdir(path.join(dist, FRAGMENTS_DIR), { recursive: true });
  const rendered = [];
  for (const pagePath of prerenderPaths) {
    try {
      const tree = React.createElement(
        StaticRouter,
        { location: pagePath },
        React.createElement(MindsetThemeProvider, null, React.createElement(App)),
      );
      const { html, styles } = await renderToFragment({ prerenderToNodeStream, ServerStyleSheet }, tree);
      const fragment = { path: pagePath, html, styles };
      await writeFile(path.join(dist, fragmentFile(pagePath)), JSON.stringify(fragment));
      rendered.push(pagePath);
    } catch (error) {
      console.warn(`prerender ${manifest.remote} ${pagePath}: left to the browser (${error?.message ?? error})`);
    }
  }

  // The release id covers the fragments too (docs/decisions/0073 and 0095).
  const hash = createHash('sha256').update(manifest.releaseId);
  for (const pagePath of rendered) hash.update(await readFile(path.join(dist, fragmentFile(pagePath))));
  const updated = { ...manifest, releaseId: hash.digest('hex').slice(0, 12), prerendered: rendered };
  await writeFile(manifestFile, `${JSON.stringify(updated, null, 2)}\n`);
  console.log(
    `prerender ${manifest.remote}: ${rendered.length} of ${prerenderPaths.length} pages (${rendered.join(' ')})`,
  );
  return rendered;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerenderRemote(process.cwd());
  // React keeps timers for aborted renders; the step is done.
  process.exit(0);
}
