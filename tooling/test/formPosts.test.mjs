import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';

// A stand-in member-service: the one sign-in it knows, and what each request carried.
const seen = [];
const memberService = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    seen.push({ url: req.url, origin: req.headers.origin, body: JSON.parse(body) });
    const { email, password } = JSON.parse(body);
    if (email === 'jane@example.org' && password === 'right password') {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'mindset_session=abc; HttpOnly' });
      res.end(JSON.stringify({ member: { name: 'Jane' } }));
    } else {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'The email or password is not correct.' }));
    }
  });
});

let handleSignInPost;
let safeReturnPath;
let withFormAnswer;
let site;

before(async () => {
  await new Promise((resolve) => memberService.listen(0, '127.0.0.1', resolve));
  process.env.MEMBER_SERVICE_URL = `http://127.0.0.1:${memberService.address().port}`;
  ({ handleSignInPost, safeReturnPath, withFormAnswer } = await import('../ssr/formPosts.mjs'));
  site = createServer((req, res) =>
    handleSignInPost(req, res, async (status, answer) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    }),
  );
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
});
after(() => {
  memberService.close();
  site.close();
});

function post(path, form, contentType = 'application/x-www-form-urlencoded') {
  return fetch(`http://127.0.0.1:${site.address().port}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: 'http://site.test' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

describe('sign-in as a plain form post', () => {
  it('signs in with the browser’s Origin, passes the session cookie on and returns to the page asked for', async () => {
    const answer = await post('/signin?returnTo=%2Fabout', { email: 'jane@example.org', password: 'right password' });
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.get('location'), '/about');
    assert.match(answer.headers.get('set-cookie') ?? '', /^mindset_session=abc/);
    assert.deepEqual(seen.at(-1), {
      url: '/api/members/session',
      origin: 'http://site.test',
      body: { email: 'jane@example.org', password: 'right password' },
    });
  });

  it('stays on /signin when returnTo would leave the site', async () => {
    const answer = await post('/signin?returnTo=%2F%2Fevil.example', {
      email: 'jane@example.org',
      password: 'right password',
    });
    assert.equal(answer.headers.get('location'), '/signin?returnTo=%2F%2Fevil.example');
  });

  it('answers a refusal with the service’s status and message and the email typed back, and something that is not a form with 400', async () => {
    const refused = await post('/signin', { email: 'jane@example.org', password: 'wrong' });
    assert.equal(refused.status, 401);
    const answer = await refused.json();
    assert.deepEqual(answer.data, { error: 'The email or password is not correct.' });
    assert.deepEqual(answer.fields, { email: 'jane@example.org' });
    const page = withFormAnswer(
      '<head></head><div id="root"><input id="signin-email" name="email" type="email"><input name="password" type="password"></div>',
      answer,
    );
    assert.match(page, /<input id="signin-email" name="email" type="email" value="jane@example.org">/);
    assert.match(page, /<input name="password" type="password">/);
    const notAForm = await post('/signin', { email: 'x' }, 'text/plain');
    assert.equal(notAForm.status, 400);
  });

  it('puts the answer in the page as data and as escaped text', () => {
    const html = withFormAnswer('<head></head><div id="root"><div id="ssr-area"></div></div>', '<b> & "x"');
    assert.match(html, /<script type="application\/json" id="form-answer">\{"error":"\\u003cb> & \\"x\\""\}<\/script>/);
    assert.match(html, /<div id="root"><p role="alert" class="form-answer">&lt;b> &amp; "x"<\/p><div id="ssr-area">/);
  });

  it("puts the answer inside the site's chrome, below its fixed header", () => {
    const html = withFormAnswer(
      '<head></head><div id="root"><div data-ssr-page><header></header><div><div id="ssr-area"></div></div></div></div>',
      'Wrong password',
    );
    assert.match(
      html,
      /<header><\/header><div><p role="alert" class="form-answer">Wrong password<\/p><div id="ssr-area">/,
    );
  });

  it('returns only to paths on this site', () => {
    assert.equal(safeReturnPath('/ebook?x=1#a'), '/ebook?x=1#a');
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', '/signin', '/a\nb', null])
      assert.equal(safeReturnPath(value), null);
  });
});
