/**
 * Shutdown as `npm start` runs it, from the production build (no tsx): SIGTERM with members' live
 * sockets open must turn the instance not ready, tell the sockets to reconnect elsewhere (1001),
 * write their presence, stop the jobs and only then close the database, logging no error (it used
 * to log "Cannot use a pool after calling end" from the presence writes of closing sockets).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const ORIGIN = 'http://localhost:5173';
const logLine = z.object({ level: z.number(), msg: z.string() });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

it('drains the built service: live sockets told to reconnect, jobs stopped before the database, no error logged', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-shutdown-'));
  // Inside the package, so the bundle finds its npm packages as dist/main.js does.
  const buildDir = path.join(packageDir, '.data', 'test', `build-${process.pid}`);
  execFileSync(process.execPath, ['../service-kit/build.mjs', 'src/main.ts', '--outdir', buildDir], {
    cwd: packageDir,
    stdio: 'ignore',
  });
  const port = await freePort();
  const database = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: `member_test_shutdown_${process.pid}` }
    : { PGLITE_DIR: dataDir };
  const child = spawn(process.execPath, [path.join(buildDir, 'main.js')], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      MEMBER_PORT: String(port),
      MEMBER_FILES_DIR: path.join(dataDir, 'files'),
      ALLOWED_ORIGINS: ORIGIN,
      JOB_INTERVAL_MS: '100',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${base}/health/ready`).then(
            (answer) => answer.ok,
            () => false,
          ),
        { timeout: 100_000, interval: 250 },
      )
      .toBe(true);
    const joined = await fetch(`${base}/api/members/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'Shut Down', email: 'shut.down@example.org', password: 'long enough' }),
    });
    const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const sockets = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/members/live`, {
          headers: { origin: ORIGIN, cookie },
        });
        await new Promise((resolve) => socket.once('message', resolve));
        socket.send(JSON.stringify({ type: 'subscribe', topics: ['feed', 'presence'] }));
        return socket;
      }),
    );
    const closeCodes = sockets.map((socket) => new Promise<number>((resolve) => socket.once('close', resolve)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await Promise.all(closeCodes)).toEqual([1001, 1001, 1001, 1001]);
    const errors = output
      .split('\n')
      .flatMap((line) => {
        const parsed = logLine.safeParse(JSON.parse(line.startsWith('{') ? line : 'null'));
        return parsed.success && parsed.data.level >= 50 ? [parsed.data.msg] : [];
      })
      .concat(output.includes('Cannot use a pool') ? ['Cannot use a pool after calling end'] : []);
    expect(errors).toEqual([]);
    expect(output.indexOf('"msg":"draining: not ready"')).toBeLessThan(output.indexOf('"msg":"drained"'));
    expect(output.indexOf('"msg":"draining: not ready"')).toBeGreaterThanOrEqual(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await rm(buildDir, { recursive: true, force: true });
  }
}, 150_000);
