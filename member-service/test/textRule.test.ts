/**
 * The bad-input table, generated from the app's own route table: every route with a body, query
 * or path schema gets, in each of its text fields, a NUL and a lone surrogate, and in each field
 * a value of the wrong type, with everything else valid. Not one answer may be a 5xx; every one
 * is a 400 with a sentence a person can read, and a text field's refusal is the text rule's.
 * A new route is covered as soon as it is registered.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Browser, join, SITE_ORIGIN, startTestService, type TestService } from './support/testApp';

type Schema = z.core.$ZodType;
const accepts = (schema: Schema, value: unknown) => z.safeParse(schema, value).success;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];
type Part = 'body' | 'querystring' | 'params';

interface RouteUnderTest {
  method: string;
  url: string;
  schemas: Partial<Record<Part, Schema>>;
}

/**
 * What the text rule answers: the contract's "<Field> has a character we cannot store…", or on the
 * routes still validated by the service's own schemas "<Field> contains a NUL character…" /
 * "…a broken character…".
 */
const CONTRACT_REFUSED = /^[A-Z].* has a character we cannot store\. Remove it and try again\.$/;
const NUL_REFUSED = new RegExp(
  `${CONTRACT_REFUSED.source}|^[A-Z].* contains a NUL character; remove it and try again\\.$`,
);
const SURROGATE_REFUSED = new RegExp(
  `${CONTRACT_REFUSED.source}|^[A-Z].* contains a broken character \\(half of an emoji or symbol\\); remove it and try again\\.$`,
);
const MALFORMED_ADDRESS = 'The address of this request is not valid.';

/** Text that one of the service's text fields accepts; the first a field takes is its example. */
const TEXT_EXAMPLES = [
  'sample',
  'a sample of text',
  'jane.sample@example.org',
  'https://example.org',
  '2026-01-01T00:00:00.000Z',
  'sample-0123456789abcdef.webp',
  '0123 456',
];

// The core classes: both the service's classic zod and the contract's zod/mini schemas are instances.
const { $ZodArray, $ZodBoolean, $ZodEnum, $ZodLiteral, $ZodNumber, $ZodObject, $ZodPipe, $ZodString, $ZodUnion } =
  z.core;
const { $ZodCustom, $ZodDefault, $ZodNullable, $ZodOptional, $ZodPrefault } = z.core;

/** The schema a value is checked against first: through pipes, transforms and wrappers. */
function entry(schema: Schema): Schema {
  if (schema instanceof $ZodPipe) return entry(schema._zod.def.in);
  if (
    schema instanceof $ZodOptional ||
    schema instanceof $ZodNullable ||
    schema instanceof $ZodDefault ||
    schema instanceof $ZodPrefault
  ) {
    return entry(schema._zod.def.innerType);
  }
  return schema;
}

/**
 * Whether a text field only takes a fixed pattern (an email, an id, a file name): such a field
 * refuses a NUL or a lone surrogate with its own sentence ("Not a module id."), as it refuses
 * any other character outside the pattern.
 */
function hasPattern(schema: Schema): boolean {
  if (schema instanceof $ZodPipe) return hasPattern(schema._zod.def.in) || hasPattern(schema._zod.def.out);
  if (schema instanceof $ZodOptional || schema instanceof $ZodNullable) return hasPattern(schema._zod.def.innerType);
  if (!(schema instanceof $ZodString)) return false;
  return 'format' in schema._zod.def || (schema._zod.def.checks ?? []).some((check) => 'format' in check._zod.def);
}

/** A value the schema accepts, with every optional field and one element in every list. */
function example(schema: Schema): Json | undefined {
  const first = entry(schema);
  const accepted = (value: Json | undefined) => (accepts(schema, value) ? value : undefined);
  if (first instanceof $ZodString) return TEXT_EXAMPLES.find((text) => accepts(schema, text));
  if (first instanceof $ZodEnum) return accepted(Object.values(first._zod.def.entries)[0] ?? null);
  if (first instanceof $ZodLiteral) {
    const [value] = first._zod.def.values;
    return typeof value === 'string' ? accepted(value) : undefined;
  }
  if (first instanceof $ZodBoolean) return accepted(false);
  if (first instanceof $ZodNumber) return accepted(0) ?? accepted(1);
  if (first instanceof $ZodArray) {
    const element = example(first._zod.def.element);
    return element === undefined ? accepted([]) : (accepted([element]) ?? accepted([]));
  }
  if (first instanceof $ZodObject) {
    const value: Record<string, Json> = {};
    for (const [key, field] of Object.entries<Schema>(first._zod.def.shape)) {
      const fieldValue = example(field);
      if (fieldValue !== undefined) value[key] = fieldValue;
    }
    return accepted(value);
  }
  if (first instanceof $ZodUnion) {
    for (const option of first._zod.def.options) {
      const value = example(option);
      if (value !== undefined && accepts(schema, value)) return value;
    }
  }
  return undefined;
}

/** Every leaf of a value (the fields to spoil), with whether it is text and whether the text rule answers for it. */
function leaves(schema: Schema, value: Json, path: Path = []): { path: Path; isText: boolean; ruled: boolean }[] {
  const first = entry(schema);
  if (first instanceof $ZodObject && value && typeof value === 'object' && !Array.isArray(value)) {
    const shape: Record<string, Schema> = first._zod.def.shape;
    return Object.entries(value).flatMap(([key, child]) => {
      const field = shape[key];
      return field ? leaves(field, child, [...path, key]) : [];
    });
  }
  if (first instanceof $ZodArray && Array.isArray(value)) {
    const element = first._zod.def.element;
    return value.flatMap((child, index) => leaves(element, child, [...path, index]));
  }
  if (first instanceof $ZodUnion) {
    const option = first._zod.def.options.find((candidate) => accepts(candidate, value));
    return option ? leaves(option, value, path) : [];
  }
  if (first instanceof $ZodString) return [{ path, isText: true, ruled: !hasPattern(schema) }];
  return [{ path, isText: false, ruled: false }];
}

function withLeaf(value: Json, path: Path, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = structuredClone(value) as Record<string | number, Json>;
  copy[head as string | number] = withLeaf(copy[head as string | number] as Json, rest, leaf);
  return copy;
}

const pathName = (part: Part, path: Path) => `${part}.${path.join('.')}`;

function addressOf(route: RouteUnderTest, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '');
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** A value as it travels in a URL; the lone surrogate as the bytes a client would send for it. */
function inUrl(value: string): string {
  return value.includes('\uD800')
    ? value.split('\uD800').map(encodeURIComponent).join('%ED%A0%80')
    : encodeURIComponent(value);
}

interface BadRequest {
  name: string;
  method: string;
  url: string;
  body?: string;
  /** What the answer must say: the text rule, or for a path or query, the malformed address. */
  expected: RegExp | 'readable';
}

function badRequests(route: RouteUnderTest): BadRequest[] {
  const examples = Object.fromEntries(
    (Object.entries(route.schemas) as [Part, Schema][]).map(([part, schema]) => {
      const value = example(schema);
      if (value === undefined) throw new Error(`no valid example for ${route.method} ${route.url} ${part}`);
      return [part, value];
    }),
  ) as Partial<Record<Part, Json>>;
  const params = (examples.params ?? {}) as Record<string, string>;
  const query = (examples.querystring ?? {}) as Record<string, string>;
  const urlEncoded = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, inUrl(value)]));
  const requests: BadRequest[] = [];
  const label = `${route.method} ${route.url}`;
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route.schemas[part];
    const base = examples[part];
    if (!schema || base === undefined) continue;
    for (const { path, isText, ruled } of leaves(schema, base)) {
      const spoiled: { what: string; leaf: Json; expected: RegExp | 'readable' }[] = [
        { what: 'a number', leaf: 12345, expected: 'readable' },
        { what: 'an object', leaf: { nested: true }, expected: 'readable' },
      ];
      if (isText) {
        spoiled.push({ what: 'a NUL', leaf: 'a\u0000b', expected: ruled ? NUL_REFUSED : 'readable' });
        spoiled.push({ what: 'a lone surrogate', leaf: 'a\uD800b', expected: ruled ? SURROGATE_REFUSED : 'readable' });
      }
      for (const { what, leaf, expected } of spoiled) {
        const name = `${label}: ${what} in ${pathName(part, path)}`;
        if (part === 'body') {
          requests.push({
            name,
            method: route.method,
            url: addressOf(route, urlEncoded(params), urlEncoded(query)),
            body: JSON.stringify(withLeaf(base, path, leaf)),
            expected,
          });
        } else if (typeof leaf === 'string') {
          // A URL carries only text: the NUL must meet the rule; the lone surrogate cannot be UTF-8,
          // so its bytes are refused as a malformed address (or, where it fits, by the rule).
          const spoilt = { ...(part === 'params' ? params : query), [String(path[0])]: leaf };
          const url =
            part === 'params'
              ? addressOf(route, urlEncoded(spoilt), urlEncoded(query))
              : addressOf(route, urlEncoded(params), urlEncoded(spoilt));
          requests.push({
            name,
            method: route.method,
            url,
            expected:
              expected !== 'readable' && leaf.includes('\uD800')
                ? new RegExp(`${SURROGATE_REFUSED.source}|^${MALFORMED_ADDRESS}$`)
                : expected,
          });
        }
      }
    }
  }
  if (route.schemas.body) {
    const url = addressOf(route, urlEncoded(params), urlEncoded(query));
    requests.push({ name: `${label}: malformed JSON`, method: route.method, url, body: '{"a":', expected: 'readable' });
    requests.push({
      name: `${label}: a list for a body`,
      method: route.method,
      url,
      body: '[1,2]',
      expected: 'readable',
    });
    requests.push({
      name: `${label}: text for a body`,
      method: route.method,
      url,
      body: '"text"',
      expected: 'readable',
    });
  }
  return requests;
}

describe('the text rule, over every route in the route table', () => {
  const routes: RouteUnderTest[] = [];
  let service: TestService;
  let browser: Browser;

  beforeAll(async () => {
    service = await startTestService(
      'pglite',
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        RATE_LIMIT_ACCOUNTS_PER_MINUTE: '100000',
        RATE_LIMIT_SHARES_PER_MINUTE: '100000',
        RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
      },
      (route: RouteOptions) => {
        const schema = (route.schema ?? {}) as Partial<Record<Part, Schema>>;
        const schemas = Object.fromEntries(
          (['body', 'querystring', 'params'] as const).flatMap((part) => {
            const partSchema = schema[part];
            // A photo or video upload takes bytes, not JSON: it has no text fields.
            return partSchema && !(partSchema instanceof $ZodCustom) ? [[part, partSchema] as const] : [];
          }),
        );
        const methods = [route.method].flat().filter((method) => method !== 'HEAD');
        if (Object.keys(schemas).length === 0) return;
        for (const method of methods) routes.push({ method, url: route.url, schemas });
      },
    );
    browser = new Browser(service.app);
    await join(browser, { name: 'Text Rule', email: 'text.rule@example.org', password: 'long enough' });
  });
  afterAll(() => service.close());

  it('finds the routes with schemas (join, posts, messages, search and the rest)', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/members/accounts',
        'POST /api/members/session',
        'PATCH /api/members/me/profile',
        'POST /api/members/community/posts',
        'POST /api/members/community/posts/:postId/comments',
        'POST /api/members/messages/threads/:threadId',
        'GET /api/members/community/search',
        'POST /api/members/collab/voice/:room/signal',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('answers every bad field of every route with a 400 and a readable sentence, never a 5xx', async () => {
    const table = routes.flatMap(badRequests);
    const textCases = table.filter((row) => row.expected !== 'readable');
    expect(textCases.length).toBeGreaterThanOrEqual(100);
    const wrong: string[] = [];
    for (const row of table) {
      const response = await service.app.inject({
        method: row.method as 'GET',
        url: row.url,
        headers: {
          origin: SITE_ORIGIN,
          cookie: browser.cookieHeader,
          ...(row.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(row.body !== undefined ? { payload: row.body } : {}),
      });
      const error: unknown = String(response.headers['content-type']).includes('json')
        ? response.json().error
        : undefined;
      const readable =
        typeof error === 'string' && /^[A-Z"].*[.?!]$/.test(error) && !/\n|\bat \S+:\d+|Error:|ZodError/.test(error);
      const meetsRule = row.expected === 'readable' || (typeof error === 'string' && row.expected.test(error));
      if (response.statusCode !== 400 || !readable || !meetsRule) {
        wrong.push(`${row.name} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('left the member as joined: nothing was stored from a refused request', async () => {
    const session = (await browser.send('GET', '/api/members/session')).json();
    expect(session.member).toMatchObject({ name: 'Text Rule', bio: '', website: '' });
  });
});
