// Debian's Chromium with a DevTools port, so that Playwright (signing in) and Lighthouse (measuring)
// drive the same browser and share its default profile, cookies included.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/support/chromium.ts';

export interface RunningChromium {
  /** The DevTools port (Lighthouse's `port` flag, Playwright's connectOverCDP). */
  port: number;
  close(): Promise<void>;
}

/** Starts Chromium on a fresh profile and waits until its DevTools endpoint listens. */
export async function startChromium(): Promise<RunningChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'portal-bench-chromium-'));
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      '--remote-debugging-address=127.0.0.1',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not start within 30 s')), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with code ${code}: ${text.slice(-2000)}`));
    });
  });
  // Chromium's own chatter (GPU, D-Bus) is not the benchmark's.
  child.stderr.removeAllListeners('data');
  child.stderr.resume();
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}
