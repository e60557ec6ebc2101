#!/usr/bin/env node
// The shell's prerender (decision 0185): renders its own parts of a public page, the marketing chrome
// (header and footer, guest view), the not-found screen and the outlines of the areas that draw their
// own layout, into its build, for the site's server to put
// around each page (fragments.mjs `stitchPage`). Run by the shell's release after `vite build --ssr`:
// `node tooling/ssr/prerenderShell.mjs <shell folder> <build folder>`.
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_CONTENT_TOKEN, FRAGMENTS_DIR, NO_ACTIVE_LINK, SHELL_PARTS_FILE } from './fragments.mjs';
import { renderToFragment } from './prerender.mjs';

process.env.NODE_ENV = 'production';

/** Renders the shell's parts from its server build (`dist-server/render.mjs`) into `outDir`/ssr/shell.json. */
export async function prerenderShell(shellDir, outDir) {
  const requireHere = createRequire(path.join(shellDir, 'package.json'));
  const React = await import(pathToFileURL(requireHere.resolve('react')).href);
  const { prerenderToNodeStream } = await import(pathToFileURL(requireHere.resolve('react-dom/static')).href);
  const server = await import(pathToFileURL(path.join(shellDir, 'dist-server/render.mjs')).href);
  const {
    MarketingChrome,
    MindsetThemeProvider,
    NotFoundScreen,
    ServerStyleSheet,
    StaticRouter,
    areaOutlines,
    headerLinks,
  } = server;
  const render = (location, element) =>
    renderToFragment(
      { prerenderToNodeStream, ServerStyleSheet },
      React.createElement(StaticRouter, { location }, React.createElement(MindsetThemeProvider, null, element)),
    );

  // The header marks the link of the page's section: one chrome per header link, and one with none.
  const chrome = {};
  for (const to of [...headerLinks.map((link) => link.to), NO_ACTIVE_LINK]) {
    const { html, styles } = await render(to, React.createElement(MarketingChrome, null, CHROME_CONTENT_TOKEN));
    const [before, after, ...rest] = html.split(CHROME_CONTENT_TOKEN);
    if (after === undefined || rest.length) throw new Error(`The chrome for ${to} does not hold its content once`);
    // The site's server marks this element as the server's page, which the shell replaces (fragments.mjs).
    if (!before.startsWith('<div')) throw new Error(`The chrome for ${to} is not one element`);
    chrome[to] = { before, after, styles };
  }
  const notFound = await render(NO_ACTIVE_LINK, React.createElement(NotFoundScreen));
  // An own-chrome area's loading outline, for its pages that have no prerendered content.
  const outlines = {};
  for (const [area, Outline] of Object.entries(areaOutlines)) {
    const outline = await render(NO_ACTIVE_LINK, React.createElement(Outline));
    if (!outline.html.startsWith('<div')) throw new Error(`The outline of ${area} is not one element`);
    outlines[area] = outline;
  }

  await mkdir(path.join(outDir, FRAGMENTS_DIR), { recursive: true });
  await writeFile(path.join(outDir, SHELL_PARTS_FILE), JSON.stringify({ chrome, notFound, outlines }));
  console.log(
    `prerender shell: marketing chrome (${Object.keys(chrome).length} variants), not-found screen, outlines of ${Object.keys(outlines).join(', ')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [shellDir, outDir] = process.argv.slice(2);
  await prerenderShell(path.resolve(shellDir), path.resolve(outDir));
  process.exit(0);
}
