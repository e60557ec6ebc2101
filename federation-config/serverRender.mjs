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
 * The server entry: the remote's App with what a prerender needs from the same bundle (one
 * styled-components and one React Router instance with it), and the paths to prerender.
 * @param {string} root @param {readonly string[]} prerender
 * @returns {Plugin}
 */
function serverEntry(root, prerender) {
  return {
    name: 'mindset:server-entry',
    resolveId(source) {
      return source === SERVER_ENTRY ? RESOLVED_SERVER_ENTRY : null;
    },
    load(id) {
      if (id !== RESOLVED_SERVER_ENTRY) return null;
      return [
        `export { default as App } from ${JSON.stringify(path.join(root, 'src/app/App.tsx'))};`,
        `export { MindsetThemeProvider } from '@mindset/shared-ui';`,
        `export { ServerStyleSheet } from 'styled-components';`,
        `export { StaticRouter } from 'react-router';`,
        `export const prerenderPaths = ${JSON.stringify(prerender)};`,
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
  const sharedUiPackageJson = createRequire(path.join(root, 'package.json')).resolve('@mindset/shared-ui/package.json');
  const routerPackageJson = createRequire(sharedUiPackageJson).resolve('react-router/package.json');
  return {
    plugins: [serverEntry(root, prerender), react(), deterministicStyledIds()],
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
