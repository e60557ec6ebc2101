/** A date as the payment service's messages write it: "18 December 2026 at 18:00 UTC". */
export const utcDate = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
