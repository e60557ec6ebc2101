import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_SITE_URL = 'http://site.test';
const JWKS_PATH = '/api/members/.well-known/jwks.json';
const NOTICES_PATH = '/api/members/internal/notices';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function newSigningKey(kid: string = randomUUID()): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { kid, privateKey, publicKey };
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An identity token as member-service makes one (member-service/src/identity/tokens.ts: EdDSA,
 * audience mindset-services, issuer the site, 5 minutes), with any part overridable to forge one.
 */
export function identityToken(
  key: SigningKey,
  options: { sub?: string; header?: Record<string, unknown>; claims?: Record<string, unknown> } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'EdDSA', kid: key.kid, ...options.header });
  const claims = encode({
    sub: options.sub ?? randomUUID(),
    name: 'Jane Member',
    username: 'jane.member',
    email: 'jane@example.org',
    iss: TEST_SITE_URL,
    aud: 'mindset-services',
    iat: now,
    exp: now + 300,
    ...options.claims,
  });
  const signature = sign(null, Buffer.from(`${header}.${claims}`), key.privateKey).toString('base64url');
  return `${header}.${claims}.${signature}`;
}

/** A request member-service's internal notices route received: its Authorization and its body. */
export interface ReceivedNotices {
  authorization: string | undefined;
  body: unknown;
}

/**
 * member-service's JWKS endpoint on a local port: serves the public keys it is given, counts the
 * requests, and can be told to fail or hang, so the payment service's caching and fail-closed
 * behaviour can be watched from outside. Its internal notices route records what the relay sends
 * and answers 200, 503 or nothing as told.
 */
export async function startFakeMemberService(initialKeys: SigningKey[]) {
  let keys = initialKeys;
  let behaviour: 'serve' | 'fail' | 'hang' = 'serve';
  let noticesBehaviour: 'serve' | 'fail' | 'hang' = 'serve';
  let requests = 0;
  const notices: ReceivedNotices[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === NOTICES_PATH) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        notices.push({
          authorization: request.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        });
        if (noticesBehaviour === 'hang') return;
        if (noticesBehaviour === 'fail') {
          response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":0,"duplicates":0}');
      });
      return;
    }
    if (request.url !== JWKS_PATH) {
      response.writeHead(404).end();
      return;
    }
    requests += 1;
    if (behaviour === 'hang') return;
    if (behaviour === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    const jwks = {
      keys: keys.map(({ kid, publicKey }) => ({
        ...publicKey.export({ format: 'jwk' }),
        kid,
        alg: 'EdDSA',
        use: 'sig',
      })),
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}${JWKS_PATH}`,
    url: `http://127.0.0.1:${port}`,
    /** Every request the notices route received, oldest first. */
    notices,
    setNoticesBehaviour: (next: typeof noticesBehaviour) => {
      noticesBehaviour = next;
    },
    requests: () => requests,
    setKeys: (next: SigningKey[]) => {
      keys = next;
    },
    setBehaviour: (next: typeof behaviour) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeMemberService = Awaited<ReturnType<typeof startFakeMemberService>>;
