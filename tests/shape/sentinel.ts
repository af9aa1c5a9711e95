// Redis that survives a node, on 127.0.0.1 (docs/operations.md "Redis that survives a node"): a
// primary and a replica (Debian's redis-server, append-only file, passwords) watched by three
// sentinels (`redis-server --sentinel`) that agree on a failover with a quorum of two. The sentinels
// declare the primary down after one second without an answer. The test and the load run kill the
// primary and read which node the sentinels name afterwards; redis-cli does the talking.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@portal/sandbox/testing';
import { REDIS_MISSING, stopRedis } from './redis.ts';

const run = promisify(execFile);

export const SENTINEL_NAME = 'portal';
/** The passwords of the data nodes and of the sentinels: the BFF is given both. */
export const DATA_PASSWORD = 'data-password-of-the-test';
export const SENTINEL_PASSWORD = 'sentinel-password-of-the-test';
/** How long a primary must be silent before a sentinel deems it down. */
export const DOWN_AFTER_MS = 1_000;

export interface RedisNode {
  port: number;
  child: ChildProcess;
}

export interface SentinelSet {
  /** The nodes as started: [0] the first primary, [1] its replica. */
  nodes: RedisNode[];
  sentinels: RedisNode[];
  /** The BFF's settings for this set (REDIS_SENTINELS and its companions). */
  env: Record<string, string>;
  /** The port of the node the sentinels name as primary now. */
  primaryPort(): Promise<number>;
  /** INFO of a data node (memory, keyspace, replication), as key → value. */
  info(port: number): Promise<Record<string, string>>;
  /** SIGKILL to the current primary, as a lost machine; its port and when. */
  killPrimary(): Promise<{ port: number; at: number }>;
  /** A failover asked of the sentinels (SENTINEL FAILOVER): the primary is demoted alive. */
  handOver(): Promise<{ port: number; at: number }>;
  /** Waits until the node on `port` is a replica in sync with the primary. */
  inSync(port: number, withinMs: number): Promise<void>;
  /** Waits until the sentinels name a primary other than `oldPort`; its port and when. */
  failedOver(oldPort: number, withinMs: number): Promise<{ port: number; at: number }>;
  stop(): Promise<void>;
}

async function cli(port: number, password: string, ...args: string[]): Promise<string[]> {
  const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], {
    env: { PATH: process.env.PATH, REDISCLI_AUTH: password },
    timeout: 5_000,
  });
  return stdout.split('\n').filter((line) => line !== '');
}

function fields(lines: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) out[line.slice(0, colon)] = line.slice(colon + 1).trim();
  }
  return out;
}

/** Starts redis-server with `args` and waits for it to accept connections. */
async function start(args: string[], ready: RegExp): Promise<ChildProcess> {
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? REDIS_MISSING : error.message)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  child.removeAllListeners('exit');
  // Keep reading, or a full pipe would stop the server.
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

async function until<T>(what: string, withinMs: number, probe: () => Promise<T | null>) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function inSync(port: number, withinMs: number): Promise<void> {
  await until(`the replica on ${port} in sync`, withinMs, async () => {
    const replication = fields(await cli(port, DATA_PASSWORD, 'INFO', 'replication'));
    return replication.role === 'slave' && replication.master_link_status === 'up' ? true : null;
  });
}

export async function startSentinelSet(dir: string): Promise<SentinelSet> {
  const nodes: RedisNode[] = [];
  const sentinels: RedisNode[] = [];
  const stop = async () => {
    await Promise.all([...sentinels, ...nodes].map((n) => stopRedis(n.child)));
  };
  try {
    for (const role of ['primary', 'replica']) {
      const port = await freePort();
      const data = join(dir, `redis-${port}`);
      mkdirSync(data, { recursive: true });
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        data,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--requirepass',
        DATA_PASSWORD,
        '--masterauth',
        DATA_PASSWORD,
        ...(role === 'replica' ? ['--replicaof', '127.0.0.1', String(nodes[0]?.port)] : []),
      ];
      nodes.push({ port, child: await start(args, /Ready to accept connections/) });
    }
    const primary = nodes[0] as RedisNode;
    for (let i = 0; i < 3; i += 1) {
      const port = await freePort();
      const file = join(dir, `sentinel-${port}.conf`);
      writeFileSync(
        file,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `requirepass ${SENTINEL_PASSWORD}`,
          `sentinel sentinel-pass ${SENTINEL_PASSWORD}`,
          `sentinel monitor ${SENTINEL_NAME} 127.0.0.1 ${primary.port} 2`,
          `sentinel auth-pass ${SENTINEL_NAME} ${DATA_PASSWORD}`,
          `sentinel down-after-milliseconds ${SENTINEL_NAME} ${DOWN_AFTER_MS}`,
          `sentinel failover-timeout ${SENTINEL_NAME} 10000`,
          `sentinel parallel-syncs ${SENTINEL_NAME} 1`,
          '',
        ].join('\n'),
      );
      sentinels.push({ port, child: await start([file, '--sentinel'], /Sentinel ID is/) });
    }
    // Ready when the replica is in sync and every sentinel knows the replica and the two others.
    await inSync((nodes[1] as RedisNode).port, 20_000);
    for (const sentinel of sentinels)
      await until('the sentinels know each other and the replica', 20_000, async () => {
        const lines = await cli(
          sentinel.port,
          SENTINEL_PASSWORD,
          'SENTINEL',
          'master',
          SENTINEL_NAME,
        );
        const pairs = Object.fromEntries(
          lines.flatMap((line, i) => (i % 2 === 0 ? [[line, lines[i + 1] ?? '']] : [])),
        );
        return Number(pairs['num-slaves']) >= 1 && Number(pairs['num-other-sentinels']) >= 2
          ? true
          : null;
      });
  } catch (error) {
    await stop();
    throw error;
  }

  const primaryPort = async () => {
    for (const sentinel of sentinels) {
      if (sentinel.child.exitCode !== null) continue;
      const answer = await cli(
        sentinel.port,
        SENTINEL_PASSWORD,
        'SENTINEL',
        'get-master-addr-by-name',
        SENTINEL_NAME,
      ).catch(() => null);
      if (answer?.[1]) return Number(answer[1]);
    }
    throw new Error('no sentinel answered');
  };
  return {
    nodes,
    sentinels,
    env: {
      REDIS_SENTINELS: sentinels.map((s) => `127.0.0.1:${s.port}`).join(','),
      REDIS_SENTINEL_NAME: SENTINEL_NAME,
      REDIS_PASSWORD: DATA_PASSWORD,
      REDIS_SENTINEL_PASSWORD: SENTINEL_PASSWORD,
    },
    primaryPort,
    info: async (port) => fields(await cli(port, DATA_PASSWORD, 'INFO', 'everything')),
    async killPrimary() {
      const port = await primaryPort();
      const node = nodes.find((n) => n.port === port);
      if (!node) throw new Error(`the primary on ${port} is not one of the set`);
      node.child.kill('SIGKILL');
      return { port, at: Date.now() };
    },
    async handOver() {
      const port = await primaryPort();
      await cli(
        (sentinels[0] as RedisNode).port,
        SENTINEL_PASSWORD,
        'SENTINEL',
        'FAILOVER',
        SENTINEL_NAME,
      );
      return { port, at: Date.now() };
    },
    inSync,
    async failedOver(oldPort, withinMs) {
      const port = await until('a new primary named by the sentinels', withinMs, async () => {
        const now = await primaryPort();
        return now === oldPort ? null : now;
      });
      return { port, at: Date.now() };
    },
    stop,
  };
}
