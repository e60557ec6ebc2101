/** Waits for the payment service as well as the site, so checkout journeys do not race its start-up. */
export const paymentUrl = process.env.PAYMENT_URL ?? 'http://localhost:4242';

export default async function globalSetup(): Promise<void> {
  // A first start creates the embedded database, which can take a while on a busy machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${paymentUrl}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The payment service did not answer at ${paymentUrl}/health`);
}
