// One Vite configuration for the host and every remote, so the federation contract is written once.
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One instance each per page, whatever is loaded (ARCHITECTURE.md). React Router is not listed: it
 * travels inside shared-ui (see routerThroughSharedUi), which keeps it one instance and lets it be
 * tree-shaken; a shared package on its own is not.
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'styled-components', 'zustand', 'shared-ui'];

export const REMOTE_NAMES = ['marketing', 'learning', 'contests', 'community', 'collab'] as const;

const sharedUiDir = path.join(rootDir, 'shared-ui') + path.sep;
const routerProductionBuild = path.join(rootDir, 'node_modules/react-router/dist/production/index.mjs');
const ROUTER_VIA_SHARED_UI = '\0mindset:react-router-via-shared-ui';

/**
 * At build time every `import … from 'react-router'` outside shared-ui resolves to the same names
 * re-exported by the shared-ui singleton, so each page has one router instance; shared-ui itself
 * gets React Router's production build (its package exports point bundlers at the development one).
 */
function routerThroughSharedUi(): Plugin {
  const routerModule = readFileSync(path.join(rootDir, 'shared-ui/src/router.ts'), 'utf8');
  const names = /export \{([^}]*)\} from 'react-router'/.exec(routerModule)?.[1]?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names?.length) throw new Error('shared-ui/src/router.ts lists no React Router exports');
  return {
    name: 'mindset:router-through-shared-ui',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== 'react-router' && source !== 'react-router-dom') return null;
      if (importer?.startsWith(sharedUiDir)) return routerProductionBuild;
      return ROUTER_VIA_SHARED_UI;
    },
    load(id) {
      if (id !== ROUTER_VIA_SHARED_UI) return null;
      return `import { ${names.join(', ')} } from 'shared-ui';\nexport { ${names.join(', ')} };\n`;
    },
  };
}

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
      routerThroughSharedUi(),
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

/**
 * The shell's first load: every chunk of the host is needed on every page, but the federation runtime
 * discovers the shared ones only after the entry runs. Preloading them from the HTML removes those
 * round trips. Also emits which paths belong to which remote, so the shell's server can preload the
 * right remote entry for the requested page.
 */
function hostFirstLoad(areaMounts: readonly { remote: string; paths: readonly string[] }[]): Plugin {
  return {
    name: 'mindset:host-first-load',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'area-routes.json',
        source: JSON.stringify(areaMounts.map(({ remote, paths }) => ({ remote, paths }))),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Everything but the entry the HTML already loads: shared libraries, the federation runtime.
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk' && !html.includes(output.fileName),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export function defineHostConfig({
  port,
  areaMounts,
}: {
  port: number;
  areaMounts: readonly { remote: string; paths: readonly string[] }[];
}) {
  return defineConfig(() => ({
    plugins: [
      routerThroughSharedUi(),
      hostFirstLoad(areaMounts),
      react(),
      federation({
        name: 'shell',
        // Placeholders only: the real locations come from the runtime manifest (setRemote at load time).
        remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/unset/${name}/remoteEntry.js`])),
        shared: SHARED_SINGLETONS,
      }),
    ],
    build: buildConfig,
    server: { port, strictPort: true },
    test: testConfig,
  }));
}
