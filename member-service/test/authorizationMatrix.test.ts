import { randomUUID } from 'node:crypto';
import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../src/mail/outbox';
import { CLOSE_SIGN_IN_REQUIRED } from '../src/live/routes';
import { MEMBER_NOTICES_PATH } from '@mindset/member-contract';
import {
  addBystander,
  buildScenario,
  isSignedIn,
  ownerChats,
  ownerShares,
  samplePhoto,
  sameCookies,
  signIn,
  succeeded,
  VIEWER_KINDS,
  type Scenario,
  type ViewerKind,
} from './support/authorizationScenario';
import { LiveClient } from './support/liveClient';
import { Browser, startTestService, type TestService } from './support/testApp';

/**
 * The authorization matrix (docs/decisions/0080-one-member-policy.md): every route the service
 * registers and every live topic, asked by each kind of viewer about a private account's things.
 *
 * Viewers: guest (no cookie), revoked (a signed-out session's cookie), deleted (the cookie of a
 * member who deleted their account), self (the owner), follower (approved), pending (asked, not
 * approved), outsider (does not follow the private owner), blocked (the owner blocked them), blocker
 * (they blocked the owner), moderator (role moderator, not a follower), suspended (an outsider whose
 * suspension is in force), banned (an outsider banned while signed in), siteowner (the community's
 * owner, who runs the studio; not the private account's owner the rows ask about).
 *
 * HTTP cells are the status code; where the row names what would show the owner's thing, a 2xx
 * says whether it did: `200+` showed it, `200-` left it out.
 */
const HTTP_MATRIX = `
route                                                           guest revoked deleted self follower pending outsider blocked blocker moderator suspended banned siteowner
POST /api/members/accounts                                      201   201     201     201  201      201     201      201     201     201       201       201    201
GET /api/members/session                                        200-  200-    200-    200+ 200+     200+    200+     200+    200+    200+      200+      200-   200+
POST /api/members/session                                       200   200     200     200  200      200     200      200     200     200       200       403    200
DELETE /api/members/session                                     200   200     200     200  200      200     200      200     200     200       200       200    200
POST /api/members/password-resets                               202   202     202     202  202      202     202      202     202     202       202       202    202
POST /api/members/password-resets/confirm                       200   200     200     200  200      200     200      200     200     200       200       200    200
GET /api/members/photos/:file                                   200   200     200     200  200      200     200      200     200     200       200       200    200
PATCH /api/members/me/profile                                   401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/me/progress                                    401   401     401     200  200      200     200      200     200     200       200       401    200
PUT /api/members/me/progress                                    401   401     401     200  200      200     200      200     200     200       200       401    200
POST /api/members/me/progress/merge                             401   401     401     200  200      200     200      200     200     200       200       401    200
DELETE /api/members/me/photo                                    401   401     401     200  200      200     200      200     200     200       200       401    200
PUT /api/members/me/photo                                       401   401     401     200  200      200     200      200     200     200       200       401    200
POST /api/members/me/password                                   401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/me/settings                                    401   401     401     200  200      200     200      200     200     200       200       401    200
PUT /api/members/me/settings                                    401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/me/sessions                                    401   401     401     200  200      200     200      200     200     200       200       401    200
DELETE /api/members/me/sessions/others                          401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/me/export                                      401   401     401     200  200      200     200      200     200     200       200       401    200
POST /api/members/me/deactivate                                 401   401     401     200  200      200     200      200     200     200       200       401    200
POST /api/members/me/delete                                     401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/media/:file                                    200   200     200     200  200      200     200      200     200     200       200       200    200
GET /api/members/messages/threads                               401   401     401     200+ 200+     200-    200-     200-    200-    200-      200-      401    200-
POST /api/members/messages/threads                              401   401     401     400  200      201     201      403     403     201       403       401    201
GET /api/members/messages/threads/:threadId                     401   401     401     200  200      404     404      404     404     404       404       401    404
POST /api/members/messages/threads/:threadId                    401   401     401     201  201      404     404      404     404     404       403       401    404
POST /api/members/messages/threads/:threadId/read               401   401     401     200  200      404     404      404     404     404       404       401    404
GET /api/members/moderation/reports                             401   401     401     403  403      403     403      403     403     200       403       401    200
POST /api/members/moderation/reports/:postId                    401   401     401     403  403      403     403      403     403     200       403       401    200
POST /api/members/moderation/comments/:commentId                401   401     401     403  403      403     403      403     403     200       403       401    200
GET /api/members/moderation/members                             401   401     401     403  403      403     403      403     403     200+      403       401    200+
GET /api/members/moderation/members/:username                   401   401     401     403  403      403     403      403     403     200+      403       401    200+
PUT /api/members/moderation/members/:username/suspension        401   401     401     403  403      403     403      403     403     200       403       401    200
DELETE /api/members/moderation/members/:username/suspension     401   401     401     403  403      403     403      403     403     200       403       401    200
PUT /api/members/moderation/members/:username/ban               401   401     401     403  403      403     403      403     403     200       403       401    200
DELETE /api/members/moderation/members/:username/ban            401   401     401     403  403      403     403      403     403     200       403       401    200
PUT /api/members/moderation/members/:username/role              401   401     401     403  403      403     403      403     403     403       403       401    200
GET /api/members/moderation/audit                               401   401     401     403  403      403     403      403     403     403       403       401    200
GET /api/members/moderation/announcements                       401   401     401     403  403      403     403      403     403     200       403       401    200
PUT /api/members/moderation/announcements/:postId               401   401     401     403  403      403     403      403     403     200       403       401    200
DELETE /api/members/moderation/announcements/:postId            401   401     401     403  403      403     403      403     403     200       403       401    200
POST /api/members/identity-token                                401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/.well-known/jwks.json                          200   200     200     200  200      200     200      200     200     200       200       200    200
GET /api/members/community/feed                                 401   401     401     200+ 200+     200-    200-     200-    200-    200-      200-      401    200-
GET /api/members/community/collections/:kind                    401   401     401     200  200      200     200      200     200     200       200       401    200
POST /api/members/community/comments/:commentId/report          401   401     401     200  200      404     404      404     404     404       403       401    404
POST /api/members/community/posts                               401   401     401     201  201      201     201      201     201     201       403       401    201
GET /api/members/community/posts/:postId                        401   401     401     200  200      403     403      404     404     403       403       401    403
DELETE /api/members/community/posts/:postId                     401   401     401     200  403      403     403      404     404     403       403       401    403
PUT /api/members/community/posts/:postId/like                   401   401     401     200  200      403     403      404     404     403       403       401    403
DELETE /api/members/community/posts/:postId/like                401   401     401     200  200      403     403      404     404     403       403       401    403
PUT /api/members/community/posts/:postId/save                   401   401     401     200  200      403     403      404     404     403       403       401    403
DELETE /api/members/community/posts/:postId/save                401   401     401     200  200      403     403      404     404     403       403       401    403
POST /api/members/community/posts/:postId/comments              401   401     401     201  201      403     403      404     404     403       403       401    403
POST /api/members/community/posts/:postId/report                401   401     401     200  200      404     404      404     404     404       403       401    404
GET /api/members/community/profiles/:username                   401   401     401     200+ 200+     200-    200-     404     200-    200-      200-      401    200-
GET /api/members/community/activity                             401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/community/search                               401   401     401     200+ 200+     200-    200-     200-    200-    200-      200-      401    200-
GET /api/members/community/stories                              401   401     401     200+ 200+     200-    200-     200-    200-    200-      200-      401    200-
POST /api/members/community/stories                             401   401     401     201  201      201     201      201     201     201       403       401    201
PUT /api/members/community/stories/:storyId/seen                401   401     401     200  200      404     404      404     404     404       404       401    404
GET /api/members/community/topics/:kind/:name                   401   401     401     200+ 200+     200-    200-     200-    200-    200-      200-      401    200-
PUT /api/members/community/topics/:kind/:name/follow            401   401     401     200  200      200     200      200     200     200       403       401    200
DELETE /api/members/community/topics/:kind/:name/follow         401   401     401     200  200      200     200      200     200     200       200       401    200
POST /api/members/community/media                               401   401     401     201  201      201     201      201     201     201       403       401    201
GET /api/members/collab/conversations                           401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/collab/conversations/:conversation/messages    401   401     401     200+ 200+     200+    200+     200-    200-    200+      200+      401    200+
POST /api/members/collab/conversations/:conversation/messages   401   401     401     201  201      201     201      201     201     201       403       401    201
PUT /api/members/collab/conversations/:conversation/pin         401   401     401     403  403      403     403      403     403     200       403       401    200
DELETE /api/members/collab/conversations/:conversation/pin      401   401     401     403  403      403     403      403     403     200       403       401    200
PUT /api/members/collab/conversations/:conversation/read        401   401     401     200  200      200     200      200     200     200       200       401    200
POST /api/members/collab/conversations/:conversation/typing     401   401     401     200  200      200     200      200     200     200       403       401    200
PATCH /api/members/collab/messages/:messageId                   401   401     401     200  403      403     403      404     404     403       403       401    403
DELETE /api/members/collab/messages/:messageId                  401   401     401     200  403      403     403      404     404     200       403       401    200
GET /api/members/collab/messages/:messageId/thread              401   401     401     200+ 200+     200+    200+     404     404     200+      200+      401    200+
PUT /api/members/collab/messages/:messageId/reactions/:emoji    401   401     401     200  200      200     200      404     404     200       403       401    200
DELETE /api/members/collab/messages/:messageId/reactions/:emoji 401   401     401     200  200      200     200      404     404     200       200       401    200
GET /api/members/collab/presence                                401   401     401     200+ 200+     200+    200+     200-    200-    200+      200+      401    200+
GET /api/members/collab/voice/:room                             401   401     401     200+ 200+     200+    200+     200-    200-    200+      200+      401    200+
PUT /api/members/collab/voice/:room                             401   401     401     200  200      200     200      200     200     200       403       401    200
DELETE /api/members/collab/voice/:room                          401   401     401     200  200      200     200      200     200     200       200       401    200
POST /api/members/collab/voice/:room/signal                     401   401     401     200  200      200     200      403     403     200       403       401    200
GET /api/members/blocks                                         401   401     401     200  200      200     200      200     200     200       200       401    200
PUT /api/members/blocks/:username                               401   401     401     400  200      200     200      200     200     200       200       401    200
DELETE /api/members/blocks/:username                            401   401     401     400  200      200     200      200     200     200       200       401    200
PUT /api/members/follows/requests/:username                     401   401     401     200  404      404     404      404     404     404       403       401    404
DELETE /api/members/follows/requests/:username                  401   401     401     200  404      404     404      404     404     404       404       401    404
PUT /api/members/follows/:username                              401   401     401     400  200      200     200      403     403     200       403       401    200
DELETE /api/members/follows/:username                           401   401     401     200  200      200     200      200     200     200       200       401    200
GET /api/members/notifications                                  401 401 401 200+ 200- 200- 200- 200- 200- 200- 200- 401 200-
GET /api/members/notifications/unread                           401 401 401 200 200 200 200 200 200 200 200 401 200
POST /api/members/notifications/:id/read                        401 401 401 200 404 404 404 404 404 404 404 401 404
POST /api/members/notifications/read-all                        401 401 401 200 200 200 200 200 200 200 200 401 200
GET /api/members/notifications/settings                         401 401 401 200 200 200 200 200 200 200 200 401 200
PUT /api/members/notifications/settings                         401 401 401 200 200 200 200 200 200 200 200 401 200
GET /api/members/notifications/unsubscribe                      200 200 200 200 200 200 200 200 200 200 200 200 200
POST /api/members/notifications/unsubscribe                     200 200 200 200 200 200 200 200 200 200 200 200 200
POST /api/members/support/tickets                               201 201 201 201 201 201 201 201 201 201 201 201 201
GET /api/members/support/tickets                                401 401 401 403 403 403 403 403 403 200+ 403 401 200+
GET /api/members/support/tickets/:reference                     401 401 401 403 403 403 403 403 403 200+ 403 401 200+
POST /api/members/support/tickets/:reference/replies            401 401 401 403 403 403 403 403 403 201 403 401 201
GET /api/members/me/support-tickets                             401 401 401 200+ 200- 200- 200- 200- 200- 200- 200- 401 200-
POST /api/members/internal/notices                              401 401 401 401 401 401 401 401 401 401 401 401 401
`;

/**
 * Routes another service calls, by what its request carries: nothing, a wrong secret, the shared
 * secret (docs/decisions/0141-contest-notices-from-payment-service.md). Without the secret configured
 * the route does not exist (404: test/internalNotices.test.ts).
 */
const SERVICE_MATRIX = `
route                              none wrong secret
POST /api/members/internal/notices 401  401   200
`;
/** The bearer secret payment-service would send; the matrix's service is started with it. */
const NOTICES_SECRET = 'the-matrix-notices-secret-0123456789abcdef';

/**
 * Live cells: `x` the socket is closed (sign-in required), `r` the subscription is refused,
 * `s` subscribed but the owner's event did not arrive, `d` subscribed and it arrived.
 */
const LIVE_MATRIX = `
topic            guest revoked deleted self follower pending outsider blocked blocker moderator suspended banned siteowner
presence         x     x       x       d    d        d       d        s       s       d d         x      d
feed             x     x       x       s    s        s       s        s       s       s s         x      s
member:<owner>   x     x       x       d    r        r       r        r       r       r r         x      r
member:<viewer>  x     x       x       d    d        s       s        s       s       s s         x      s
post:<post>      x     x       x       d    d        r       r        r       r       r r         x      r
dm:<thread>      x     x       x       d    d        r       r        r       r       r r         x      r
chat:general     x     x       x       d    d        d       d        s       s       d d         x      d
chat:moderators  x     x       x       r    r        r       r        r       r       d r         x      d
voice:morning    x     x       x       d    d        d       d        s       s       d d         x      d
member:<viewer>:bell x     x       x       s    d        d       d        s       s       d d         x      d
`;

/**
 * Cells where the service still answers wrongly: the right answer stays in the matrix, and the
 * answer given today is recorded here so the test fails once it changes (and this entry goes).
 */
const KNOWN_HOLES: Record<string, Partial<Record<ViewerKind, string>>> = {};

/** Routes that are not about members, so not in the matrix. */
const OUTSIDE_THE_MATRIX = new Set([
  'GET /health', // the database's state, kept for the probes that use it
  'GET /health/live', // the process answers (a restart when not)
  'GET /health/ready', // the load balancer's readiness probe
  'GET /metrics', // Prometheus, for the scraper's address only
  'GET /openapi.json', // the API description
  'GET /api/members/dev/mailbox', // development only (off in production)
  'GET /api/members/live', // the live socket: LIVE_MATRIX below
]);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  body?: object | Buffer;
  headers?: Record<string, string>;
  /** Sent from this browser instead of (a copy of) the viewer's. */
  browser?: Browser;
}
interface Row {
  call: (scenario: Scenario, viewer: ViewerKind) => Promise<Call> | Call;
  /** Text whose presence in a 2xx answer shows the owner's thing (the cell says + or -). */
  shows?: (scenario: Scenario) => string;
  /** The row ends sessions, accounts or relations: it runs on a scenario of its own. */
  freshScenario?: true;
}

const uniqueId = (() => {
  let next = 0;
  return () => ++next;
})();
const accountOf = (scenario: Scenario, viewer: ViewerKind) => scenario.accounts[viewer] ?? scenario.bystander;
const LESSON = {
  moduleId: 'mindset-basics',
  lessonId: 'first-steps',
  checkedExercises: [],
  completed: true,
  notes: '',
};
const PHOTO = { 'content-type': 'image/png' };
const get = (url: string): Call => ({ method: 'GET', url });
/**
 * A second session of the viewer's, for rows that end the session they are sent with (signing in
 * or joining replaces the browser's session too), so the usual one stays for the other rows.
 */
const secondSession = async (scenario: Scenario, viewer: ViewerKind) =>
  isSignedIn(viewer) ? { browser: await signIn(scenario.service, accountOf(scenario, viewer)) } : {};

/** How each route is asked: about the owner's things, or for `/me` routes the viewer's own. */
const ROWS: Record<string, Row> = {
  'POST /api/members/accounts': {
    call: async (scenario, viewer) => ({
      ...(await secondSession(scenario, viewer)),
      method: 'POST',
      url: '/api/members/accounts',
      // A name of its own: the cells run at once, and two joins with one name race for its username.
      body: { name: `New ${viewer}`, email: `new.${viewer}.${uniqueId()}@example.org`, password: 'a new password 1' },
    }),
  },
  'GET /api/members/session': { call: () => get('/api/members/session'), shows: () => '"member":{' },
  'POST /api/members/session': {
    call: async (scenario, viewer) => {
      const { email, password } = accountOf(scenario, viewer);
      return {
        ...(await secondSession(scenario, viewer)),
        method: 'POST',
        url: '/api/members/session',
        body: { email, password },
      };
    },
  },
  'DELETE /api/members/session': {
    call: async (scenario, viewer) => ({
      ...(await secondSession(scenario, viewer)),
      method: 'DELETE',
      url: '/api/members/session',
    }),
  },
  'POST /api/members/password-resets': {
    call: (scenario, viewer) => ({
      method: 'POST',
      url: '/api/members/password-resets',
      body: { email: accountOf(scenario, viewer).email },
    }),
  },
  'POST /api/members/password-resets/confirm': {
    // A real link, mailed to a bystander of its own (a reset signs its member out everywhere);
    // anyone holding the link may use it.
    call: async (scenario) => {
      const { email, password } = await addBystander(scenario.service);
      succeeded(
        await new Browser(scenario.service.app).send('POST', '/api/members/password-resets', { email }),
        'reset',
      );
      let mail: OutgoingMail | undefined;
      for (let waited = 0; !mail && waited < 3_000; waited += 20) {
        mail = scenario.service.mail.find((message) => message.to === email);
        if (!mail) await sleep(20);
      }
      const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
      return { method: 'POST', url: '/api/members/password-resets/confirm', body: { token, password } };
    },
  },
  'GET /api/members/photos/:file': {
    // The owner's current profile photo (a new one each time, as another row replaces photos).
    call: async (scenario) => {
      const response = await scenario.browsers.self.send('PUT', '/api/members/me/photo', await samplePhoto(), PHOTO);
      return get(succeeded(response, 'photo').json<{ member: { avatarUrl: string } }>().member.avatarUrl);
    },
  },
  'PATCH /api/members/me/profile': {
    call: () => ({ method: 'PATCH', url: '/api/members/me/profile', body: { bio: 'Here to grow.' } }),
  },
  'GET /api/members/me/progress': { call: () => get('/api/members/me/progress') },
  'PUT /api/members/me/progress': { call: () => ({ method: 'PUT', url: '/api/members/me/progress', body: LESSON }) },
  'POST /api/members/me/progress/merge': {
    call: () => ({ method: 'POST', url: '/api/members/me/progress/merge', body: { lessons: [LESSON] } }),
  },
  'PUT /api/members/me/photo': {
    call: async () => ({ method: 'PUT', url: '/api/members/me/photo', body: await samplePhoto(), headers: PHOTO }),
  },
  'DELETE /api/members/me/photo': { call: () => ({ method: 'DELETE', url: '/api/members/me/photo' }) },
  'POST /api/members/me/password': {
    freshScenario: true,
    call: (scenario, viewer) => ({
      method: 'POST',
      url: '/api/members/me/password',
      body: { currentPassword: accountOf(scenario, viewer).password, newPassword: 'a brand new password 2' },
    }),
  },
  'GET /api/members/me/settings': { call: () => get('/api/members/me/settings') },
  'PUT /api/members/me/settings': {
    // The viewer's own settings, unchanged (a guest sends a valid set too).
    call: async (scenario, viewer) => {
      const own = await sameCookies(scenario.browsers[viewer], scenario.service.app).send(
        'GET',
        '/api/members/me/settings',
      );
      const settings =
        own.statusCode === 200 ? own : await scenario.bystander.browser.send('GET', '/api/members/me/settings');
      const { privacy } = settings.json<{ privacy: object }>();
      return { method: 'PUT', url: '/api/members/me/settings', body: { privacy } };
    },
  },
  'GET /api/members/me/sessions': { call: () => get('/api/members/me/sessions') },
  'DELETE /api/members/me/sessions/others': {
    call: () => ({ method: 'DELETE', url: '/api/members/me/sessions/others' }),
  },
  'GET /api/members/me/export': { call: () => get('/api/members/me/export') },
  'POST /api/members/me/deactivate': {
    freshScenario: true,
    call: () => ({ method: 'POST', url: '/api/members/me/deactivate' }),
  },
  'POST /api/members/me/delete': {
    freshScenario: true,
    call: () => ({ method: 'POST', url: '/api/members/me/delete' }),
  },
  'GET /api/members/media/:file': { call: (scenario) => get(scenario.post.mediaUrl) },
  'GET /api/members/messages/threads': {
    call: () => get('/api/members/messages/threads'),
    shows: (scenario) => scenario.threadId,
  },
  'POST /api/members/messages/threads': {
    call: (scenario) => ({
      method: 'POST',
      url: '/api/members/messages/threads',
      body: { username: scenario.owner.username },
    }),
  },
  'GET /api/members/messages/threads/:threadId': {
    call: (scenario) => get(`/api/members/messages/threads/${scenario.threadId}`),
  },
  'POST /api/members/messages/threads/:threadId': {
    call: (scenario) => ({
      method: 'POST',
      url: `/api/members/messages/threads/${scenario.threadId}`,
      body: { text: 'Hello there' },
    }),
  },
  'POST /api/members/messages/threads/:threadId/read': {
    call: (scenario) => ({ method: 'POST', url: `/api/members/messages/threads/${scenario.threadId}/read` }),
  },
  'GET /api/members/moderation/reports': { call: () => get('/api/members/moderation/reports') },
  'POST /api/members/moderation/reports/:postId': {
    // A fresh post of the owner's, reported by their follower.
    call: async (scenario) => {
      const postId = await ownerShares(scenario, `Reported ${uniqueId()}`);
      const report = await scenario.browsers.follower.send('POST', `/api/members/community/posts/${postId}/report`, {
        reason: 'Spam',
      });
      succeeded(report, 'reporting');
      return { method: 'POST', url: `/api/members/moderation/reports/${postId}`, body: { decision: 'restore' } };
    },
  },
  'POST /api/members/moderation/comments/:commentId': {
    // A fresh comment of the owner's on their post, removed with a reason.
    call: async (scenario) => {
      const url = `/api/members/community/posts/${scenario.post.id}/comments`;
      const comment = await scenario.browsers.self.send('POST', url, { text: `To remove ${uniqueId()}` });
      const { id } = succeeded(comment, 'commenting').json<{ comment: { id: string } }>().comment;
      return {
        method: 'POST',
        url: `/api/members/moderation/comments/${id}`,
        body: { decision: 'remove', reason: 'Rude' },
      };
    },
  },
  'POST /api/members/community/comments/:commentId/report': {
    call: (scenario) => ({
      method: 'POST',
      url: `/api/members/community/comments/${scenario.commentId}/report`,
      body: { reason: 'Spam' },
    }),
  },
  'GET /api/members/moderation/members': {
    call: (scenario) => get(`/api/members/moderation/members?q=${scenario.owner.username}`),
    shows: (scenario) => `"username":"${scenario.owner.username}"`,
  },
  'GET /api/members/moderation/members/:username': {
    call: (scenario) => get(`/api/members/moderation/members/${scenario.owner.username}`),
    shows: (scenario) => scenario.markers.caption,
  },
  // Sanctions and roles act on a fresh member each time, so no cell changes another.
  'PUT /api/members/moderation/members/:username/suspension': {
    call: async (scenario) => ({
      method: 'PUT',
      url: `/api/members/moderation/members/${(await addBystander(scenario.service)).username}/suspension`,
      body: { until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'Matrix' },
    }),
  },
  'DELETE /api/members/moderation/members/:username/suspension': {
    call: async (scenario) => ({
      method: 'DELETE',
      url: `/api/members/moderation/members/${(await addBystander(scenario.service)).username}/suspension`,
      body: { reason: 'Matrix' },
    }),
  },
  'PUT /api/members/moderation/members/:username/ban': {
    call: async (scenario) => ({
      method: 'PUT',
      url: `/api/members/moderation/members/${(await addBystander(scenario.service)).username}/ban`,
      body: { reason: 'Matrix' },
    }),
  },
  'DELETE /api/members/moderation/members/:username/ban': {
    call: async (scenario) => ({
      method: 'DELETE',
      url: `/api/members/moderation/members/${(await addBystander(scenario.service)).username}/ban`,
      body: { reason: 'Matrix' },
    }),
  },
  'PUT /api/members/moderation/members/:username/role': {
    call: async (scenario) => ({
      method: 'PUT',
      url: `/api/members/moderation/members/${(await addBystander(scenario.service)).username}/role`,
      body: { role: 'moderator' },
    }),
  },
  'GET /api/members/moderation/audit': { call: () => get('/api/members/moderation/audit') },
  'GET /api/members/moderation/announcements': { call: () => get('/api/members/moderation/announcements') },
  'PUT /api/members/moderation/announcements/:postId': {
    call: async (scenario) => ({
      method: 'PUT',
      url: `/api/members/moderation/announcements/${await ownerShares(scenario, `To pin ${uniqueId()}`)}`,
    }),
  },
  'DELETE /api/members/moderation/announcements/:postId': {
    call: async (scenario) => ({
      method: 'DELETE',
      url: `/api/members/moderation/announcements/${await ownerShares(scenario, `To unpin ${uniqueId()}`)}`,
    }),
  },
  'POST /api/members/identity-token': { call: () => ({ method: 'POST', url: '/api/members/identity-token' }) },
  'GET /api/members/.well-known/jwks.json': { call: () => get('/api/members/.well-known/jwks.json') },
  'GET /api/members/community/feed': {
    call: () => get('/api/members/community/feed'),
    // Other rows share posts of the owner's; any of them on the feed shows the owner's posts.
    shows: (scenario) => `"username":"${scenario.owner.username}"`,
  },
  'GET /api/members/community/collections/:kind': { call: () => get('/api/members/community/collections/saved') },
  'POST /api/members/community/posts': {
    call: () => ({ method: 'POST', url: '/api/members/community/posts', body: { caption: 'A new day' } }),
  },
  'POST /api/members/community/media': {
    call: async () => ({
      method: 'POST',
      url: '/api/members/community/media',
      body: await samplePhoto(),
      headers: PHOTO,
    }),
  },
  'GET /api/members/community/posts/:postId': {
    call: (scenario) => get(`/api/members/community/posts/${scenario.post.id}`),
  },
  'DELETE /api/members/community/posts/:postId': {
    call: async (scenario) => ({
      method: 'DELETE',
      url: `/api/members/community/posts/${await ownerShares(scenario, `To delete ${uniqueId()}`)}`,
    }),
  },
  'PUT /api/members/community/posts/:postId/like': {
    call: (scenario) => ({ method: 'PUT', url: `/api/members/community/posts/${scenario.post.id}/like` }),
  },
  'DELETE /api/members/community/posts/:postId/like': {
    call: (scenario) => ({ method: 'DELETE', url: `/api/members/community/posts/${scenario.post.id}/like` }),
  },
  'PUT /api/members/community/posts/:postId/save': {
    call: (scenario) => ({ method: 'PUT', url: `/api/members/community/posts/${scenario.post.id}/save` }),
  },
  'DELETE /api/members/community/posts/:postId/save': {
    call: (scenario) => ({ method: 'DELETE', url: `/api/members/community/posts/${scenario.post.id}/save` }),
  },
  'POST /api/members/community/posts/:postId/comments': {
    call: (scenario) => ({
      method: 'POST',
      url: `/api/members/community/posts/${scenario.post.id}/comments`,
      body: { text: 'Lovely' },
    }),
  },
  'POST /api/members/community/posts/:postId/report': {
    // A fresh post each time: enough reports hide a post, which would change later rows.
    call: async (scenario) => ({
      method: 'POST',
      url: `/api/members/community/posts/${await ownerShares(scenario, `To report ${uniqueId()}`)}/report`,
      body: { reason: 'Spam' },
    }),
  },
  'GET /api/members/community/profiles/:username': {
    call: (scenario) => get(`/api/members/community/profiles/${scenario.owner.username}`),
    // The profile always names the owner; only a viewer who may see their posts gets post tiles.
    shows: () => '"caption"',
  },
  'GET /api/members/community/activity': { call: () => get('/api/members/community/activity?tab=you') },
  'GET /api/members/community/search': {
    call: (scenario) => get(`/api/members/community/search?q=${scenario.post.hashtag}`),
    shows: (scenario) => scenario.post.id,
  },
  'GET /api/members/community/stories': {
    call: () => get('/api/members/community/stories'),
    shows: (scenario) => scenario.storyId,
  },
  'POST /api/members/community/stories': {
    call: () => ({
      method: 'POST',
      url: '/api/members/community/stories',
      body: { kind: 'text', text: 'Breathe', background: 'sunrise' },
    }),
  },
  'PUT /api/members/community/stories/:storyId/seen': {
    call: (scenario) => ({ method: 'PUT', url: `/api/members/community/stories/${scenario.storyId}/seen` }),
  },
  'GET /api/members/community/topics/:kind/:name': {
    call: (scenario) => get(`/api/members/community/topics/hashtag/${scenario.post.hashtag}`),
    shows: (scenario) => scenario.post.id,
  },
  'PUT /api/members/community/topics/:kind/:name/follow': {
    call: (scenario) => ({
      method: 'PUT',
      url: `/api/members/community/topics/hashtag/${scenario.post.hashtag}/follow`,
    }),
  },
  'DELETE /api/members/community/topics/:kind/:name/follow': {
    call: (scenario) => ({
      method: 'DELETE',
      url: `/api/members/community/topics/hashtag/${scenario.post.hashtag}/follow`,
    }),
  },
  'GET /api/members/collab/conversations': { call: () => get('/api/members/collab/conversations') },
  'GET /api/members/collab/conversations/:conversation/messages': {
    call: () => get('/api/members/collab/conversations/general/messages'),
    shows: (scenario) => scenario.chatMessageId,
  },
  'POST /api/members/collab/conversations/:conversation/messages': {
    call: () => ({
      method: 'POST',
      url: '/api/members/collab/conversations/general/messages',
      body: { text: 'Good morning' },
    }),
  },
  'PUT /api/members/collab/conversations/:conversation/pin': {
    call: (scenario) => ({
      method: 'PUT',
      url: '/api/members/collab/conversations/general/pin',
      body: { messageId: scenario.chatMessageId },
    }),
  },
  'DELETE /api/members/collab/conversations/:conversation/pin': {
    call: () => ({ method: 'DELETE', url: '/api/members/collab/conversations/general/pin' }),
  },
  'PUT /api/members/collab/conversations/:conversation/read': {
    call: () => ({ method: 'PUT', url: '/api/members/collab/conversations/general/read' }),
  },
  'POST /api/members/collab/conversations/:conversation/typing': {
    call: () => ({ method: 'POST', url: '/api/members/collab/conversations/general/typing' }),
  },
  'PATCH /api/members/collab/messages/:messageId': {
    call: (scenario) => ({
      method: 'PATCH',
      url: `/api/members/collab/messages/${scenario.chatMessageId}`,
      body: { text: scenario.markers.chat },
    }),
  },
  'DELETE /api/members/collab/messages/:messageId': {
    call: async (scenario) => ({
      method: 'DELETE',
      url: `/api/members/collab/messages/${await ownerChats(scenario, `To delete ${uniqueId()}`)}`,
    }),
  },
  'GET /api/members/collab/messages/:messageId/thread': {
    call: (scenario) => get(`/api/members/collab/messages/${scenario.chatMessageId}/thread`),
    shows: (scenario) => scenario.markers.chat,
  },
  'PUT /api/members/collab/messages/:messageId/reactions/:emoji': {
    call: (scenario) => ({
      method: 'PUT',
      url: `/api/members/collab/messages/${scenario.chatMessageId}/reactions/${encodeURIComponent('👍')}`,
    }),
  },
  'DELETE /api/members/collab/messages/:messageId/reactions/:emoji': {
    call: (scenario) => ({
      method: 'DELETE',
      url: `/api/members/collab/messages/${scenario.chatMessageId}/reactions/${encodeURIComponent('👍')}`,
    }),
  },
  'GET /api/members/collab/presence': {
    // The owner has the site open: the row their live socket writes, written directly (a socket
    // held open through every row could miss heartbeats on a busy machine and go offline).
    call: async (scenario) => {
      await scenario.service.db.database.query('INSERT INTO live_connections (id, member_id) VALUES ($1, $2)', [
        randomUUID(),
        scenario.owner.id,
      ]);
      return get('/api/members/collab/presence');
    },
    shows: (scenario) => `"username":"${scenario.owner.username}"`,
  },
  'GET /api/members/collab/voice/:room': {
    call: async (scenario) => {
      const room = '/api/members/collab/voice/morning';
      succeeded(await scenario.browsers.self.send('PUT', room, { listenOnly: true }), 'joining the room');
      return get(room);
    },
    shows: (scenario) => scenario.owner.username,
  },
  'PUT /api/members/collab/voice/:room': {
    call: () => ({ method: 'PUT', url: '/api/members/collab/voice/morning', body: { listenOnly: true } }),
  },
  'DELETE /api/members/collab/voice/:room': {
    call: () => ({ method: 'DELETE', url: '/api/members/collab/voice/morning' }),
  },
  'POST /api/members/collab/voice/:room/signal': {
    // Both in the room (another row has them leave), then an offer to the owner.
    call: async (scenario, viewer) => {
      const room = '/api/members/collab/voice/morning';
      await scenario.browsers.self.send('PUT', room, { listenOnly: true });
      await sameCookies(scenario.browsers[viewer], scenario.service.app).send('PUT', room, { listenOnly: true });
      return {
        method: 'POST',
        url: `${room}/signal`,
        body: { to: scenario.owner.username, signal: { type: 'offer', sdp: 'v=0' } },
      };
    },
  },
  'GET /api/members/blocks': { call: () => get('/api/members/blocks') },
  'PUT /api/members/blocks/:username': {
    freshScenario: true,
    call: (scenario) => ({ method: 'PUT', url: `/api/members/blocks/${scenario.owner.username}` }),
  },
  'DELETE /api/members/blocks/:username': {
    freshScenario: true,
    call: (scenario) => ({ method: 'DELETE', url: `/api/members/blocks/${scenario.owner.username}` }),
  },
  // Answering a follow request to the owner's account: only the owner has one (from `pending`).
  'PUT /api/members/follows/requests/:username': {
    freshScenario: true,
    call: (scenario) => ({
      method: 'PUT',
      url: `/api/members/follows/requests/${scenario.accounts.pending?.username}`,
    }),
  },
  'DELETE /api/members/follows/requests/:username': {
    freshScenario: true,
    call: (scenario) => ({
      method: 'DELETE',
      url: `/api/members/follows/requests/${scenario.accounts.pending?.username}`,
    }),
  },
  'GET /api/members/notifications': {
    call: async (scenario) => {
      await ownerMentioned(scenario, `Bell check @${scenario.owner.username}`);
      return get('/api/members/notifications');
    },
    shows: (scenario) => `Bell check @${scenario.owner.username}`,
  },
  'GET /api/members/notifications/unread': { call: () => get('/api/members/notifications/unread') },
  'POST /api/members/notifications/:id/read': {
    // A notification of the owner's (a mention by their follower): only they may mark it.
    call: async (scenario) => {
      const id = await ownerMentioned(scenario, `Mark me read ${uniqueId()} @${scenario.owner.username}`);
      return { method: 'POST', url: `/api/members/notifications/${id}/read` };
    },
  },
  'POST /api/members/notifications/read-all': {
    call: () => ({ method: 'POST', url: '/api/members/notifications/read-all' }),
  },
  'GET /api/members/notifications/settings': { call: () => get('/api/members/notifications/settings') },
  'PUT /api/members/notifications/settings': {
    call: () => ({ method: 'PUT', url: '/api/members/notifications/settings', body: { channels: { like: 'both' } } }),
  },
  'GET /api/members/notifications/unsubscribe': {
    // Anyone holding the owner's link, signed in or not: the signed token is the authority.
    call: async (scenario) => get(await ownerUnsubscribeLink(scenario)),
  },
  'POST /api/members/notifications/unsubscribe': {
    call: async (scenario) => ({
      method: 'POST',
      url: await ownerUnsubscribeLink(scenario),
      body: Buffer.from('List-Unsubscribe=One-Click'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'POST /api/members/support/tickets': {
    // Anyone writes to support, signed in or not, suspended or banned (to ask why): each from an address of its own.
    call: (_scenario, viewer) => ({
      method: 'POST',
      url: '/api/members/support/tickets',
      body: {
        name: `Writer ${viewer}`,
        email: `support.${viewer}.${uniqueId()}@example.org`,
        subject: 'A question',
        message: 'Where is my invoice?',
      },
    }),
  },
  'GET /api/members/support/tickets': {
    call: async (scenario) => {
      await ownerAsksSupport(scenario);
      return get('/api/members/support/tickets');
    },
    shows: ownerSupportSubject,
  },
  'GET /api/members/support/tickets/:reference': {
    call: async (scenario) => get(`/api/members/support/tickets/${await ownerAsksSupport(scenario)}`),
    shows: ownerSupportSubject,
  },
  'POST /api/members/support/tickets/:reference/replies': {
    call: async (scenario, viewer) => ({
      method: 'POST',
      url: `/api/members/support/tickets/${await ownerAsksSupport(scenario)}/replies`,
      body: { body: `Answered by ${viewer}` },
    }),
  },
  'GET /api/members/me/support-tickets': {
    call: async (scenario) => {
      await ownerAsksSupport(scenario);
      return get('/api/members/me/support-tickets');
    },
    shows: ownerSupportSubject,
  },
  'POST /api/members/internal/notices': {
    // A viewer's own cookie and the site's Origin, about the owner: no session is the relay's authority.
    call: (scenario) => ({ method: 'POST', url: MEMBER_NOTICES_PATH, body: noticeBody(scenario, 'viewer') }),
  },
  'PUT /api/members/follows/:username': {
    freshScenario: true,
    call: (scenario) => ({ method: 'PUT', url: `/api/members/follows/${scenario.owner.username}` }),
  },
  'DELETE /api/members/follows/:username': {
    freshScenario: true,
    call: (scenario) => ({ method: 'DELETE', url: `/api/members/follows/${scenario.owner.username}` }),
  },
};

/** A contest receipt for the owner, keyed per call so each one that gets through is new. */
function noticeBody(scenario: Scenario, caller: string) {
  return {
    notices: [
      {
        key: `entry:matrix-${caller}-${uniqueId()}`,
        kind: 'contest_entry',
        memberId: scenario.owner.id,
        contest: 'UK Wellness Retreat Giveaway',
        round: 1,
        entries: 1,
        reference: '0A1B2C3D4E5F',
      },
    ],
  };
}

/** The subject of the owner's support request: in an answer, it shows the owner's thing. */
function ownerSupportSubject(scenario: Scenario): string {
  return `Support for ${scenario.owner.username}`;
}
const ownerSupportReferences = new WeakMap<Scenario, Promise<string>>();

/** The owner's support request, written once per scenario while signed in; answers its reference. */
function ownerAsksSupport(scenario: Scenario): Promise<string> {
  let reference = ownerSupportReferences.get(scenario);
  if (!reference) {
    reference = scenario.browsers.self
      .send('POST', '/api/members/support/tickets', {
        name: scenario.owner.username,
        email: scenario.owner.email,
        subject: ownerSupportSubject(scenario),
        message: 'I was charged twice.',
      })
      .then((response) => succeeded(response, 'the owner writing to support').json<{ reference: string }>().reference);
    ownerSupportReferences.set(scenario, reference);
  }
  return reference;
}

/** The follower mentions the owner in chat; answers the id of the owner's notification of it. */
async function ownerMentioned(scenario: Scenario, text: string): Promise<string> {
  const url = '/api/members/collab/conversations/general/messages';
  succeeded(await scenario.browsers.follower.send('POST', url, { text }), 'mentioning the owner');
  const bell = succeeded(await scenario.browsers.self.send('GET', '/api/members/notifications'), 'the bell');
  const item = bell.json<{ items: { id: string; excerpt: string }[] }>().items.find((each) => each.excerpt === text);
  if (!item) throw new Error(`the owner was not told of "${text}"`);
  return item.id;
}

/** The unsubscribe link of a notification email waiting for the owner (a mention waits before it is sent). */
async function ownerUnsubscribeLink(scenario: Scenario): Promise<string> {
  await ownerMentioned(scenario, `Mail me ${uniqueId()} @${scenario.owner.username}`);
  const [mail] = await scenario.service.db.database.query<{ headers: Record<string, string> }>(
    'SELECT headers FROM outbox WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [scenario.owner.id],
  );
  const link = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1];
  if (!link) throw new Error('no notification mail for the owner');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

interface Topic {
  topic: (scenario: Scenario, viewer: ViewerKind) => string;
  /** The owner (or, for a staff channel, the moderator) makes something happen there; its text. */
  cause: (scenario: Scenario) => Promise<string>;
  /** The owner's socket opening is the event (their first connection makes them online). */
  ownerConnectingIsTheEvent?: true;
}

const TOPICS: Record<string, Topic> = {
  presence: {
    topic: () => 'presence',
    ownerConnectingIsTheEvent: true,
    cause: (scenario) => Promise.resolve(`"username":"${scenario.owner.username}"`),
  },
  feed: {
    topic: () => 'feed',
    cause: async (scenario) => {
      const caption = `On the feed ${uniqueId()}`;
      await ownerShares(scenario, caption);
      return caption;
    },
  },
  'member:<owner>': {
    topic: (scenario) => `member:${scenario.owner.id}`,
    cause: async (scenario) => {
      const blocks = `/api/members/blocks/${scenario.bystander.username}`;
      succeeded(await scenario.browsers.self.send('PUT', blocks), 'blocking');
      succeeded(await scenario.browsers.self.send('DELETE', blocks), 'unblocking');
      return 'blocks.changed';
    },
  },
  'member:<viewer>': {
    // The viewer's own topic: a private account's new post reaches its approved followers there.
    topic: (scenario, viewer) => `member:${scenario.accounts[viewer]?.id ?? 'none'}`,
    cause: async (scenario) => {
      const caption = `To my followers ${uniqueId()}`;
      await ownerShares(scenario, caption);
      return caption;
    },
  },
  'post:<post>': {
    topic: (scenario) => `post:${scenario.post.id}`,
    cause: async (scenario) => {
      const text = `A live comment ${uniqueId()}`;
      const url = `/api/members/community/posts/${scenario.post.id}/comments`;
      succeeded(await scenario.browsers.self.send('POST', url, { text }), 'commenting');
      return text;
    },
  },
  'dm:<thread>': {
    topic: (scenario) => `dm:${scenario.threadId}`,
    cause: async (scenario) => {
      const text = `A live message ${uniqueId()}`;
      const url = `/api/members/messages/threads/${scenario.threadId}`;
      succeeded(await scenario.browsers.self.send('POST', url, { text }), 'messaging');
      return text;
    },
  },
  'chat:general': {
    topic: () => 'chat:general',
    cause: async (scenario) => {
      const text = `Live in general ${uniqueId()}`;
      await ownerChats(scenario, text);
      return text;
    },
  },
  'chat:moderators': {
    topic: () => 'chat:moderators',
    cause: async (scenario) => {
      const text = `Among moderators ${uniqueId()}`;
      const url = '/api/members/collab/conversations/moderators/messages';
      succeeded(await scenario.browsers.moderator.send('POST', url, { text }), 'moderators chatting');
      return text;
    },
  },
  'member:<viewer>:bell': {
    // The owner mentions every viewer in chat: the bell hears of it, but not across a block.
    topic: (scenario, viewer) => `member:${scenario.accounts[viewer]?.id ?? 'none'}`,
    cause: async (scenario) => {
      const marker = `Bell ${uniqueId()}`;
      const everyone = Object.values(scenario.accounts).flatMap((account) => (account ? [`@${account.username}`] : []));
      await ownerChats(scenario, `${marker} ${everyone.join(' ')}`);
      return marker;
    },
  },
  'voice:morning': {
    topic: () => 'voice:morning',
    cause: async (scenario) => {
      const room = '/api/members/collab/voice/morning';
      succeeded(await scenario.browsers.self.send('DELETE', room), 'leaving the room');
      succeeded(await scenario.browsers.self.send('PUT', room, { listenOnly: true }), 'joining the room');
      return `"username":"${scenario.owner.username}"`;
    },
  },
};

/** Parses a matrix text: a header line, then rows of a name followed by one cell per viewer. */
function parseMatrix(text: string, nameWords: number): Map<string, string[]> {
  const [, ...lines] = text.trim().split('\n');
  return new Map(
    lines.map((line) => {
      const words = line.trim().split(/\s+/);
      return [words.slice(0, nameWords).join(' '), words.slice(nameWords)];
    }),
  );
}

function renderMatrix(title: string, rows: [string, string[]][], columns: readonly string[] = VIEWER_KINDS): string {
  const width = Math.max(title.length, ...rows.map(([name]) => name.length));
  const header = [title.padEnd(width), ...columns].join(' | ');
  const rule = [''.padEnd(width, '-'), ...columns.map((column) => ''.padEnd(column.length, '-'))].join(' | ');
  const body = rows.map(([name, cells]) =>
    [name.padEnd(width), ...cells.map((cell, index) => cell.padEnd(columns[index]?.length ?? 0))].join(' | '),
  );
  return [`| ${header} |`, `| ${rule} |`, ...body.map((line) => `| ${line} |`)].join('\n');
}

/** Every route the app answers, as "METHOD /path", read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) throw new Error(`The route tree has a line this test cannot read: "${line}"`);
    const depth = (match[1] ?? '').length / 4;
    paths.length = depth;
    const path = (paths[depth - 1] ?? '') + (match[2] ?? '');
    paths.push(path);
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD' && method !== '-' && method !== '') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** Differences between what the matrix expects and what happened, known holes apart. */
function differences(
  expected: Map<string, string[]>,
  actual: Map<string, string[]>,
  columns: readonly string[] = VIEWER_KINDS,
): string[] {
  const found: string[] = [];
  for (const [name, cells] of actual) {
    cells.forEach((cell, index) => {
      const viewer = columns[index]! as ViewerKind;
      const right = expected.get(name)?.[index];
      const hole = KNOWN_HOLES[name]?.[viewer];
      if (hole !== undefined) {
        if (cell !== hole)
          found.push(`${name} for ${viewer}: the known hole answered ${cell}, not ${hole}; update KNOWN_HOLES`);
      } else if (cell !== right) found.push(`${name} for ${viewer}: expected ${right}, got ${cell}`);
    });
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('the authorization matrix on %s', (kind) => {
  let service: TestService;
  let routes: string[];
  const expectedHttp = parseMatrix(HTTP_MATRIX, 2);
  const expectedLive = parseMatrix(LIVE_MATRIX, 1);
  const httpAnswers = new Map<string, string[]>();
  const liveAnswers = new Map<string, string[]>();

  beforeAll(async () => {
    const plenty = '100000';
    service = await startTestService(kind, {
      RATE_LIMIT_PER_MINUTE: plenty,
      RATE_LIMIT_ACCOUNTS_PER_MINUTE: plenty,
      RATE_LIMIT_SHARES_PER_MINUTE: plenty,
      RATE_LIMIT_MESSAGES_PER_MINUTE: plenty,
      MEMBER_NOTICES_SECRET: NOTICES_SECRET,
    });
    routes = registeredRoutes(service.app);
  });
  afterAll(() => service.close());

  it('has a row for every route the service registers, and none for a route it does not', () => {
    const inMatrix = routes.filter((route) => !OUTSIDE_THE_MATRIX.has(route));
    expect(
      inMatrix.filter((route) => !expectedHttp.has(route)),
      'routes without a row in HTTP_MATRIX',
    ).toEqual([]);
    expect(
      inMatrix.filter((route) => !(route in ROWS)),
      'routes without a request in ROWS',
    ).toEqual([]);
    expect(
      [...expectedHttp.keys()].filter((route) => !inMatrix.includes(route)),
      'rows for no route',
    ).toEqual([]);
    expect(
      Object.keys(ROWS).filter((route) => !inMatrix.includes(route)),
      'requests for no route',
    ).toEqual([]);
    expect(
      [...OUTSIDE_THE_MATRIX].filter((route) => !routes.includes(route)),
      'exceptions for no route',
    ).toEqual([]);
  });

  it('answers every route for every kind of viewer as the policy says', { timeout: 600_000 }, async () => {
    const main = await buildScenario(service);
    const actual = httpAnswers;
    for (const route of routes.filter((name) => name in ROWS)) {
      const row = ROWS[route]!;
      const scenario = row.freshScenario ? await buildScenario(service) : main;
      // Each viewer acts alone on their own or a fresh target, so the cells of a row run at once.
      const cells = await Promise.all(
        VIEWER_KINDS.map(async (viewer) => {
          const call = await row.call(scenario, viewer);
          const browser = call.browser ?? sameCookies(scenario.browsers[viewer], service.app);
          const response = await browser.send(call.method, call.url, call.body, call.headers);
          const marker = row.shows?.(scenario);
          const shown = marker && response.statusCode < 300 ? (response.body.includes(marker) ? '+' : '-') : '';
          return `${response.statusCode}${shown}`;
        }),
      );
      actual.set(route, cells);
    }
    console.info(`HTTP authorization matrix on ${kind}\n${renderMatrix('route', [...actual])}`);
    expect(differences(expectedHttp, actual)).toEqual([]);
  });

  const serviceAnswers = new Map<string, string[]>();
  it('answers a service route by the secret its request carries, never by a session', async () => {
    const scenario = await buildScenario(service);
    const authorizations: Record<string, string | null> = {
      none: null,
      wrong: 'Bearer not-the-secret',
      secret: `Bearer ${NOTICES_SECRET}`,
    };
    const cells = await Promise.all(
      Object.entries(authorizations).map(async ([caller, authorization]) => {
        const answer = await service.app.inject({
          method: 'POST',
          url: MEMBER_NOTICES_PATH,
          headers: authorization ? { authorization } : {},
          payload: noticeBody(scenario, caller),
        });
        return String(answer.statusCode);
      }),
    );
    serviceAnswers.set('POST /api/members/internal/notices', cells);
    expect(differences(parseMatrix(SERVICE_MATRIX, 2), serviceAnswers, ['none', 'wrong', 'secret'])).toEqual([]);
  });

  it(
    'subscribes and delivers on every live topic for every kind of viewer as the policy says',
    { timeout: 120_000 },
    async () => {
      const scenario = await buildScenario(service);
      const actual = liveAnswers;
      for (const [name, topicRow] of Object.entries(TOPICS)) {
        const sockets = new Map<ViewerKind, LiveClient>();
        const subscribed = new Map<ViewerKind, 'x' | '?' | 'r' | 's'>();
        const connect = async (viewer: ViewerKind) => {
          const client = await LiveClient.open(service.app, scenario.browsers[viewer]);
          sockets.set(viewer, client);
          try {
            await client.waitFor('ready');
          } catch {
            // Refused at the door: closed as "sign in required" (anything else is a failure).
            subscribed.set(viewer, client.closed?.code === CLOSE_SIGN_IN_REQUIRED ? 'x' : '?');
            return;
          }
          const topic = topicRow.topic(scenario, viewer);
          client.send({ type: 'subscribe', topics: [topic] });
          const [answer] = await client.waitFor('subscribed');
          subscribed.set(viewer, answer?.refused.includes(topic) ? 'r' : 's');
        };
        const later: ViewerKind[] = topicRow.ownerConnectingIsTheEvent ? ['self'] : [];
        await Promise.all(VIEWER_KINDS.filter((viewer) => !later.includes(viewer)).map(connect));
        const marker = await topicRow.cause(scenario);
        if (topicRow.ownerConnectingIsTheEvent) await connect('self');
        const arrived = (viewer: ViewerKind) =>
          (sockets.get(viewer)?.messages ?? []).some(
            (message) =>
              message.type === 'event' &&
              message.topic === topicRow.topic(scenario, viewer) &&
              JSON.stringify(message.data).includes(marker),
          );
        // Wait for those who should hear it, then a little longer for anyone who should not.
        const expecting = VIEWER_KINDS.filter((_, index) => expectedLive.get(name)?.[index] === 'd');
        for (let waited = 0; waited < 3_000 && !expecting.every(arrived); waited += 50) await sleep(50);
        await sleep(300);
        actual.set(
          name,
          VIEWER_KINDS.map((viewer) => {
            const state = subscribed.get(viewer) ?? 'x';
            if (state === 's') return arrived(viewer) ? 'd' : 's';
            return arrived(viewer) ? `${state}!` : state;
          }),
        );
        sockets.forEach((socket) => socket.close());
      }
      console.info(`Live authorization matrix on ${kind}\n${renderMatrix('topic', [...actual])}`);
      expect(differences(expectedLive, actual)).toEqual([]);
    },
  );

  it('is the matrix written out for reviewers in authorizationMatrix.md', async () => {
    const written = [
      '# Authorization matrix',
      '',
      'What member-service answered each kind of viewer in `authorizationMatrix.test.ts` (which',
      'writes and checks this file; the rules are in docs/decisions/0080-one-member-policy.md).',
      'The owner (`self`) has a private account. `200+`: the answer showed the owner’s thing;',
      '`200-`: it left it out. Live: `x` socket closed (sign-in required), `r` subscription refused,',
      '`s` subscribed but the owner’s event did not arrive, `d` it arrived.',
      '',
      '## HTTP',
      '',
      renderMatrix('route', [...httpAnswers]),
      '',
      '## Live topics',
      '',
      renderMatrix('topic', [...liveAnswers]),
      '',
      '## Service routes',
      '',
      'By what the calling service sends: no `Authorization`, a wrong bearer secret, `MEMBER_NOTICES_SECRET`.',
      '',
      renderMatrix('route', [...serviceAnswers], ['none', 'wrong', 'secret']),
      '',
    ].join('\n');
    await expect(written).toMatchFileSnapshot('./authorizationMatrix.md');
  });
});
