/** Debian's Chromium, launched with the flags this network needs (Playwright's own download does not work here). */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // The hub's voice rooms: a fake microphone, granted without a prompt.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };
