// Finds Debian's Chromium for the Playwright suites, installing it with apt-get when running as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${path}; installing it: ${command}`);
    execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.error(`Chromium is needed at ${path} for the end-to-end tests. Install it with:\n  sudo ${command}`);
    process.exit(1);
  }
}
