import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../src/downloads/sampleFiles';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';
import {
  createPayment,
  downloadFile,
  sandboxPost,
  testApp,
  VALID_CONTEST_ORDER,
  VALID_EBOOK_ORDER,
} from './support/testApp';

let testDatabase: TestDatabase;
let app: FastifyInstance;
let paidEbook: string;
let unpaidEbook: string;
let paidContest: string;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  app = testApp(testDatabase.database);
  paidEbook = (await createPayment(app, VALID_EBOOK_ORDER)).sessionId;
  unpaidEbook = (await createPayment(app, VALID_EBOOK_ORDER)).sessionId;
  paidContest = (await createPayment(app, VALID_CONTEST_ORDER)).sessionId;
  for (const sessionId of [paidEbook, paidContest]) {
    await sandboxPost(app, sessionId, 'pay');
  }
});
afterAll(async () => {
  await app.close();
  await testDatabase.cleanup();
});

const download = (sessionId: string, fileId: string) => downloadFile(app, sessionId, fileId);

const FILES = [
  ['ebook', 'victim-to-victor.pdf', 'application/pdf'],
  ['yearly-journal', 'yearly-journal.pdf', 'application/pdf'],
  ['self-discovery-journal', 'self-discovery-journal.pdf', 'application/pdf'],
  ['wellness-journal', 'wellness-journal.pdf', 'application/pdf'],
  ['audiobook', 'victim-to-victor-audiobook.mp3', 'audio/mpeg'],
  ['bundle', 'victim-to-victor-bundle.zip', 'application/zip'],
] as const;

describe('GET /downloads/:token/:fileId for a paid ebook session', () => {
  it.each(FILES)('serves %s as the attachment %s (%s)', async (fileId, filename, contentType) => {
    const response = await download(paidEbook, fileId);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.length).toBe(Number(response.headers['content-length']));
    expect(response.rawPayload.length).toBeGreaterThan(500);
  });

  it('serves real PDFs: header, every xref offset pointing at its object, a trailer', async () => {
    const pdf = (await download(paidEbook, 'ebook')).rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Victim to Victor) Tj');
    expect(pdf).toContain('sample file');
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  });

  it('escapes PDF string delimiters in text', () => {
    expect(Buffer.from(samplePdf('A (b) \\ c', [])).toString('latin1')).toContain('(A \\(b\\) \\\\ c) Tj');
  });

  it('serves an MP3: an ID3 tag, then MPEG audio frames', async () => {
    const mp3 = (await download(paidEbook, 'audiobook')).rawPayload;
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');
    const tagSize = (mp3[6]! << 21) | (mp3[7]! << 14) | (mp3[8]! << 7) | mp3[9]!;
    const firstFrame = 10 + tagSize;
    expect([...mp3.subarray(firstFrame, firstFrame + 4)]).toEqual([0xff, 0xfb, 0x90, 0xc0]);
    expect([...mp3.subarray(firstFrame + 417, firstFrame + 419)]).toEqual([0xff, 0xfb]);
  });

  it('serves the bundle as a ZIP holding exactly the five files, byte for byte', async () => {
    const zip = unzipSync(new Uint8Array((await download(paidEbook, 'bundle')).rawPayload));
    expect(Object.keys(zip).sort()).toEqual(
      FILES.filter(([id]) => id !== 'bundle')
        .map(([, filename]) => filename)
        .sort(),
    );
    for (const [fileId, filename] of FILES.filter(([id]) => id !== 'bundle')) {
      expect(Buffer.from(zip[filename]!).equals((await download(paidEbook, fileId)).rawPayload)).toBe(true);
    }
  });
});

describe('GET /downloads refusals', () => {
  it('refuses an unpaid ebook session with 403', async () => {
    const response = await download(unpaidEbook, 'ebook');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This purchase has not been paid, so its downloads are not available.' });
  });

  it('refuses a paid contest session with 403: it did not buy the ebook', async () => {
    const response = await download(paidContest, 'bundle');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This purchase does not include the ebook downloads.' });
  });

  it.each([
    ['a made-up session', 'cs_sandbox_madeupmadeupmadeupmadeupmadeup', 'ebook'],
    ['a malformed session', 'not-a-session', 'ebook'],
  ])('answers 404 for %s', async (_name, sessionId, fileId) => {
    const response = await download(sessionId, fileId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Checkout session not found' });
  });

  it.each([
    'chapter-2',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%5Csrc%5Capp.ts',
    '%2Fetc%2Fpasswd',
    'toString',
    '__proto__',
  ])('answers 404 for the file id %s, even for a paid session', async (fileId) => {
    const response = await download(paidEbook, fileId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'There is no download with this name.' });
  });

  it('does not let a path escape the route', async () => {
    const { token } = (
      await app.inject({ method: 'POST', url: '/download-tokens', payload: { sessionId: paidEbook } })
    ).json<{
      token: string;
    }>();
    const response = await app.inject({ method: 'GET', url: `/downloads/${token}/../../package.json` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"dependencies"');
  });
});
