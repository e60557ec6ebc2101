import { startMailCatcher } from './support/mailCatcher';

export const paymentUrl = process.env.PAYMENT_URL ?? 'http://localhost:4242';
export const memberUrl = process.env.MEMBER_URL ?? 'http://localhost:4343';

async function waitForHealth(serviceUrl: string, name: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${serviceUrl}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The ${name} did not answer at ${serviceUrl}/health`);
}

/**
 * Waits for the payment and member services as well as the site, so journeys do not race their
 * start-up; then, for a local run, starts the SMTP server its member service sends mail to.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  // A first start creates the embedded databases, which can take a while on a busy machine.
  const deadline = Date.now() + 240_000;
  await waitForHealth(paymentUrl, 'payment service', deadline);
  await waitForHealth(memberUrl, 'member service', deadline);
  // Mail is only sent because a test did something, so the server listens before any can; it
  // stays up for the whole run (every spec's mail goes there). Returned: the teardown.
  return process.env.BASE_URL ? undefined : startMailCatcher();
}
