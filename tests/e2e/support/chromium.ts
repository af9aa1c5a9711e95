// Debian's Chromium as every browser test here runs it (never a downloaded browser): the path, which
// CHROMIUM_PATH (or CHROME_PATH, Lighthouse's name) overrides, and the flags of a quiet headless run.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
}
