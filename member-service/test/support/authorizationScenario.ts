import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { hashPassword } from '../../src/accounts/passwords';
import { hashToken, sessionCookieName } from '../../src/sessions/sessions';
import { loadConfig } from '../../src/config';
import { Browser, type TestService } from './testApp';

/** The kinds of viewer the authorization matrix asks about, in its column order. */
export const VIEWER_KINDS = [
  'guest',
  'revoked',
  'deleted',
  'self',
  'follower',
  'pending',
  'outsider',
  'blocked',
  'blocker',
  'moderator',
  'suspended',
  'banned',
  'siteowner',
] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

/** The viewers whose account and session still work. */
const SIGNED_IN_KINDS = [
  'self',
  'follower',
  'pending',
  'outsider',
  'blocked',
  'blocker',
  'moderator',
  'suspended',
  'siteowner',
] as const;
export const isSignedIn = (viewer: ViewerKind): viewer is (typeof SIGNED_IN_KINDS)[number] =>
  (SIGNED_IN_KINDS as readonly string[]).includes(viewer);

interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
}

/**
 * The owner (the `self` viewer) has a private account with a photo post, a comment on it, a story,
 * a conversation with their approved follower, a message in #general and a place in the morning
 * voice room. Every other viewer stands in one relation to them.
 */
export interface Scenario {
  service: TestService;
  browsers: Record<ViewerKind, Browser>;
  /** Every viewer's account; the guest's is null. */
  accounts: Record<ViewerKind, Account | null>;
  owner: Account;
  /** A public member related to nobody: credentials for sign-in and reset rows, a third party for blocks. */
  bystander: Account & { browser: Browser };
  post: { id: string; mediaUrl: string; hashtag: string };
  commentId: string;
  storyId: string;
  threadId: string;
  chatMessageId: string;
  /** Marker texts: a response that contains one shows the owner's thing. */
  markers: { caption: string; comment: string; story: string; dm: string; chat: string };
}

let scenarios = 0;
let photo: Promise<Buffer> | null = null;
/** A small PNG, made once. */
export const samplePhoto = () =>
  (photo ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer());

/** Throws with the answer's body unless it succeeded: scenario setup must not fail silently. */
export function succeeded(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return response;
}

/** A second tab of the same browser: the same cookies, but what it is answered does not change the first. */
export function sameCookies(browser: Browser, app: TestService['app']): Browser {
  const copy = new Browser(app);
  copy.cookies = new Map(browser.cookies);
  return copy;
}

/** The password every scenario member has: hashed once, as hashing is slow on purpose. */
const PASSWORD = 'matrix password 1';
let passwordHash: Promise<string> | null = null;
const COOKIE = sessionCookieName(loadConfig({}));

/**
 * A new session for an account, in a browser of its own: the row a sign-in writes, written
 * directly (signing in is proven elsewhere; here it would only spend the password hash's time).
 */
export async function signIn(service: TestService, account: Account): Promise<Browser> {
  const token = randomBytes(32).toString('base64url');
  await service.db.database.query(
    `INSERT INTO sessions (id_hash, member_id, device, expires_at) VALUES ($1, $2, 'Matrix', now() + interval '1 day')`,
    [hashToken(token), account.id],
  );
  const browser = new Browser(service.app);
  browser.cookies.set(COOKIE, token);
  return browser;
}

let bystanders = 0;
/** A public member related to nobody. */
export async function addBystander(service: TestService): Promise<Account & { browser: Browser }> {
  const { account, browser } = await addMember(service, 'bystander', 1_000 + ++bystanders);
  return { ...account, browser };
}

/** A member as joining makes one (without hashing their password again), signed in. */
async function addMember(service: TestService, role: string, n: number) {
  const account = {
    id: randomUUID(),
    username: `${role}.m${n}`,
    email: `${role}.${n}@example.org`,
    password: PASSWORD,
  };
  await service.db.database.query(
    `INSERT INTO members (id, username, name, email, password_hash) VALUES ($1, $2, $3, $4, $5)`,
    [
      account.id,
      account.username,
      `${role[0]?.toUpperCase()}${role.slice(1)} Matrix`,
      account.email,
      await (passwordHash ??= hashPassword(PASSWORD)),
    ],
  );
  return { account, browser: await signIn(service, account) };
}

/** The owner shares a new post (a fresh target for rows that delete or report it). */
export async function ownerShares(scenario: Scenario, caption: string): Promise<string> {
  const response = await scenario.browsers.self.send('POST', '/api/members/community/posts', { caption });
  return succeeded(response, 'sharing').json<{ post: { id: string } }>().post.id;
}

/** The owner says something new in #general. */
export async function ownerChats(scenario: Scenario, text: string): Promise<string> {
  const response = await scenario.browsers.self.send('POST', '/api/members/collab/conversations/general/messages', {
    text,
  });
  return succeeded(response, 'chatting').json<{ message: { id: string } }>().message.id;
}

export async function buildScenario(service: TestService): Promise<Scenario> {
  const n = ++scenarios;
  const { app, db } = service;
  const open = (role: string) => addMember(service, role, n);
  const roles = [
    'owner',
    'follower',
    'pending',
    'outsider',
    'blocked',
    'blocker',
    'moderator',
    'revoked',
    'deleted',
    'suspended',
    'banned',
    'siteowner',
  ];
  const opened = await Promise.all([...roles, 'bystander'].map(open));
  const byRole = Object.fromEntries(roles.map((role, index) => [role, opened[index]!]));
  const of = (role: string) => byRole[role]!;
  const ownerBrowser = of('owner').browser;
  const owner = of('owner').account;

  const { privacy } = (await ownerBrowser.send('GET', '/api/members/me/settings')).json<{ privacy: object }>();
  succeeded(
    await ownerBrowser.send('PUT', '/api/members/me/settings', { privacy: { ...privacy, privateAccount: true } }),
    'making the owner private',
  );
  for (const role of ['follower', 'pending', 'blocked', 'blocker']) {
    succeeded(await of(role).browser.send('PUT', `/api/members/follows/${owner.username}`), `${role} following`);
  }
  for (const role of ['follower', 'blocked', 'blocker']) {
    const { username } = of(role).account;
    succeeded(await ownerBrowser.send('PUT', `/api/members/follows/requests/${username}`), `approving ${role}`);
  }
  succeeded(await ownerBrowser.send('PUT', `/api/members/blocks/${of('blocked').account.username}`), 'blocking');
  succeeded(await of('blocker').browser.send('PUT', `/api/members/blocks/${owner.username}`), 'blocking the owner');
  await db.database.query(`UPDATE members SET role = 'moderator' WHERE id = $1`, [of('moderator').account.id]);
  // The community's owner (the studio's), not the private account's owner the rows ask about.
  await db.database.query(`UPDATE members SET role = 'owner' WHERE id = $1`, [of('siteowner').account.id]);
  // Suspended and banned as a moderator would, but kept signed in: the cookie must be refused or limited.
  await db.database.query(
    `UPDATE members SET suspended_until = now() + interval '1 day', suspension_reason = 'Matrix' WHERE id = $1`,
    [of('suspended').account.id],
  );
  await db.database.query(`UPDATE members SET status = 'banned', ban_reason = 'Matrix' WHERE id = $1`, [
    of('banned').account.id,
  ]);

  const revoked = sameCookies(of('revoked').browser, app);
  succeeded(await of('revoked').browser.send('DELETE', '/api/members/session'), 'signing out');
  const deleted = sameCookies(of('deleted').browser, app);
  succeeded(await of('deleted').browser.send('POST', '/api/members/me/delete'), 'deleting the account');

  const upload = await ownerBrowser.send('POST', '/api/members/community/media', await samplePhoto(), {
    'content-type': 'image/png',
  });
  const media = succeeded(upload, 'uploading').json<{ file: string; url: string }>();
  const hashtag = `matrix${n}`;
  const markers = {
    caption: `The owner’s private post #${hashtag}`,
    comment: `The owner’s comment ${n}`,
    story: `The owner’s story ${n}`,
    dm: `The owner’s message ${n}`,
    chat: `The owner in general ${n}`,
  };
  const shared = await ownerBrowser.send('POST', '/api/members/community/posts', {
    caption: markers.caption,
    media: [{ file: media.file, alt: 'A blue square' }],
  });
  const postId = succeeded(shared, 'sharing').json<{ post: { id: string } }>().post.id;
  const commented = await ownerBrowser.send('POST', `/api/members/community/posts/${postId}/comments`, {
    text: markers.comment,
  });
  const commentId = succeeded(commented, 'commenting').json<{ comment: { id: string } }>().comment.id;
  const story = await ownerBrowser.send('POST', '/api/members/community/stories', {
    kind: 'text',
    text: markers.story,
    background: 'ocean',
  });
  const storyId = succeeded(story, 'adding a story').json<{ id: string }>().id;
  const thread = await ownerBrowser.send('POST', '/api/members/messages/threads', {
    username: of('follower').account.username,
  });
  const threadId = succeeded(thread, 'starting a conversation').json<{ thread: { id: string } }>().thread.id;
  succeeded(
    await ownerBrowser.send('POST', `/api/members/messages/threads/${threadId}`, { text: markers.dm }),
    'messaging',
  );
  const browsers: Record<ViewerKind, Browser> = {
    guest: new Browser(app),
    revoked,
    deleted,
    self: ownerBrowser,
    follower: of('follower').browser,
    pending: of('pending').browser,
    outsider: of('outsider').browser,
    blocked: of('blocked').browser,
    blocker: of('blocker').browser,
    moderator: of('moderator').browser,
    suspended: of('suspended').browser,
    banned: of('banned').browser,
    siteowner: of('siteowner').browser,
  };
  const scenario: Scenario = {
    service,
    browsers,
    accounts: {
      guest: null,
      revoked: of('revoked').account,
      deleted: of('deleted').account,
      self: owner,
      follower: of('follower').account,
      pending: of('pending').account,
      outsider: of('outsider').account,
      blocked: of('blocked').account,
      blocker: of('blocker').account,
      moderator: of('moderator').account,
      suspended: of('suspended').account,
      banned: of('banned').account,
      siteowner: of('siteowner').account,
    },
    owner,
    bystander: { ...opened[roles.length]!.account, browser: opened[roles.length]!.browser },
    post: { id: postId, mediaUrl: media.url, hashtag },
    commentId,
    storyId,
    threadId,
    chatMessageId: '',
    markers,
  };
  scenario.chatMessageId = await ownerChats(scenario, markers.chat);
  succeeded(
    await ownerBrowser.send('PUT', '/api/members/collab/voice/morning', { listenOnly: true }),
    'joining the voice room',
  );
  return scenario;
}
