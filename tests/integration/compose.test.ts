// The production shape (architecture "Scale-out"; docs/decisions/0001-production-shape.md):
// docker-compose.yml runs two BFF replicas sharing Redis, the sandbox, Redis and a reverse proxy,
// in a form docker-compose 1.29 accepts. Docker itself need not run: the file is checked, not started.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTracing } from '../../services/bff/src/tracing/settings.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const COMPOSE = join(REPO, 'docker-compose.yml');
const CHECK = join(REPO, 'scripts/check-compose.mjs');
const NGINX_CONF = join(REPO, 'deploy/nginx.conf');
const DOCKER_COMPOSE = '/usr/bin/docker-compose';

interface Report {
  services: string[];
  replicas: Array<{ name: string; REDIS_URL: string | null; PORTAL_ORIGIN: string | null }>;
  dockerCompose: 'passed' | 'failed' | 'not installed';
  problems: string[];
}

function check(file: string): { status: number | null; report: Report } {
  const run = spawnSync(process.execPath, [CHECK, file, '--json'], { encoding: 'utf8' });
  return { status: run.status, report: JSON.parse(run.stdout) as Report };
}

describe('docker-compose.yml, the production shape (architecture "Scale-out")', () => {
  it('has redis, the sandbox, two BFF replicas sharing REDIS_URL and the origin, and the proxy', () => {
    const { status, report } = check(COMPOSE);
    expect(report.problems).toEqual([]);
    expect(status).toBe(0);
    expect(report.services).toEqual(
      expect.arrayContaining(['redis', 'sandbox', 'bff1', 'bff2', 'proxy']),
    );
    expect(report.replicas).toEqual([
      { name: 'bff1', REDIS_URL: 'redis://redis:6379', PORTAL_ORIGIN: 'http://localhost:8080' },
      { name: 'bff2', REDIS_URL: 'redis://redis:6379', PORTAL_ORIGIN: 'http://localhost:8080' },
    ]);
  });

  it('runs the alert jobs in a worker with the replicas’ settings, the replicas leaving them to it (decision 0025)', () => {
    const { report } = check(COMPOSE);
    expect(report.services).toContain('worker');
    const text = readFileSync(COMPOSE, 'utf8');
    const worker = /^ {2}worker:\n((?: {4}.*\n|\n)+)/m.exec(text)?.[1] ?? '';
    expect(worker).toMatch(
      /^ {4}command:\n {6}- 'node'\n {6}- '--enable-source-maps'\n {6}- 'dist\/worker\.js'$/m,
    );
    expect(worker).toMatch(/^ {4}environment: \*bff-environment$/m);
    expect(worker).toContain("fetch('http://127.0.0.1:3001/readyz')");
    expect(worker).not.toMatch(/^ {4}ports:/m);
    expect(text).toMatch(
      /^ {4}environment: &bff-environment\n(?: {6}.*\n)*? {6}ALERTS_JOBS: 'off'$/m,
    );
  });

  it('has no top-level name (docker-compose 1.29 refuses it) and declares format 3.8', () => {
    const text = readFileSync(COMPOSE, 'utf8');
    expect(text).not.toMatch(/^name\s*:/m);
    expect(text).toMatch(/^version: '3\.8'$/m);
  });

  it('passes the traces settings to the replicas: off by default, on when a collector is named', () => {
    const text = readFileSync(COMPOSE, 'utf8');
    const environment = (shell: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
      const env: NodeJS.ProcessEnv = {};
      for (const [, name, fallback] of text.matchAll(/^ {6}(OTEL_\w+): '\$\{\1:-([^}]*)\}'$/gm))
        env[name as string] = shell[name as string] ?? fallback;
      return env;
    };
    expect(Object.keys(environment({}))).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT',
      'OTEL_TRACES_SAMPLER',
      'OTEL_TRACES_SAMPLER_ARG',
    ]);
    expect(readTracing(environment({}))).toEqual({ enabled: false, problems: [] });
    expect(
      readTracing(environment({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' })),
    ).toEqual({ enabled: true, problems: [] });
  });

  it('passes `docker-compose config -q` where docker-compose is installed', () => {
    const { report } = check(COMPOSE);
    if (existsSync(DOCKER_COMPOSE)) {
      const run = spawnSync(DOCKER_COMPOSE, ['-f', COMPOSE, 'config', '-q'], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(report.dockerCompose).toBe('passed');
    } else {
      expect(report.dockerCompose).toBe('not installed');
    }
  });

  it('the check refuses a file with a top-level name and a single replica', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-check-'));
    try {
      const file = join(dir, 'docker-compose.yml');
      writeFileSync(
        file,
        [
          "version: '3.8'",
          'name: portal',
          'services:',
          '  redis:',
          '    image: redis:7-alpine',
          '  bff1:',
          '    image: portal',
          '    environment:',
          '      - REDIS_URL=redis://redis:6379',
          '',
        ].join('\n'),
      );
      const { status, report } = check(file);
      expect(status).toBe(1);
      expect(report.problems).toEqual(
        expect.arrayContaining([
          'top-level "name:" is refused by docker-compose 1.29',
          'service "bff2" is missing',
          'service "proxy" is missing',
          'the replicas do not share REDIS_URL',
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the proxy writes X-Forwarded-For as the address it saw, never appending to the client's, and keeps X-Real-IP", () => {
    const directives = readFileSync(NGINX_CONF, 'utf8').replace(/#.*$/gm, '');
    expect(directives).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    expect(directives).toMatch(/^\s*proxy_set_header X-Real-IP \$remote_addr;$/m);
    expect(directives).not.toContain('$proxy_add_x_forwarded_for');
    const { report } = check(COMPOSE);
    expect(report.problems).toEqual([]);
  });

  it('the check refuses a proxy that appends to X-Forwarded-For and replicas that trust other than one hop', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-check-'));
    try {
      mkdirSync(join(dir, 'deploy'));
      writeFileSync(
        join(dir, 'deploy/nginx.conf'),
        readFileSync(NGINX_CONF, 'utf8').replace(
          /X-Forwarded-For \$remote_addr;/,
          'X-Forwarded-For $proxy_add_x_forwarded_for;',
        ),
      );
      const compose = readFileSync(COMPOSE, 'utf8');
      expect(compose).toMatch(/^ {6}TRUST_PROXY: '1'$/m);
      // bff2 shares bff1's environment through the anchor: both change.
      writeFileSync(
        join(dir, 'docker-compose.yml'),
        compose.replace(/^ {6}TRUST_PROXY: '1'$/m, "      TRUST_PROXY: '2'"),
      );
      const { status, report } = check(join(dir, 'docker-compose.yml'));
      expect(status).toBe(1);
      expect(report.problems).toEqual(
        expect.arrayContaining([
          'deploy/nginx.conf does not set X-Forwarded-For to the address it saw ($remote_addr)',
          "deploy/nginx.conf appends to the client's X-Forwarded-For",
          "bff1 does not trust exactly the one proxy in front (TRUST_PROXY: '1')",
          "bff2 does not trust exactly the one proxy in front (TRUST_PROXY: '1')",
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the image builds the web client and the BFF, runs the built BFF, as a non-root user on node 20', () => {
    const dockerfile = readFileSync(join(REPO, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('ARG NODE_IMAGE=node:20-bookworm-slim');
    expect(dockerfile).toContain('npm install --global pnpm@10');
    expect(dockerfile).toContain('pnpm install --frozen-lockfile');
    expect(dockerfile).toContain('pnpm --filter @portal/web build');
    // The BFF runs as npm start runs it: its bundle under plain node (decision 0000, amended).
    expect(dockerfile).toContain('pnpm --filter @portal/bff build');
    expect(dockerfile).toContain('COPY --from=build /app/services/bff/dist services/bff/dist');
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\.js"\]$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    const ignored = readFileSync(join(REPO, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.git', '.env']));
  });
});
