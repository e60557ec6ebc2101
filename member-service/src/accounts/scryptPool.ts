import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { httpError } from '@mindset/service-kit';
import { z } from 'zod';

/**
 * scrypt off the event loop (docs/decisions/0079-sign-in-protection.md). `crypto.scrypt` already
 * leaves the main thread, but for libuv's shared pool of four threads, which a burst of sign-ins
 * fills, starving file reads and competing with the event loop for the CPUs. Here a small fixed
 * set of worker threads derives keys one at a time each, at a low CPU priority on Linux (nice 10, which
 * is per thread there), so requests that need no password keep their speed; a bounded queue turns
 * a flood into quick 503s instead of a growing wait.
 */

/** Plain JavaScript, so the workers start the same under tsx, Vitest or a build. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
if (process.platform === 'linux') {
  try { setPriority(10); } catch {}
}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key: new Uint8Array(key) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

const workerAnswer = z.union([
  z.object({ id: z.number(), key: z.instanceof(Uint8Array) }),
  z.object({ id: z.number(), error: z.string() }),
]);

export interface ScryptOptions {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

interface Job {
  id: number;
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

export const HASHING_BUSY = 'Too many people are signing in right now. Please try again in a moment.';

export class ScryptPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    size: number,
    private readonly maxQueued: number,
  ) {
    for (let index = 0; index < size; index += 1) this.idle.push(this.startWorker());
  }

  /** Checks waiting for a worker, and being hashed now (for /metrics). */
  get load(): { queued: number; running: number } {
    return { queued: this.queue.length, running: this.busy.size };
  }

  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the password hashing pool is closed'));
    if (this.queue.length >= this.maxQueued) {
      return Promise.reject(Object.assign(httpError(503, HASHING_BUSY), { cause: 'password hashing queue is full' }));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, password, salt, keyLength, options, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops the workers; what is still queued or running fails. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the password hashing pool closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    for (const job of this.busy.values()) job.reject(new Error('the password hashing pool closed'));
    this.busy.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private startWorker(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // The pool never keeps the process alive: shutdown needs no extra step.
    worker.unref();
    worker.on('message', (message: unknown) => this.finish(worker, message));
    worker.on('error', (error) => this.replace(worker, error));
    worker.on('exit', () => this.replace(worker, new Error('a password hashing worker stopped')));
    return worker;
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop();
      const job = this.queue.shift();
      if (!worker || !job) return;
      this.busy.set(worker, job);
      worker.postMessage({
        id: job.id,
        password: job.password,
        salt: new Uint8Array(job.salt),
        keyLength: job.keyLength,
        options: job.options,
      });
    }
  }

  private finish(worker: Worker, message: unknown): void {
    const job = this.busy.get(worker);
    const answer = workerAnswer.safeParse(message);
    if (!job || !answer.success || answer.data.id !== job.id) return;
    this.busy.delete(worker);
    this.idle.push(worker);
    if ('key' in answer.data) job.resolve(Buffer.from(answer.data.key));
    else job.reject(new Error(answer.data.error));
    this.dispatch();
  }

  /** A worker that failed or exited: its job fails, a new worker takes its place. */
  private replace(worker: Worker, error: Error): void {
    const job = this.busy.get(worker);
    this.busy.delete(worker);
    const idleIndex = this.idle.indexOf(worker);
    if (idleIndex !== -1) this.idle.splice(idleIndex, 1);
    job?.reject(error);
    if (this.closed || (idleIndex === -1 && !job)) return;
    this.idle.push(this.startWorker());
    this.dispatch();
  }
}

/** One worker per CPU but one, at most four: the event loop keeps a CPU to itself. */
export const PASSWORD_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** About twenty seconds of sign-ins at one worker; past that a sign-in is refused at once. */
export const MAX_QUEUED_PASSWORD_CHECKS = 64;
