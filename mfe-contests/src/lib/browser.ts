// Leaving the page goes through here, so component tests can observe it without a real navigation.

/** Full page load to another address (the payment provider's hosted checkout). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** Opens the address in a new tab; false when the browser blocked the popup. */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  // The opened page must not be able to script this one.
  tab.opener = null;
  return true;
}
