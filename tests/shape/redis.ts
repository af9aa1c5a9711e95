// A throwaway redis-server on 127.0.0.1 for the production shape (the replicas tests and the load
// run): started on a given port, without persistence by default or with the append-only file in a
// directory (what production should run, docs/operations.md), and its memory read with INFO.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';

export const REDIS_MISSING =
  'redis-server was not found: install it (Debian/Ubuntu: sudo apt-get install -y redis-server)';

export interface RedisOptions {
  /** Keep the data in an append-only file in this directory (fsync every second). */
  aofDir?: string;
}

export async function startRedis(port: number, options: RedisOptions = {}): Promise<ChildProcess> {
  const persistence = options.aofDir
    ? ['--dir', options.aofDir, '--appendonly', 'yes', '--appendfsync', 'everysec']
    : ['--appendonly', 'no'];
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? REDIS_MISSING : error.message)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  child.removeAllListeners('exit');
  return child;
}

export async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

/** Redis's own figures (INFO memory and keyspace): used_memory, used_memory_rss, keys, ... */
export function redisInfo(port: number): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.once('error', reject);
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const header = /^\$(\d+)\r\n/.exec(answer);
      if (header && Buffer.byteLength(answer) >= header[0].length + Number(header[1])) {
        socket.end();
        const fields: Record<string, string> = {};
        for (const line of answer.slice(header[0].length).split('\r\n')) {
          const colon = line.indexOf(':');
          if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1);
        }
        resolve(fields);
      }
    });
    socket.write('INFO everything\r\n');
  });
}
