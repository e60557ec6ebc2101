// Sample times are relative to the page load, so the sample always reads as recent and stays
// fixed while the page is open.
const loadedAt = Date.now();

/** ISO date-time of a sample event that happened this many minutes before the page loaded. */
export function minutesBeforeLoad(minutes: number): string {
  return new Date(loadedAt - minutes * 60_000).toISOString();
}
