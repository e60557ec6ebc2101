import { strToU8, zipSync } from 'fflate';
import type { EbookDownloadId } from '@mindset/payment-contract';

/**
 * The ebook bundle's files. They are small SAMPLES generated here (valid PDFs, a short silent MP3
 * and a ZIP of the five), standing in for the real products until the publisher supplies them.
 */
export interface DownloadFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

const SAMPLE_NOTE = 'This is a sample file from the payment service, standing in for the real product.';

/** A one-page PDF in Helvetica; the xref table holds the byte offset of every object, as the format requires. */
export function samplePdf(title: string, lines: readonly string[]): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const text = [
    'BT',
    '/F1 22 Tf',
    '72 760 Td',
    `(${escape(title)}) Tj`,
    '/F1 12 Tf',
    ...[SAMPLE_NOTE, '', ...lines].flatMap((line) => ['0 -24 Td', `(${escape(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (payment-service sample) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xrefOffset}\n%%EOF\n`;
  return strToU8(pdf); // ASCII only, so string length equals byte length and the offsets hold.
}

/** About one second of silence: an ID3v2.3 title tag, then MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, mono). */
function sampleMp3(title: string): Uint8Array {
  const titleFrameBody = strToU8(`\u0000${title}`, true); // encoding byte 0: ISO-8859-1
  const titleFrame = new Uint8Array(10 + titleFrameBody.length);
  titleFrame.set(strToU8('TIT2'), 0);
  new DataView(titleFrame.buffer).setUint32(4, titleFrameBody.length);
  titleFrame.set(titleFrameBody, 10);
  const tagSize = titleFrame.length;
  const tag = new Uint8Array([
    ...strToU8('ID3'),
    3,
    0,
    0,
    // ID3 sizes are "syncsafe": 7 bits per byte.
    (tagSize >> 21) & 0x7f,
    (tagSize >> 14) & 0x7f,
    (tagSize >> 7) & 0x7f,
    tagSize & 0x7f,
    ...titleFrame,
  ]);
  const frameLength = Math.floor((144 * 128_000) / 44_100); // 417 bytes, no padding
  const frameCount = 39; // 39 frames of 1152 samples at 44.1 kHz: about one second
  const audio = new Uint8Array(frameLength * frameCount);
  for (let frame = 0; frame < frameCount; frame += 1) {
    // Header only; all-zero side information and main data decode as silence.
    audio.set([0xff, 0xfb, 0x90, 0xc0], frame * frameLength);
  }
  const file = new Uint8Array(tag.length + audio.length);
  file.set(tag, 0);
  file.set(audio, tag.length);
  return file;
}

type BundleItemId = Exclude<EbookDownloadId, 'bundle'>;

function buildBundleItems(): Record<BundleItemId, DownloadFile> {
  const pdf = (filename: string, title: string, lines: string[]): DownloadFile => ({
    filename,
    contentType: 'application/pdf',
    bytes: samplePdf(title, lines),
  });
  return {
    ebook: pdf('victim-to-victor.pdf', 'Victim to Victor', [
      'Chapter 1: The story you tell yourself',
      'Every result starts with a belief. Write down the one that holds you back most.',
    ]),
    audiobook: {
      filename: 'victim-to-victor-audiobook.mp3',
      contentType: 'audio/mpeg',
      bytes: sampleMp3('Victim to Victor Audiobook (sample)'),
    },
    'yearly-journal': pdf('yearly-journal.pdf', 'Yearly Journal', [
      'January: What will you have achieved by December?',
      'Monthly review: three wins, one lesson, one next step.',
    ]),
    'self-discovery-journal': pdf('self-discovery-journal.pdf', 'Self Discovery Journal', [
      'Prompt 1: Which belief decided your last big choice?',
      'Prompt 2: Whose voice is that belief really in?',
    ]),
    'wellness-journal': pdf('wellness-journal.pdf', 'Wellness Journal', [
      'Today: sleep ___ hours, energy ___ / 10, movement ___ minutes, mood ___',
    ]),
  };
}

/** A fixed timestamp keeps the ZIP byte-identical from one start to the next. */
const BUNDLE_MTIME = new Date('2025-01-01T00:00:00Z');

function buildDownloads(): Map<EbookDownloadId, DownloadFile> {
  const items = buildBundleItems();
  const bundle: DownloadFile = {
    filename: 'victim-to-victor-bundle.zip',
    contentType: 'application/zip',
    bytes: zipSync(Object.fromEntries(Object.values(items).map((file) => [file.filename, file.bytes])), {
      mtime: BUNDLE_MTIME,
    }),
  };
  return new Map<EbookDownloadId, DownloadFile>([
    ...(Object.entries(items) as [BundleItemId, DownloadFile][]),
    ['bundle', bundle],
  ]);
}

let downloads: Map<EbookDownloadId, DownloadFile> | null = null;

/** The file for a download id, or undefined; ids are keys of a fixed map, never paths. */
export function findDownload(fileId: string): DownloadFile | undefined {
  downloads ??= buildDownloads();
  return downloads.get(fileId as EbookDownloadId);
}
