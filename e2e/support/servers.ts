import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForPort(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Nothing answered at ${url}`);
}

/**
 * Added to every port a test chooses (E2E_PORT_OFFSET), so a second copy of the suite (the skew gate
 * beside a running site) binds ports of its own.
 */
export const testPort = (port: number) => port + Number(process.env.E2E_PORT_OFFSET ?? 0);

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts `tooling/serve.mjs` for one part, as a deployment of it would run, on a port of the test's choosing. */
export async function serveArea(
  area: string,
  { port: chosenPort, dist, env = {} }: { port: number; dist?: string; env?: Record<string, string> },
): Promise<RunningServer> {
  const port = testPort(chosenPort);
  const url = `http://localhost:${port}`;
  // A server left over from an earlier run would answer in place of this one, with its own releases.
  const leftover = await fetch(url).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`Port ${port} is already in use: stop what listens there before running this test`);
  const args = ['tooling/serve.mjs', area, '--port', String(port)];
  if (dist) args.push('--dist', dist);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  await waitForPort(url);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A stand-in remote whose ./App throws while rendering: how the shell treats a broken area. */
export async function serveBrokenRemote(chosenPort: number, message: string): Promise<RunningServer> {
  const port = testPort(chosenPort);
  const entry = `
    export function init() {}
    export async function get() {
      return () => ({ __esModule: true, default: function BrokenApp() { throw new Error(${JSON.stringify(message)}); } });
    }`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    response.end(entry);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}/remoteEntry.js`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
