// Forwards the site's /api/members/* requests (HTTP and WebSocket upgrades) to member-service, so the
// browser talks to its own origin: the session cookie stays first-party and SameSite=Lax holds.
// In production an ingress does the same. Target: MEMBER_SERVICE_URL, else 127.0.0.1:MEMBER_PORT.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export const memberPort = Number(process.env.MEMBER_PORT ?? 4343);
export const MEMBER_PATH_PREFIX = '/api/members';

// A member-service that does not answer in time costs one request an error, never a hung socket.
const CONNECT_TIMEOUT_MS = 5_000;
const RESPONSE_TIMEOUT_MS = 30_000;

// Hop-by-hop headers belong to one connection and are not forwarded (RFC 9110, section 7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

export function memberServiceUrl() {
  return new URL(process.env.MEMBER_SERVICE_URL ?? `http://127.0.0.1:${memberPort}`);
}

/** Where payment-service finds the keys that verify member identity tokens (MEMBER_JWKS_URL). */
export function memberJwksUrl() {
  return new URL(`${MEMBER_PATH_PREFIX}/.well-known/jwks.json`, memberServiceUrl()).href;
}

export function isMemberPath(url) {
  const path = (url ?? '').split('?')[0];
  return path === MEMBER_PATH_PREFIX || path.startsWith(`${MEMBER_PATH_PREFIX}/`);
}

function forwardedHeaders(req, keepUpgrade) {
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP)
    if (!(keepUpgrade && (name === 'connection' || name === 'upgrade'))) delete headers[name];
  // Replaced, never appended: this proxy is the site's edge, so whatever a client wrote there is made
  // up, and member-service (TRUST_PROXY naming this proxy) takes this one entry as the client.
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  return headers;
}

function upstreamRequest(req, target, headers) {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return send({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: req.method,
    path: req.url,
    headers,
    timeout: CONNECT_TIMEOUT_MS,
  });
}

function unavailable(res) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: 'The member service is not reachable right now. Please try again in a moment.' }));
}

/** Streams one HTTP request to member-service and its answer back; a 502 {error} when it is down. */
export function forwardMemberRequest(req, res, target = memberServiceUrl()) {
  const upstream = upstreamRequest(req, target, forwardedHeaders(req, false));
  upstream.on('socket', (socket) => socket.setTimeout(RESPONSE_TIMEOUT_MS));
  upstream.on('timeout', () => upstream.destroy(new Error('member-service timed out')));
  upstream.on('response', (answer) => {
    const headers = { ...answer.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    res.writeHead(answer.statusCode ?? 502, headers);
    answer.pipe(res);
  });
  upstream.on('error', () => unavailable(res));
  req.pipe(upstream);
}

/** Passes a WebSocket upgrade through: the handshake, then the raw bytes both ways. */
export function forwardMemberUpgrade(req, socket, head, target = memberServiceUrl()) {
  const upstream = upstreamRequest(req, target, forwardedHeaders(req, true));
  upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
    // Either side closing (or failing) closes the other, so no half-open socket is left behind.
    upstreamSocket.on('close', () => socket.destroy());
    socket.on('close', () => upstreamSocket.destroy());
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('error', () => upstreamSocket.destroy());
  });
  // The service answered without upgrading (401, 404): pass that answer on and close.
  upstream.on('response', (answer) => {
    socket.write(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\nconnection: close\r\n\r\n`);
    socket.destroy();
  });
  upstream.on('timeout', () => upstream.destroy(new Error('member-service timed out')));
  upstream.on('error', () => {
    socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });
  upstream.end();
}

/** The hook for the site's server: takes /api/members/* (HTTP and upgrades) and leaves the rest. */
export function attachMemberProxy(server) {
  server.on('upgrade', (req, socket, head) => {
    if (isMemberPath(req.url)) forwardMemberUpgrade(req, socket, head);
    else socket.destroy();
  });
  return (req, res) => {
    if (!isMemberPath(req.url)) return false;
    forwardMemberRequest(req, res);
    return true;
  };
}
