// Debian's Chromium as every browser test here runs it (never a downloaded browser): the path, which
// CHROMIUM_PATH (or CHROME_PATH, Lighthouse's name) overrides, and the flags of a quiet headless run.
import { existsSync } from 'node:fs';

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

/** Debian's package chromium-headless-shell: the same engine, without the browser's window layer. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The browser a person uses (Lighthouse and the page benchmarks measure in it). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/**
 * The browser of the test suite: the headless shell where it is installed — the same Blink and V8,
 * about a sixth less CPU per test than the full browser in headless mode (docs/testing.md) — else
 * Chromium. CHROMIUM_PATH (or CHROME_PATH) chooses another.
 */
export function testBrowserPath(): string {
  const chosen = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (chosen) return chosen;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}
