import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';
import { testPort } from './servers';

/**
 * The real SMTP server the e2e run's member service sends to (SMTP_URL in playwright.config.ts).
 * It runs in the runner's process for the whole run (global-setup.ts); tests run in workers, so
 * each mail it receives is written as a JSON file that `mailTo` reads.
 */
export const smtpPort = testPort(2525);
export const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
const mailDir = path.join(os.tmpdir(), `mindset-e2e-mail-${smtpPort}`);

const capturedMail = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Header names in lower case, values unfolded. */
  headers: z.record(z.string(), z.string()),
});
export type CapturedMail = z.infer<typeof capturedMail>;

/** Starts the SMTP server on `smtpPort` with an empty mailbox; the returned function stops it. */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback, as a local relay: no TLS certificate to trust, no account.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const headers = Object.fromEntries(
            parsed.headerLines.map(({ key, line }) => [
              key,
              line
                .slice(line.indexOf(':') + 1)
                .replace(/\r?\n[ \t]+/g, ' ')
                .trim(),
            ]),
          );
          const mail: CapturedMail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          };
          received += 1;
          // Written whole, then renamed: a test never reads half a mail.
          const file = path.join(mailDir, String(received).padStart(6, '0'));
          await writeFile(`${file}.part`, JSON.stringify(mail));
          await rename(`${file}.part`, `${file}.json`);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every mail the SMTP server has received for `address`, oldest first. */
export async function mailTo(address: string): Promise<CapturedMail[]> {
  const files = (await readdir(mailDir)).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (name) => capturedMail.parse(JSON.parse(await readFile(path.join(mailDir, name), 'utf8')))),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}
