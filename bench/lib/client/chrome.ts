/** Debian's Chromium (never a downloaded browser), for Playwright and Lighthouse alike. */
export const CHROME_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing of Chrome's own traffic (updates, sync) mixed into the measures. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
