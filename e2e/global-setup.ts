/** Waits for the payment and member services as well as the site, so journeys do not race their start-up. */
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

export default async function globalSetup(): Promise<void> {
  // A first start creates the embedded databases, which can take a while on a busy machine.
  const deadline = Date.now() + 240_000;
  await waitForHealth(paymentUrl, 'payment service', deadline);
  await waitForHealth(memberUrl, 'member service', deadline);
}
