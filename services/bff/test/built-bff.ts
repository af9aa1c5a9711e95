// The built BFF (dist/server.js, made by the `shape` project's global set-up) in a process of its
// own, as npm start and the image run it, configured through its environment only: for the tests
// that prove the shipped bundle (built-server.test.ts, tracing.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface BuiltBff {
  url: string;
  process: ChildProcess;
  /** The session cookie's name under this configuration. */
  cookieName: string;
  /** What the process wrote so far, standard output and error together. */
  output(): string;
  /** SIGTERM, as a deployment stops it; the exit code. */
  stop(): Promise<number | null>;
}

/** Starts dist/server.js on `port` in front of the sandbox at `sandboxUrl`, ready (/healthz) on return. */
export async function startBuiltBff(
  port: number,
  sandboxUrl: string,
  env: Record<string, string> = {},
): Promise<BuiltBff> {
  const url = `http://127.0.0.1:${port}`;
  const base = {
    NODE_ENV: 'development',
    PORTAL_ORIGIN: url,
    UPSTREAM_API_URL: sandboxUrl,
    OIDC_ISSUER: `${sandboxUrl}/oidc`,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', `${root}dist/server.js`], {
    env: {
      PATH: process.env.PATH,
      ...base,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Polled: a process of its own says nothing when it is ready but answers /healthz.
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`dist/server.js exited with ${child.exitCode}: ${output}`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`dist/server.js did not answer /healthz: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    process: child,
    cookieName: loadConfig(base).session.cookieName,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill('SIGTERM');
      return exited;
    },
  };
}
