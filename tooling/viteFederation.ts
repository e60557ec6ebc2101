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
 * One instance each per page, whatever is loaded (docs/architecture.md). React Router is not listed: it
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
  const names = /export \{([^}]*)\} from 'react-router'/
    .exec(routerModule)?.[1]
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
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

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** A Rolldown code-splitting group: the modules it captures become one chunk. */
type ChunkGroup = {
  name: string | ((id: string, graph: ModuleGraph) => string | null);
  test?: RegExp;
  priority?: number;
};

/**
 * Placed after the federation plugin, whose manualChunks only named shared packages' chunks: with
 * code-splitting groups set, Rolldown ignores it and would warn on every build.
 */
const dropFederationManualChunks: Plugin = {
  name: 'mindset:drop-federation-manual-chunks',
  apply: 'build',
  enforce: 'post',
  outputOptions(options) {
    delete options.manualChunks;
    return options;
  },
};

/**
 * Every file on a page's first load costs a request, and on a slow mobile link many small requests
 * share the bandwidth the largest one needs. The groups merge what a first load needs anyway.
 */
function buildConfig(groups: ChunkGroup[]) {
  return {
    // Top-level await in the federation runtime needs esnext; Vite 8's default minifier breaks remoteEntry.js.
    target: 'esnext',
    minify: 'esbuild' as const,
    cssCodeSplit: false,
    modulePreload: false as const,
    rolldownOptions: { output: { codeSplitting: { groups } } },
  };
}

/**
 * The host's first load: React and React DOM with the scheduler, and the federation import function.
 * Nothing that awaits a shared module may join them: the shared chunks import this one, and a
 * top-level await on each other would never settle.
 */
const HOST_RUNTIME_GROUP: ChunkGroup = {
  name: 'runtime',
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|__federation_fn_import/,
};

/**
 * What a remote's own fallback copies of shared packages import (used when the host's version does
 * not satisfy the remote's). It must stay out of the App chunk: the App chunk awaits shared packages
 * at its top level, so a fallback importing from it would wait on its own importer for ever.
 */
const REMOTE_FEDERATION_GROUP: ChunkGroup = {
  name: 'federation',
  test: /__federation_fn_import|node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)/,
  priority: 1,
};

/**
 * A remote's App and every module it imports statically, in one chunk: its landing screen needs
 * them all at once. Lazy screens keep their own chunks and import shared pieces from this one.
 * The App module's id is known once Vite has resolved the remote's root (see the plugin below).
 */
function remoteAppChunk(): { group: ChunkGroup; plugin: Plugin } {
  let appId = '';
  let closure: Set<string> | null = null;
  const collect = (id: string, graph: ModuleGraph, into: Set<string>) => {
    if (into.has(id)) return;
    into.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) collect(imported, graph, into);
  };
  return {
    plugin: {
      name: 'mindset:remote-app-chunk',
      apply: 'build',
      configResolved(config) {
        appId = path.join(config.root, 'src/app/App.tsx');
      },
      // Watch builds re-chunk after every change.
      renderStart() {
        closure = null;
      },
    },
    group: {
      name(id, graph) {
        if (!closure) {
          closure = new Set();
          collect(appId, graph, closure);
        }
        return closure.has(id) ? 'App' : null;
      },
    },
  };
}

/** Written next to remoteEntry.js; the shell's server reads it under this name (tooling/serve.mjs). */
const FIRST_LOAD_FILE = 'first-load.json';

/**
 * A remote's first load: the exposed App chunk and every chunk it imports statically, as paths
 * relative to remoteEntry.js. The shell's server turns the list into modulepreload links in the
 * page's HTML, so these download alongside the shell instead of one import level at a time after it.
 */
function remoteFirstLoad(): Plugin {
  return {
    name: 'mindset:remote-first-load',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.fileName.endsWith('remoteEntry.js'));
      const expose = chunks.find((chunk) => chunk.name === '__federation_expose_App');
      if (!entry || !expose) throw new Error('remoteFirstLoad: no remoteEntry.js or exposed App chunk in the bundle');
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        byFileName.get(fileName)?.imports.forEach(visit);
      };
      visit(expose.fileName);
      const entryDir = path.posix.dirname(entry.fileName);
      this.emitFile({
        type: 'asset',
        fileName: path.posix.join(entryDir, FIRST_LOAD_FILE),
        // Smallest first, as the host orders its own preloads.
        source: JSON.stringify({
          files: [...files]
            .sort((a, b) => (byFileName.get(a)?.code.length ?? 0) - (byFileName.get(b)?.code.length ?? 0))
            .map((file) => path.posix.relative(entryDir, file)),
        }),
      });
    },
  };
}

export function defineRemoteConfig({ name, port }: { name: (typeof REMOTE_NAMES)[number]; port: number }) {
  const appChunk = remoteAppChunk();
  return defineConfig(({ command }) => ({
    plugins: [
      routerThroughSharedUi(),
      react(),
      appChunk.plugin,
      remoteFirstLoad(),
      command === 'build'
        ? federation({
            name: `mfe_${name}`,
            filename: 'remoteEntry.js',
            exposes: { './App': './src/app/App.tsx' },
            shared: SHARED_SINGLETONS,
          })
        : null,
      dropFederationManualChunks,
    ],
    build: buildConfig([REMOTE_FEDERATION_GROUP, appChunk.group]),
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
        // Smallest first: each finishes in a round trip and hands its open connection on to a large
        // one (measured with `npm run perf`: the lowest LCP of the orders tried).
        const chunks = Object.values(context.bundle ?? {})
          .filter((output) => output.type === 'chunk' && !html.includes(output.fileName))
          .sort((a, b) => (a.type === 'chunk' ? a.code.length : 0) - (b.type === 'chunk' ? b.code.length : 0));
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
      dropFederationManualChunks,
    ],
    build: buildConfig([HOST_RUNTIME_GROUP]),
    server: { port, strictPort: true },
    test: testConfig,
  }));
}
