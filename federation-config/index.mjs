// @ts-check
// One Vite configuration for the host and every remote, so the federation contract is written once.
// Plain JavaScript with its types in index.d.mts: Vite loads a config's packages with Node, which runs
// no TypeScript from an installed package (docs/decisions/0034-leaving-the-monorepo.md).
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostServerConfig, remoteServerConfig } from './serverRender.mjs';
import { deterministicStyledIds } from './styledIds.mjs';

/** @typedef {import('vite').Plugin} Plugin */
/** @typedef {import('@mindset/shared-ui').AreaRoute} AreaRoute */
/**
 * A remote's name. Any name: a new area is released, and mounted by the shell, without a new shell or
 * shared-ui (docs/decisions/0111-areas-from-the-registry.md).
 * @typedef {string} RemoteName
 */
/** @typedef {import('@mindset/shared-ui/release').HostOffer} HostOffer */
/** @typedef {import('@mindset/shared-ui/release').ReleaseManifest} ReleaseManifest */
/** @typedef {import('@mindset/shared-ui/release').SharedDeclaration} SharedDeclaration */
/** @typedef {import('./releaseChecks.d.mts').BuiltRelease} BuiltRelease */
/** @typedef {import('./releaseChecks.d.mts').BuiltHostOffer} BuiltHostOffer */

/** shared-ui's package name: what the shell and remotes import. */
const SHARED_UI_PACKAGE = '@mindset/shared-ui';
/**
 * The name shared-ui is shared and declared under, whatever its package is called: a shell and a
 * remote find each other's copy by this name, and the release checks look it up by it, so a shell
 * built before the package was renamed and a remote built after it (or the reverse) still share one
 * (docs/decisions/0035-shared-ui-share-name.md).
 */
const SHARED_UI_SHARE_NAME = 'shared-ui';

/**
 * One instance each per page, whatever is loaded (docs/architecture.md). React Router is not listed: it
 * travels inside shared-ui (see routerThroughSharedUi), which keeps it one instance and lets it be
 * tree-shaken; a shared package on its own is not.
 */
const SHARED_SINGLETONS = ['react', 'react-dom', 'styled-components', 'zustand'];

/** The remotes a host build registers up front; others are registered when the page first loads them. */
const REMOTE_NAMES = ['marketing', 'learning', 'contests', 'community', 'collab'];

const ROUTER_VIA_SHARED_UI = '\0mindset:react-router-via-shared-ui';

/** @param {string} file @returns {Record<string, unknown>} */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Where a package's package.json is, as the project at `projectRoot` resolves it: found as a package,
 * never by folder, so a project that installs its packages from a registry builds the same.
 * @param {string} projectRoot @param {string} name
 */
function packageJsonPath(projectRoot, name) {
  return createRequire(path.join(projectRoot, 'package.json')).resolve(`${name}/package.json`);
}

/** @param {string} projectRoot @param {string} name */
function installedVersion(projectRoot, name) {
  return String(readJson(packageJsonPath(projectRoot, name)).version);
}

/**
 * At build time every `import … from 'react-router'` outside shared-ui resolves to the same names
 * re-exported by the shared-ui singleton, so each page has one router instance; shared-ui itself
 * gets React Router's production build (its package exports point bundlers at the development one).
 * Both are looked up from the project being built.
 * @returns {Plugin}
 */
function routerThroughSharedUi() {
  let sharedUiDir = '';
  let routerProductionBuild = '';
  /** @type {string[]} */
  let names = [];
  return {
    name: 'mindset:router-through-shared-ui',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      const sharedUiPackageJson = packageJsonPath(config.root, SHARED_UI_PACKAGE);
      sharedUiDir = path.dirname(sharedUiPackageJson) + path.sep;
      const routerPackageJson = createRequire(sharedUiPackageJson).resolve('react-router/package.json');
      routerProductionBuild = path.join(path.dirname(routerPackageJson), 'dist/production/index.mjs');
      const routerModule = readFileSync(path.join(sharedUiDir, 'src/router.ts'), 'utf8');
      names = (/export \{([^}]*)\} from 'react-router'/.exec(routerModule)?.[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (!names.length) throw new Error(`${SHARED_UI_PACKAGE}'s src/router.ts lists no React Router exports`);
    },
    resolveId(source, importer) {
      if (source !== 'react-router' && source !== 'react-router-dom') return null;
      if (importer?.startsWith(sharedUiDir)) return routerProductionBuild;
      return ROUTER_VIA_SHARED_UI;
    },
    load(id) {
      if (id !== ROUTER_VIA_SHARED_UI) return null;
      return `import { ${names.join(', ')} } from '${SHARED_UI_PACKAGE}';\nexport { ${names.join(', ')} };\n`;
    },
  };
}

/**
 * What the federation shares: the singletons, and shared-ui under its share name, found by package.
 * @param {() => string | undefined} sharedUiVersion the version a host registers it under (read once the build runs)
 */
function sharedLibraries(sharedUiVersion = () => undefined) {
  const sharedUi = {
    packagePath: SHARED_UI_PACKAGE,
    get version() {
      return sharedUiVersion();
    },
  };
  return [...SHARED_SINGLETONS, { [SHARED_UI_SHARE_NAME]: sharedUi }];
}

/**
 * The federation plugin shares an import under the specifier it is written with, so each import of
 * shared-ui's package is renamed to its share name just before the plugin rewrites it (both run last,
 * this one first).
 * @type {Plugin}
 */
const importSharedUiByShareName = {
  name: 'mindset:import-shared-ui-by-share-name',
  apply: 'build',
  enforce: 'post',
  transform(code) {
    if (!code.includes(SHARED_UI_PACKAGE)) return null;
    const sources = this.parse(code)
      .body.flatMap((node) =>
        node.type === 'ImportDeclaration' && node.source.value === SHARED_UI_PACKAGE ? [node.source] : [],
      )
      .reverse();
    if (!sources.length) return null;
    let renamed = code;
    for (const { start, end } of sources) {
      renamed = `${renamed.slice(0, start)}'${SHARED_UI_SHARE_NAME}'${renamed.slice(end)}`;
    }
    // Only specifiers change, on their own lines: the existing source map still holds.
    return { code: renamed, map: null };
  },
};

/**
 * Records every shared-ui export a remote's code imports, for its release manifest: the release
 * checks refuse a host whose shared-ui lacks one (docs/decisions/0072-checks-from-what-was-built.md).
 * React Router's names count too, since they travel inside shared-ui (routerThroughSharedUi). Runs
 * on the built JavaScript, after types are gone, so a type-only import asks nothing of the host.
 * @returns {{ plugin: Plugin, imports: Set<string> }}
 */
function sharedUiImportsOfRemote() {
  /** @type {Set<string>} */
  const imports = new Set();
  let sharedUiDir = '';
  const sources = new Set([SHARED_UI_PACKAGE, SHARED_UI_SHARE_NAME]);
  const routerSources = new Set(['react-router', 'react-router-dom']);
  return {
    imports,
    plugin: {
      name: 'mindset:shared-ui-imports-of-remote',
      apply: 'build',
      enforce: 'post',
      configResolved(config) {
        sharedUiDir = path.dirname(packageJsonPath(config.root, SHARED_UI_PACKAGE)) + path.sep;
      },
      buildStart() {
        imports.clear();
      },
      transform(code, id) {
        // shared-ui's own modules (a remote's fallback copy) and the router module that re-exports
        // every router name ask nothing of the host's copy themselves.
        if (id === ROUTER_VIA_SHARED_UI || id.startsWith(sharedUiDir)) return null;
        if (!code.includes(SHARED_UI_SHARE_NAME) && !code.includes('react-router')) return null;
        for (const node of this.parse(code).body) {
          if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue;
          const source = node.source?.value;
          if (typeof source !== 'string' || !(sources.has(source) || routerSources.has(source))) continue;
          for (const specifier of node.specifiers) {
            if (specifier.type === 'ImportSpecifier' || specifier.type === 'ExportSpecifier') {
              const imported = specifier.type === 'ImportSpecifier' ? specifier.imported : specifier.local;
              imports.add(imported.type === 'Identifier' ? imported.name : String(imported.value));
            } else if (specifier.type === 'ImportDefaultSpecifier') imports.add('default');
          }
        }
        return null;
      },
    },
  };
}

const testConfig = {
  environment: 'jsdom',
  globals: true,
  setupFiles: [fileURLToPath(new URL('./vitest.setup.mjs', import.meta.url))],
  css: false,
};

/** @typedef {{ getModuleInfo(id: string): { importedIds: readonly string[] } | null }} ModuleGraph */

/**
 * A Rolldown code-splitting group: the modules it captures become one chunk.
 * @typedef {{ name: string | ((id: string, graph: ModuleGraph) => string | null), test?: RegExp, priority?: number }} ChunkGroup
 */

/**
 * Placed after the federation plugin, whose manualChunks only named shared packages' chunks: with
 * code-splitting groups set, Rolldown ignores it and would warn on every build.
 * @type {Plugin}
 */
const dropFederationManualChunks = {
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
 * @param {ChunkGroup[]} groups
 */
function buildConfig(groups) {
  return {
    // Top-level await in the federation runtime needs esnext; Vite 8's default minifier breaks remoteEntry.js.
    target: 'esnext',
    minify: /** @type {const} */ ('esbuild'),
    cssCodeSplit: false,
    modulePreload: /** @type {const} */ (false),
    rolldownOptions: { output: { codeSplitting: { groups } } },
  };
}

/**
 * The host's first load: React and React DOM with the scheduler, and the federation import function.
 * Nothing that awaits a shared module may join them: the shared chunks import this one, and a
 * top-level await on each other would never settle.
 * @type {ChunkGroup}
 */
const HOST_RUNTIME_GROUP = {
  name: 'runtime',
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|__federation_fn_import/,
};

/**
 * What a remote's own fallback copies of shared packages import (used when the host's version does
 * not satisfy the remote's). It must stay out of the App chunk: the App chunk awaits shared packages
 * at its top level, so a fallback importing from it would wait on its own importer for ever.
 * zustand's middleware (persist) is not itself shared: shared-ui's visitor store and an area's own
 * stores both import it, so in the App chunk it would make a fallback shared-ui wait on that chunk.
 * Likewise Vite's preload helper, which shared-ui's on-demand import of the contract calls.
 */
const FEDERATION_RUNTIME =
  /__federation_fn_import|preload-helper|node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)|node_modules[\\/]zustand[\\/].*middleware/;
/** The member contract and zod/mini under it: shared-ui and an area's screens both parse with it. */
const MEMBER_WIRE = /node_modules[\\/]zod[\\/]|[\\/]member-contract[\\/]src[\\/]/;

/**
 * The fallback's chunk. The member wire joins it only when the App's first load imports it anyway;
 * an area whose member side loads on demand keeps it out of a guest's first load (it then shares a
 * lazy chunk with shared-ui's on-demand import, which never waits on the App chunk).
 * @param {(id: string, graph: ModuleGraph) => boolean} inApp
 * @returns {ChunkGroup}
 */
function remoteFederationGroup(inApp) {
  return {
    name: (id, graph) =>
      FEDERATION_RUNTIME.test(id) || (MEMBER_WIRE.test(id) && inApp(id, graph)) ? 'federation' : null,
    priority: 1,
  };
}

/**
 * A remote's App and every module it imports statically, in one chunk: its landing screen needs
 * them all at once. Lazy screens keep their own chunks and import shared pieces from this one.
 * The App module's id is known once Vite has resolved the remote's root (see the plugin below).
 * @returns {{ group: ChunkGroup, plugin: Plugin, inApp: (id: string, graph: ModuleGraph) => boolean }}
 */
function remoteAppChunk() {
  let appId = '';
  /** @type {Set<string> | null} */
  let closure = null;
  /** @param {string} id @param {ModuleGraph} graph @param {Set<string>} into */
  const collect = (id, graph, into) => {
    if (into.has(id)) return;
    into.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) collect(imported, graph, into);
  };
  /** @param {string} id @param {ModuleGraph} graph */
  const inApp = (id, graph) => {
    if (!closure) {
      closure = new Set();
      collect(appId, graph, closure);
    }
    return closure.has(id);
  };
  return {
    inApp,
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
    group: { name: (id, graph) => (inApp(id, graph) ? 'App' : null) },
  };
}

/** Written next to remoteEntry.js; the shell's server reads it under this name (tooling/serve.mjs). */
const FIRST_LOAD_FILE = 'first-load.json';
/** Written at the root of a build: what the release CLI publishes and the registry records. */
const RELEASE_MANIFEST_FILE = 'mf-manifest.json';
/** Written at the root of the shell's build: the shared versions it offers (checked by the release CLI). */
const HOST_OFFER_FILE = 'host-offer.json';

/**
 * Libraries that must be one instance per page, whatever the versions: a second React or router
 * breaks hooks and context, a second shared-ui a second theme and toast store. zustand is shared to
 * save bytes but each area has its own stores, so a remote may bring its own copy.
 */
const STRICT_SINGLETONS = new Set(['react', 'react-dom', 'react-router', 'styled-components']);
/** Declared in manifests: the federated singletons plus React Router, which travels inside shared-ui. */
const DECLARED_LIBRARIES = ['react', 'react-dom', 'react-router', 'styled-components', 'zustand'];

/**
 * What a project was built with: each shared library's installed version and accepted range.
 * @param {string} projectRoot
 * @returns {{ sharedUi: string, shared: Record<string, SharedDeclaration> }}
 */
function sharedDeclarations(projectRoot) {
  const dependencies = /** @type {Record<string, string>} */ (
    readJson(path.join(projectRoot, 'package.json')).dependencies ?? {}
  );
  const sharedUi = installedVersion(projectRoot, SHARED_UI_PACKAGE);
  /** @type {Record<string, SharedDeclaration>} */
  const shared = {};
  for (const name of DECLARED_LIBRARIES) {
    const version = installedVersion(projectRoot, name);
    shared[name] = {
      version,
      requiredVersion: dependencies[name] ?? `^${version}`,
      strictVersion: STRICT_SINGLETONS.has(name),
    };
  }
  shared[SHARED_UI_SHARE_NAME] = { version: sharedUi, requiredVersion: `^${sharedUi}`, strictVersion: true };
  return { sharedUi, shared };
}

/**
 * The shared versions a host build offers to remotes.
 * @param {string} projectRoot
 * @returns {HostOffer}
 */
function hostOffer(projectRoot) {
  const { sharedUi, shared } = sharedDeclarations(projectRoot);
  return { sharedUi, shared: Object.fromEntries(Object.entries(shared).map(([name, { version }]) => [name, version])) };
}

/**
 * A remote's release manifest (after Module Federation 2.0's mf-manifest.json): its name, a release
 * id hashed from the built files and the rest of the manifest, the shared-ui contract and library ranges it needs, the routes it
 * owns and its first-load files. Written once the bundle is final, so the id hashes what ships.
 * Also writes first-load.json next to remoteEntry.js: the exposed App chunk and everything it imports
 * statically, which the shell's server turns into modulepreload links.
 * @param {RemoteName} name
 * @param {readonly AreaRoute[]} routes
 * @param {ReadonlySet<string>} sharedUiImports what the remote's code imports from shared-ui (sharedUiImportsOfRemote)
 * @returns {Plugin}
 */
function remoteReleaseManifest(name, routes, sharedUiImports) {
  let projectRoot = '';
  return {
    name: 'mindset:remote-release-manifest',
    apply: 'build',
    configResolved(config) {
      projectRoot = config.root;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(projectRoot, 'dist');
      const outputs = Object.values(bundle);
      const chunks = outputs.filter((output) => output.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.fileName.endsWith('remoteEntry.js'));
      const expose = chunks.find((chunk) => chunk.name === '__federation_expose_App');
      if (!entry || !expose)
        throw new Error('remoteReleaseManifest: no remoteEntry.js or exposed App chunk in the bundle');
      /** @type {Set<string>} */
      const files = new Set();
      /** @param {string} fileName */
      const visit = (fileName) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        byFileName.get(fileName)?.imports.forEach(visit);
      };
      visit(expose.fileName);
      const entryDir = path.posix.dirname(entry.fileName);
      // Smallest first, as the host orders its own preloads.
      const firstLoad = [...files]
        .sort((a, b) => (byFileName.get(a)?.code.length ?? 0) - (byFileName.get(b)?.code.length ?? 0))
        .map((file) => path.posix.relative(entryDir, file));
      writeFileSync(path.join(outDir, entryDir, FIRST_LOAD_FILE), JSON.stringify({ files: firstLoad }));

      // Everything the manifest says but when it was built, then the files: a rebuild that changes
      // only a declared range or a route's title is another release (decision 0073).
      const described = {
        remote: name,
        entry: entry.fileName,
        ...sharedDeclarations(projectRoot),
        sharedUiImports: [...sharedUiImports].sort(),
        routes: [...routes],
        firstLoad,
      };
      const hash = createHash('sha256').update(JSON.stringify(described));
      for (const output of [...outputs].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        hash.update(output.fileName);
        hash.update(output.type === 'chunk' ? output.code : output.source);
      }
      // Any area's name, not shared-ui's first five (decision 0111).
      /** @type {Omit<ReleaseManifest, 'remote'> & { remote: RemoteName } & BuiltRelease} */
      const manifest = {
        schemaVersion: 1,
        releaseId: hash.digest('hex').slice(0, 12),
        builtAt: new Date().toISOString(),
        ...described,
      };
      writeFileSync(path.join(outDir, RELEASE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/**
 * A remote's Vite and Vitest configuration; with `vite build --ssr`, its server build instead (a plain
 * configuration without federation, for the release step's prerender: decision 0095).
 * @param {{ name: RemoteName, port: number, routes: readonly AreaRoute[], prerender?: readonly string[] }} options
 *   `routes`: the paths the remote owns (its `src/app/routes.meta.ts`), written into its release manifest;
 *   `prerender`: the public pages its release renders to HTML (same for every visitor, no parameters)
 * @returns {import('vitest/config').ViteUserConfigFnObject}
 */
export function defineRemoteConfig({ name, port, routes, prerender = [] }) {
  const appChunk = remoteAppChunk();
  const sharedUiImports = sharedUiImportsOfRemote();
  return ({ command, isSsrBuild }) =>
    isSsrBuild ? remoteServerConfig({ root: process.cwd(), prerender }) : remoteClientConfig({ command });

  /** @param {{ command: string }} env */
  function remoteClientConfig({ command }) {
    return {
      plugins: [
        routerThroughSharedUi(),
        react(),
        deterministicStyledIds(),
        appChunk.plugin,
        remoteReleaseManifest(name, routes, sharedUiImports.imports),
        sharedUiImports.plugin,
        importSharedUiByShareName,
        command === 'build'
          ? federation({
              name: `mfe_${name}`,
              filename: 'remoteEntry.js',
              exposes: { './App': './src/app/App.tsx' },
              shared: sharedLibraries(),
            })
          : null,
        dropFederationManualChunks,
      ],
      build: buildConfig([remoteFederationGroup(appChunk.inApp), appChunk.group]),
      // A remote's page runs on the shell's origin: assets imported from JS must resolve against the
      // remote's own chunk URL, not the page's.
      experimental: {
        /** @param {string} filename @param {{ hostType: 'js' | 'css' | 'html' }} context */
        renderBuiltUrl(filename, { hostType }) {
          return hostType === 'js'
            ? { runtime: `new URL(${JSON.stringify(filename.replace(/^assets\//, './'))}, import.meta.url).href` }
            : { relative: true };
        },
      },
      // The remote's port everywhere: <NAME>_PORT (as tooling/areas.mjs), DEV_PORT for this dev server alone.
      server: {
        port: Number(process.env.DEV_PORT ?? process.env[`${name.toUpperCase()}_PORT`] ?? port),
        strictPort: true,
      },
      test: testConfig,
    };
  }
}

/**
 * The shared versions this shell offers, read from the project being built or tested: the loader
 * refuses a remote that needs others before running it (`__HOST_OFFER__`), and a build writes them to
 * host-offer.json, which the release CLI checks remotes against.
 * @param {(offer: HostOffer) => void} onOffer
 * @returns {Plugin}
 */
function hostOfferOfProject(onOffer) {
  /** @type {HostOffer | null} */
  let offer = null;
  return {
    name: 'mindset:host-offer',
    config(config) {
      offer = hostOffer(path.resolve(config.root ?? process.cwd()));
      onOffer(offer);
      return { define: { __HOST_OFFER__: JSON.stringify(offer) } };
    },
    generateBundle(_options, bundle) {
      // The exports of the shared-ui this build ships, as bundled: what remotes will find at run time.
      const sharedUiChunk = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.name === `__federation_shared_${SHARED_UI_SHARE_NAME}`,
      );
      if (sharedUiChunk?.type !== 'chunk') throw new Error('hostOfferOfProject: no shared-ui chunk in the bundle');
      /** @type {BuiltHostOffer | null} */
      const builtOffer = offer && { ...offer, sharedUiExports: [...sharedUiChunk.exports].sort() };
      this.emitFile({ type: 'asset', fileName: HOST_OFFER_FILE, source: `${JSON.stringify(builtOffer, null, 2)}\n` });
    },
  };
}

/**
 * The chunks every page of the host loads: the entry's, and the shared libraries' the federation
 * runtime asks for, with what they import statically. A chunk reached only through a dynamic import
 * (a member's wire schemas) is left to that import: a guest never needs it.
 * @param {import('vite').Rollup.OutputBundle} bundle
 */
function chunksOfEveryPage(bundle) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** @type {Set<import('vite').Rollup.OutputChunk>} */
  const needed = new Set();
  /** @param {import('vite').Rollup.OutputChunk | undefined} chunk */
  const visit = (chunk) => {
    if (!chunk || needed.has(chunk)) return;
    needed.add(chunk);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry || chunk.name.startsWith('__federation_shared_')) visit(chunk);
  return [...needed];
}

/**
 * The shell's first load: the chunks every page needs, which the federation runtime discovers only
 * after the entry runs. Preloading them from the HTML removes those round trips.
 * @type {Plugin}
 */
const hostFirstLoad = {
  name: 'mindset:host-first-load',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      // Everything but the entry the HTML already loads: shared libraries, the federation runtime.
      // Smallest first: each finishes in a round trip and hands its open connection on to a large
      // one (measured with `npm run perf`: the lowest LCP of the orders tried).
      const chunks = chunksOfEveryPage(context.bundle ?? {})
        .filter((chunk) => !html.includes(chunk.fileName))
        .sort((a, b) => a.code.length - b.code.length);
      return chunks.map((chunk) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
        injectTo: /** @type {const} */ ('head'),
      }));
    },
  },
};

/**
 * The shell's Vite and Vitest configuration; with `vite build --ssr`, its server build instead (the
 * chrome and not-found screen its build prerenders: decision 0185).
 * @param {{ port: number }} options
 * @returns {import('vitest/config').ViteUserConfigFnObject}
 */
export function defineHostConfig({ port }) {
  return ({ isSsrBuild }) => {
    if (isSsrBuild) return hostServerConfig({ root: process.cwd() });
    /** @type {HostOffer | null} */
    let offer = null;
    return {
      plugins: [
        routerThroughSharedUi(),
        hostOfferOfProject((offered) => (offer = offered)),
        hostFirstLoad,
        react(),
        deterministicStyledIds(),
        importSharedUiByShareName,
        federation({
          name: 'shell',
          // Placeholders only: the real locations come from the runtime manifest (setRemote at load time).
          remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/unset/${name}/remoteEntry.js`])),
          // Registered under the version the shell offers.
          shared: sharedLibraries(() => offer?.sharedUi),
        }),
        dropFederationManualChunks,
      ],
      build: buildConfig([HOST_RUNTIME_GROUP]),
      server: { port, strictPort: true },
      test: testConfig,
    };
  };
}
