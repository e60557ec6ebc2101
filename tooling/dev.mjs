#!/usr/bin/env node
// Development of the whole site, served as in production so federation behaves exactly as deployed:
// every part is built once, then rebuilt when its sources change and released like a deployment
// (remotes into a new release, the shell built aside and swapped in), so the site stays up through
// every edit and a broken build leaves the last good release live. For hot reload inside one area,
// run that remote alone: `npm run dev -w mfe-<name>`.
//   node tooling/dev.mjs                 every part and the payment service
//   node tooling/dev.mjs shell learning  only those parts (no payment service)
// Each build is a fresh `vite build`: the federation plugin cannot rebuild in watch mode (its shared
// chunks are emitted once per build and the cached import map refers to the first build's ids).
import { spawn } from 'node:child_process';
import { readdirSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import { areas, paymentPort, remoteNames, rootDir, serviceDatabaseEnv } from './areas.mjs';
import { memberJwksUrl, memberPort } from './memberProxy.mjs';

const requested = process.argv.slice(2);
const parts = requested.length ? requested : Object.keys(areas);
for (const part of parts) {
  if (!areas[part]) {
    console.error(`Unknown part "${part}". One of: ${Object.keys(areas).join(', ')}`);
    process.exit(2);
  }
}
const children = new Set();
// A shared-ui being edited may not match its API report yet: releases warn instead of refusing.
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', RELEASE_API_REPORT: 'warn' };

function start(name, command, args, { cwd = rootDir, quiet = false, extraEnv = {} } = {}) {
  const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const prefix = `[${name}] `;
  const relay = (stream, out) =>
    stream.on('data', (data) => {
      const text = data.toString().trimEnd();
      if (!quiet || /error|refused|fail/i.test(text)) out.write(`${prefix}${text.split('\n').join(`\n${prefix}`)}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code ?? 1);
    });
  });
}

const cli = path.join(rootDir, 'tooling/releases/cli.mjs');
const vite = path.join(rootDir, 'node_modules/vite/bin/vite.js');

/** Builds one part and releases it; resolves true when the new build is live. */
async function buildAndRelease(part) {
  const startedAt = Date.now();
  let code;
  if (part === 'shell') {
    code = await start('shell:build', process.execPath, [cli, 'release', 'shell'], { quiet: true });
  } else {
    const cwd = path.join(rootDir, areas[part].dir);
    const distDir = path.join(rootDir, '.dev-builds', part);
    code = await start(
      `${part}:build`,
      process.execPath,
      [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd,
        quiet: true,
      },
    );
    if (code === 0) code = await start(`${part}:release`, process.execPath, [cli, 'release', part, '--dist', distDir]);
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    code === 0 ? `[${part}] live (${seconds} s)` : `[${part}] build failed: the last good release stays live`,
  );
  return code === 0;
}

/** One build at a time per part; a change during a build asks for one more afterwards. */
const queue = new Map();
function rebuild(part) {
  const state = queue.get(part) ?? { running: null, again: false };
  queue.set(part, state);
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    do {
      state.again = false;
      await buildAndRelease(part);
    } while (state.again);
    state.running = null;
  })();
  return state.running;
}

/** Which parts an edited file affects: its own package, or every part for shared code. */
function partsFor(file) {
  const [top] = file.split(path.sep);
  if (top === 'shared-ui' || top === 'federation-config') return parts;
  return parts.filter((part) => areas[part].dir === top);
}

const IGNORED =
  /(^|[\\/])(node_modules|dist|\.dev-builds|\.release-candidate|\.release-previous|releases)([\\/]|$)|\.test\.tsx?$/;

// The shell first: remotes are checked against the shell being served.
const order = [...parts].sort((a, b) => (a === 'shell' ? -1 : b === 'shell' ? 1 : 0));
for (const part of order) await rebuild(part);

for (const part of parts) {
  const serveArgs = [path.join(rootDir, 'tooling/serve.mjs'), part];
  start(part, process.execPath, serveArgs);
}
// Development runs the sandbox provider unless a Stripe key (or another choice) is given.
const paymentProvider = process.env.PAYMENT_PROVIDER || (process.env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
env.PAYMENT_PROVIDER = paymentProvider;
env.MEMBER_JWKS_URL ||= memberJwksUrl();
if (!requested.length) {
  start('payment', 'npm', ['run', 'dev', '-w', 'payment-service'], { extraEnv: serviceDatabaseEnv('payment') });
  start('members', 'npm', ['run', 'dev', '-w', 'member-service'], { extraEnv: serviceDatabaseEnv('members') });
}

/**
 * Watches every folder under `dir` on its own (not one recursive watch: on Linux that follows files,
 * and loses one an editor or git replaces by renaming), including folders created later.
 */
function watchTree(dir, onChange) {
  const watched = new Set();
  const add = (folder) => {
    if (watched.has(folder) || IGNORED.test(path.relative(rootDir, folder))) return;
    watched.add(folder);
    watch(folder, (_event, name) => {
      if (!name) return;
      const file = path.join(folder, name.toString());
      const relative = path.relative(rootDir, file);
      if (IGNORED.test(relative)) return;
      try {
        if (statSync(file).isDirectory()) add(file);
      } catch {
        // gone
      }
      onChange(relative);
    });
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) add(path.join(folder, entry.name));
    }
  };
  add(dir);
}

const pending = new Map();
for (const dir of new Set([...parts.map((part) => areas[part].dir), 'shared-ui', 'federation-config'])) {
  watchTree(path.join(rootDir, dir), (file) => {
    for (const part of partsFor(file)) {
      // Editors write a file in several steps: wait for them to finish.
      clearTimeout(pending.get(part));
      pending.set(
        part,
        setTimeout(() => rebuild(part), 300),
      );
    }
  });
}

console.log(
  `\n  Mindset platform (dev): open http://localhost:${areas.shell.port}` +
    (requested.length ? '' : `  (payment service on :${paymentPort}, member service on :${memberPort})`) +
    `\n  Edits rebuild and release the part they belong to; remotes: ${remoteNames.filter((name) => parts.includes(name)).join(', ')}\n`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
