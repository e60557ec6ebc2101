// @ts-check
// A remote's server build: the plain Vite SSR configuration its release step renders public pages with
// (decision 0095). The federation plugin cannot take part in a server build, so this is a second
// configuration, from the same function as the browser's (defineRemoteConfig, when Vite builds with --ssr).
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deterministicStyledIds } from './styledIds.mjs';

/** @typedef {import('vite').Plugin} Plugin */

const SERVER_ENTRY = 'mindset-server-entry';
const RESOLVED_SERVER_ENTRY = '\0mindset-server-entry';
/** Where the server build is written, next to dist/ (read by the release step's prerender). */
const SERVER_OUT_DIR = 'dist-server';
/**
 * Stands for the folder of the release's assets in server-rendered HTML: the page's server knows where
 * the release is served from (the browser build computes it from its chunk's URL), and replaces it.
 */
const ASSET_BASE_TOKEN = '/__mindset-release-assets__/';

/**
 * The server entry: what a prerender renders, with what it needs from the same bundle (one
 * styled-components and one React Router instance with it).
 * @param {readonly string[]} exports the entry's own lines
 * @returns {Plugin}
 */
function serverEntry(exports) {
  return {
    name: 'mindset:server-entry',
    resolveId(source) {
      return source === SERVER_ENTRY ? RESOLVED_SERVER_ENTRY : null;
    },
    load(id) {
      if (id !== RESOLVED_SERVER_ENTRY) return null;
      return [
        ...exports,
        `export { MindsetThemeProvider } from '@mindset/shared-ui';`,
        `export { ServerStyleSheet } from 'styled-components';`,
        `export { StaticRouter } from 'react-router';`,
      ].join('\n');
    },
  };
}

/**
 * The server build of a remote. React and React DOM stay external (the prerender's own copy renders
 * it); shared-ui (TypeScript source, which Node cannot load), React Router and styled-components are
 * bundled once with the App: Node would be handed styled-components' CommonJS build (a wrong default
 * import) and React Router's development build.
 * @param {{ root: string, prerender: readonly string[] }} options
 * @returns {import('vite').UserConfig}
 */
export function remoteServerConfig({ root, prerender }) {
  return serverConfig(root, [
    `export { default as App } from ${JSON.stringify(path.join(root, 'src/app/App.tsx'))};`,
    `export const prerenderPaths = ${JSON.stringify(prerender)};`,
  ]);
}

/**
 * The shell's server build: its chrome, not-found screen and own-chrome areas' outlines, which its build prerenders
 * (tooling/ssr/prerenderShell.mjs, decision 0185) for the site's server to put around each page.
 * @param {{ root: string }} options
 * @returns {import('vite').UserConfig}
 */
export function hostServerConfig({ root }) {
  return serverConfig(root, [
    `export { MarketingChrome } from ${JSON.stringify(path.join(root, 'src/components/MarketingChrome.tsx'))};`,
    `export { headerLinks } from ${JSON.stringify(path.join(root, 'src/components/navigationLinks.ts'))};`,
    `export { areaOutlines } from ${JSON.stringify(path.join(root, 'src/components/AreaChromeSkeletons.tsx'))};`,
    `export { NotFoundScreen } from '@mindset/shared-ui';`,
  ]);
}

/**
 * @param {string} root @param {readonly string[]} exports
 * @returns {import('vite').UserConfig}
 */
function serverConfig(root, exports) {
  const sharedUiPackageJson = createRequire(path.join(root, 'package.json')).resolve('@mindset/shared-ui/package.json');
  const routerPackageJson = createRequire(sharedUiPackageJson).resolve('react-router/package.json');
  return {
    plugins: [serverEntry(exports), react(), deterministicStyledIds()],
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: path.join(path.dirname(routerPackageJson), 'dist/production/index.mjs'),
        },
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, external: ['react', 'react-dom'] },
    build: {
      ssr: true,
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        input: SERVER_ENTRY,
        external: [/^react(-dom)?(\/.*)?$/],
        output: { entryFileNames: 'render.mjs', format: 'es' },
      },
    },
    experimental: {
      /** @param {string} filename */
      renderBuiltUrl(filename) {
        return { runtime: JSON.stringify(`${ASSET_BASE_TOKEN}${filename.replace(/^assets\//, '')}`) };
      },
    },
  };
}
