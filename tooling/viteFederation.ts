// One Vite configuration for the host and every remote, so the federation contract is written once.
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One instance each per page, whatever is loaded (ARCHITECTURE.md). */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  'shared-ui',
];

export const REMOTE_NAMES = ['marketing', 'learning', 'contests', 'community', 'collab'] as const;

// React Router's package exports point bundlers at its development build; shared chunks are not
// tree-shaken, so the production build is aliased in for `vite build`.
const productionAliases = [
  { find: /^react-router$/, replacement: path.join(rootDir, 'node_modules/react-router/dist/production/index.mjs') },
];

const testConfig = {
  environment: 'jsdom',
  globals: true,
  setupFiles: [path.join(rootDir, 'tooling/vitest.setup.ts')],
  css: false,
};

const buildConfig = {
  // Top-level await in the federation runtime needs esnext; Vite 8's default minifier breaks remoteEntry.js.
  target: 'esnext',
  minify: 'esbuild' as const,
  cssCodeSplit: false,
  modulePreload: false as const,
};

export function defineRemoteConfig({ name, port }: { name: (typeof REMOTE_NAMES)[number]; port: number }) {
  return defineConfig(({ command }) => ({
    plugins: [
      react(),
      command === 'build'
        ? federation({
            name: `mfe_${name}`,
            filename: 'remoteEntry.js',
            exposes: { './App': './src/app/App.tsx' },
            shared: SHARED_SINGLETONS,
          })
        : null,
    ],
    resolve: command === 'build' ? { alias: productionAliases } : {},
    build: buildConfig,
    // A remote's page runs on the shell's origin: assets imported from JS must resolve against the
    // remote's own chunk URL, not the page's.
    experimental: {
      renderBuiltUrl(filename: string, { hostType }: { hostType: 'js' | 'css' | 'html' }) {
        return hostType === 'js'
          ? { runtime: `new URL(${JSON.stringify(filename.replace(/^assets\//, './'))}, import.meta.url).href` }
          : { relative: true };
      },
    },
    server: { port: Number(process.env.DEV_PORT ?? port), strictPort: true },
    test: testConfig,
  }));
}

export function defineHostConfig({ port }: { port: number }) {
  return defineConfig(({ command }) => ({
    plugins: [
      react(),
      federation({
        name: 'shell',
        // Placeholders only: the real locations come from the runtime manifest (setRemote at load time).
        remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/unset/${name}/remoteEntry.js`])),
        shared: SHARED_SINGLETONS,
      }),
    ],
    resolve: command === 'build' ? { alias: productionAliases } : {},
    build: buildConfig,
    server: { port, strictPort: true },
    test: testConfig,
  }));
}
