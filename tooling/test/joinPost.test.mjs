import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import {
  handleJoinPost,
  JOIN_EMAIL_PATTERN,
  JOIN_MESSAGES,
  joinedAnswerFor,
  withFormAnswer,
} from '../ssr/formPosts.mjs';

// The site's server with the join post only: an answer is sent as its status and JSON, to be read here.
const site = createServer((req, res) =>
  handleJoinPost(req, res, async (status, answer) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  }),
);
before(() => new Promise((resolve) => site.listen(0, '127.0.0.1', resolve)));
after(() => site.close());

function post(form, contentType = 'application/x-www-form-urlencoded', origin = null) {
  const here = `http://127.0.0.1:${site.address().port}`;
  return fetch(`${here}/join`, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: origin ?? here },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

/** The confirmation the page after the 303 shows, for the cookie the post set. */
function answerForCookie(setCookie) {
  return joinedAnswerFor({ headers: { cookie: setCookie.split(';')[0] } });
}

describe('join as a plain form post', () => {
  it('joins: 303 to /join, whose page then shows the confirmation once and forgets it', async () => {
    const answer = await post({ fullName: ' Alex Rivera ', email: ' alex@example.com ', goals: 'Launch <my> studio' });
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.get('location'), '/join');
    const setCookie = answer.headers.get('set-cookie') ?? '';
    assert.match(setCookie, /^mindset_joined=[\w-]+; Path=\/join; Max-Age=300; HttpOnly; SameSite=Lax$/);

    const shown = answerForCookie(setCookie);
    assert.equal(shown.forget, 'mindset_joined=; Path=/join; Max-Age=0; HttpOnly; SameSite=Lax');
    const { joinedAt, ...joined } = shown.answer.data.join.joined;
    assert.deepEqual(joined, { fullName: 'Alex Rivera', email: 'alex@example.com', goals: 'Launch <my> studio' });
    assert.ok(Date.now() - Date.parse(joinedAt) < 60_000);
    assert.match(shown.answer.html, /<h2>You're in, Alex!<\/h2>/);
    assert.match(shown.answer.html, /we will reach you at <strong>alex@example\.com<\/strong>\./);
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    assert.match(shown.answer.html, new RegExp(`<p>Joined ${today.format(new Date())}</p>`));
    assert.match(
      shown.answer.html,
      /<a href="\/modules">Start Module 1<\/a> · <a href="\/community">Meet the community<\/a>/,
    );
  });

  it('says "You\'re in!" to a visitor who gave no name', async () => {
    const answer = await post({ fullName: '', email: 'sam@example.org', goals: '' });
    assert.match(answerForCookie(answer.headers.get('set-cookie') ?? '').answer.html, /<h2>You're in!<\/h2>/);
  });

  it('refuses a missing or malformed email with the page’s messages and gives back what was typed', async () => {
    const missing = await post({ fullName: 'Alex', email: '  ', goals: 'Run' });
    assert.equal(missing.status, 200);
    assert.deepEqual((await missing.json()).data, {
      join: {
        error: JOIN_MESSAGES.emailMissing,
        field: 'email',
        values: { fullName: 'Alex', email: '', goals: 'Run' },
      },
    });
    const malformed = await post({ fullName: 'Alex', email: 'alex@example', goals: '' });
    assert.equal(malformed.status, 200);
    const refusal = await malformed.json();
    assert.equal(refusal.data.join.error, JOIN_MESSAGES.emailInvalid);
    assert.equal(refusal.html, `<p role="alert" class="form-answer">${JOIN_MESSAGES.emailInvalid}</p>`);
    assert.deepEqual(refusal.fields, { fullName: 'Alex', email: 'alex@example', goals: '' });
  });

  it('refuses a join sent from another site’s page, so it cannot choose what this device records', async () => {
    const answer = await post(
      { fullName: 'Mallory', email: 'mallory@evil.example', goals: '' },
      undefined,
      'https://evil.example',
    );
    assert.equal(answer.status, 403);
    assert.equal(answer.headers.get('set-cookie'), null);
  });

  it('answers something that is not a form with 400, and ignores a joined cookie that is not one', async () => {
    assert.equal((await post({ email: 'a@b.co' }, 'text/plain')).status, 400);
    const forged = Buffer.from(JSON.stringify({ fullName: 'X', email: 'not an email', goals: '', joinedAt: 'x' }));
    const shown = joinedAnswerFor({ headers: { cookie: `other=1; mindset_joined=${forged.toString('base64url')}` } });
    assert.equal(shown.answer, null);
    assert.match(shown.forget, /Max-Age=0/);
    assert.equal(joinedAnswerFor({ headers: {} }), null);
  });

  it('puts what was typed back into the prerendered form, escaped', () => {
    const form =
      '<head></head><div id="root"><form><input id="join-full-name" name="fullName" value=""/>' +
      '<input id="join-email" name="email" type="email" value=""/>' +
      '<textarea id="join-goals" name="goals" rows="4"></textarea></form></div>';
    const html = withFormAnswer(form, {
      data: { error: 'x' },
      html: '<p role="alert" class="form-answer">x</p>',
      fields: { fullName: 'A "B" <C>', email: 'a@b', goals: 'Run & <swim>' },
    });
    assert.match(html, /<input id="join-full-name" name="fullName" value="A &quot;B&quot; &lt;C>"\/>/);
    assert.match(html, /<input id="join-email" name="email" type="email" value="a@b"\/>/);
    assert.match(html, /<textarea id="join-goals" name="goals" rows="4">Run &amp; &lt;swim><\/textarea>/);
    assert.match(html, /<div id="root"><p role="alert" class="form-answer">x<\/p><form>/);
  });

  it('checks the email with the join page’s own rule and messages', async () => {
    const page = await readFile(new URL('../../mfe-marketing/src/features/join/JoinForm.tsx', import.meta.url), 'utf8');
    const emailFormat = await readFile(
      new URL('../../mfe-marketing/src/components/emailFormat.ts', import.meta.url),
      'utf8',
    );
    for (const message of Object.values(JOIN_MESSAGES)) assert.ok(page.includes(`'${message}'`), message);
    assert.ok(emailFormat.includes(`/${JOIN_EMAIL_PATTERN.source}/`));
  });
});
