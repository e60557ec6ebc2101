#!/usr/bin/env node
// Builds a service for production: its entry point and the workspace packages it imports
// (@mindset/*, which ship TypeScript) into one ES module, dist/main.js, that Node runs without tsx.
// npm packages stay imports, resolved from node_modules at run time as in development (PGlite finds
// its data files beside its own module, sharp its native binary). docs/decisions/0106-built-services.md.
//   build-service [entry, default src/main.ts] [--outdir dist]
import { build } from 'esbuild';

const args = process.argv.slice(2);
const outdirAt = args.indexOf('--outdir');
const outdir = outdirAt === -1 ? 'dist' : args[outdirAt + 1];
const entry = args.find((arg, index) => !arg.startsWith('--') && index !== outdirAt + 1) ?? 'src/main.ts';

/** Every bare import but the workspace's own packages stays external. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (resolved) =>
      resolved.path.startsWith('@mindset/') ? undefined : { path: resolved.path, external: true },
    );
  },
};

const started = Date.now();
await build({
  entryPoints: { main: entry },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
console.info(`built ${entry} into ${outdir}/main.js in ${Date.now() - started} ms`);
