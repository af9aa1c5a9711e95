// A throwaway PostgreSQL on 127.0.0.1 for the tests and runs that need the portal's store shared by
// several processes (a worker beside BFF replicas, decision 0025): a fresh cluster in a temporary
// directory (initdb, trust on loopback, no fsync), its server on a free port, removed by stop().
// Debian's PostgreSQL (apt-get install postgresql) is found on PATH or in /usr/lib/postgresql.
// initdb refuses to run as root: as root the cluster belongs to the `postgres` user the package
// makes, and its commands run as that user (spawn's uid and gid).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@portal/sandbox/testing';

export const POSTGRES_MISSING =
  'PostgreSQL was not found: install it (Debian/Ubuntu: sudo apt-get install -y postgresql)';

const START_DEADLINE_MS = 60_000;

/** The directory of initdb and postgres. */
function binDir(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, '');
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(POSTGRES_MISSING);
  return join(root, versions[0], 'bin');
}

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-postgres-'));
  const data = join(dir, 'data');
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const owner = root ? id('-u') : null;
  const group = root ? id('-g') : null;
  if (owner !== null) chownSync(dir, owner, group ?? owner);
  /** A command of the cluster runs as its owner. */
  const as = (command: string, args: string[]) => ({
    command,
    args,
    options: owner === null ? {} : { uid: owner, gid: group ?? owner },
  });
  const init = as(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
  const made = spawnSync(init.command, init.args, { encoding: 'utf8', ...init.options, cwd: dir });
  if (made.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${made.stderr || made.stdout || made.error?.message}`);
  }
  const port = await freePort();
  const server = as(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const child: ChildProcess = spawn(server.command, server.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...server.options,
    cwd: dir,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT: PostgreSQL's fast shutdown (sessions ended, no wait for clients).
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`postgres exited (${child.exitCode}): ${output}`);
    }
    if (output.includes('database system is ready to accept connections')) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`postgres did not accept connections: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
