// POST /client-errors on the shell's server: what a page reports when a remote fails (unreachable,
// refused, throwing). Each report becomes one JSON line in the server's log; a real error tracker
// plugs in with CLIENT_ERROR_HOOK=<path of a module exporting report(entry)>.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MAX_BODY_BYTES = 8 * 1024;
const KINDS = new Set(['unreachable', 'refused', 'evaluation', 'render', 'stale-chunk']);
const FIELDS = { remote: 64, releaseId: 64, cause: 2000, page: 500 };

let hook = null;
if (process.env.CLIENT_ERROR_HOOK) {
  const module = await import(pathToFileURL(path.resolve(process.env.CLIENT_ERROR_HOOK)).href);
  if (typeof module.report !== 'function') throw new Error('CLIENT_ERROR_HOOK must export report(entry)');
  hook = module.report;
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The report with only known fields of bounded length, or null when it is not one. */
export function parseClientError(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || !KINDS.has(body.kind)) return null;
  const entry = { kind: body.kind };
  for (const [field, limit] of Object.entries(FIELDS)) {
    if (body[field] === undefined || body[field] === null) continue;
    if (typeof body[field] !== 'string') return null;
    entry[field] = body[field].slice(0, limit);
  }
  return entry.remote ? entry : null;
}

export async function handleClientError(req, res) {
  const text = String(req.headers['content-type'] ?? '').startsWith('application/json') ? await readBody(req) : null;
  const entry = text === null ? null : parseClientError(text);
  if (!entry) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Expected a JSON client-error report');
    return;
  }
  const line = { type: 'client-error', at: new Date().toISOString(), ...entry };
  console.log(JSON.stringify(line));
  if (hook) {
    try {
      await hook(line);
    } catch (error) {
      console.error(`client-error hook failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  res.writeHead(204);
  res.end();
}
