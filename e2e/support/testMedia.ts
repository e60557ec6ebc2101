import type { Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * A real PNG photo drawn here (a diagonal colour gradient), so a test can pick it in a file input
 * and check the size the page finally shows it at; no binary fixture to keep in the repository.
 */
export function testPhoto(name: string, width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB pixels
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = Math.round((255 * x) / width);
      row[2 + x * 3] = Math.round((255 * y) / height);
      row[3 + x * 3] = 160;
    }
    rows.push(row);
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A real WebM video, recorded by the browser itself from a canvas of `width` × `height` whose colour
 * changes every frame (MediaRecorder; no binary fixture and no codec on the test machine needed).
 */
export async function testVideo(page: Page, name: string, width: number, height: number) {
  const bytes = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      let frame = 0;
      const draw = () => {
        context.fillStyle = `hsl(${(frame * 24) % 360} 70% 50%)`;
        context.fillRect(0, 0, width, height);
        frame += 1;
      };
      draw();
      const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const timer = window.setInterval(draw, 33);
      await new Promise((resolve) => window.setTimeout(resolve, 700));
      recorder.stop();
      window.clearInterval(timer);
      await stopped;
      return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
    },
    { width, height },
  );
  return { name, mimeType: 'video/webm', buffer: Buffer.from(bytes) };
}
