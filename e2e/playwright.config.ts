import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { smtpUrl } from './support/mailCatcher';

/**
 * QA points the suites at any environment with BASE_URL (and PAYMENT_URL); by default the local production build,
 * on SHELL_PORT (the skew gate runs a second copy on ports of its own).
 */
const shellPort = Number(process.env.SHELL_PORT ?? 5173);
const baseURL = process.env.BASE_URL ?? `http://localhost:${shellPort}`;
/** The extra shells some tests start, on their own ports (see e2e/support/servers.ts `testPort`). */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const againstExternalEnvironment = Boolean(process.env.BASE_URL);
/**
 * QA mode: `QA_RELEASE=<QA link>` (printed by `node tooling/releases/cli.mjs qa-link contests:<releaseId>`,
 * signed with the environment's QA_OVERRIDE_SECRET) runs every suite with those candidate releases in
 * place of the live ones, through the shell's override cookie. The token alone works too.
 */
function qaToken(link: string | undefined): string | undefined {
  if (!link) return undefined;
  return URL.canParse(link) ? (new URL(link).searchParams.get('qa-release') ?? undefined) : link;
}
const qaRelease = qaToken(process.env.QA_RELEASE);

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: 'test-results',
  globalSetup: './global-setup.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    storageState: qaRelease
      ? {
          cookies: [
            {
              name: 'qa-release',
              value: encodeURIComponent(qaRelease),
              domain: new URL(baseURL).hostname,
              path: '/',
              expires: -1,
              httpOnly: true,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        }
      : undefined,
  },
  webServer: againstExternalEnvironment
    ? undefined
    : {
        command: 'node tooling/start.mjs',
        cwd: '..',
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // The failure-isolation and release tests run extra shells on 5180-5186; the payment service must accept them.
        env: {
          PAYMENT_PROVIDER: 'sandbox',
          // The studio's owner (e2e/tests/studio.spec.ts signs up with it).
          OWNER_EMAIL: 'owner.studio@example.org',
          // Real mail to the SMTP server global-setup.ts starts (e2e/tests/notifications.spec.ts reads it);
          // a mention's email waits 3 s, not 2 minutes, and the job that sends it runs every second.
          SMTP_URL: smtpUrl,
          NOTIFICATION_EMAIL_DELAY_SECONDS: '3',
          JOB_INTERVAL_MS: '1000',
          ALLOWED_ORIGINS: [shellPort, ...[5180, 5181, 5182, 5183, 5184, 5185, 5186].map((port) => port + portOffset)]
            .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
            .join(','),
        },
      },
});
