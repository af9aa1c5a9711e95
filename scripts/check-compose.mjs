#!/usr/bin/env node
// Checks docker-compose.yml (architecture "Scale-out"; docs/decisions/0001-production-shape.md):
// `docker-compose config -q` when docker-compose is installed, and always the shape the portal
// relies on — redis, sandbox, two BFF replicas sharing REDIS_URL and the public origin and trusting
// the one proxy in front, the proxy publishing that origin's port and writing X-Forwarded-For, no
// top-level `name:` (docker-compose 1.29 refuses it).
//
//   node scripts/check-compose.mjs [file] [--json]
//
// The YAML is read by a small parser of the subset the compose file uses (block maps and lists,
// quoted and plain scalars, JSON-style flow lists, anchors and aliases), so the check needs no
// dependency; anything outside that subset is reported as an error rather than guessed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REQUIRED_SERVICES = ['redis', 'sandbox', 'bff1', 'bff2', 'proxy'];
export const REPLICAS = ['bff1', 'bff2'];

/** Removes a trailing comment: a '#' at the start or after a blank, outside quotes. */
function stripComment(line) {
  let quote = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote) {
      if (quote === '"' && c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if ((c === '"' || c === "'") && (i === 0 || /[\s:[,{]/.test(line[i - 1]))) {
      quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) {
      return line.slice(0, i);
    }
  }
  return line;
}

/** Index of the ':' that ends a mapping key (followed by a blank or the end), or -1. */
function keyEnd(text) {
  let quote = null;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (i === 0 && (c === '"' || c === "'")) {
      quote = c;
    } else if (c === ':' && (i + 1 === text.length || text[i + 1] === ' ')) {
      return i;
    }
  }
  return -1;
}

/** Parses the YAML subset described above; throws an Error naming the line it cannot read. */
export function parseYamlSubset(source) {
  const lines = [];
  source.split(/\r?\n/).forEach((raw, index) => {
    if (raw.includes('\t')) throw new Error(`line ${index + 1}: tabs are not allowed in YAML`);
    const text = stripComment(raw).trimEnd();
    if (text.trim() === '' || text.trim() === '---') return;
    lines.push({ indent: text.length - text.trimStart().length, text: text.trim(), no: index + 1 });
  });
  const anchors = new Map();

  const scalar = (value, no) => {
    if (value.startsWith('*')) {
      if (!anchors.has(value.slice(1))) throw new Error(`line ${no}: unknown alias ${value}`);
      return anchors.get(value.slice(1));
    }
    if (value.startsWith('&')) {
      const [name, ...rest] = value.split(' ');
      const parsed = scalar(rest.join(' ').trim(), no);
      anchors.set(name.slice(1), parsed);
      return parsed;
    }
    if (value.startsWith('"') || value.startsWith('[') || value.startsWith('{')) {
      try {
        return JSON.parse(value);
      } catch {
        throw new Error(`line ${no}: unsupported quoted or flow value ${value}`);
      }
    }
    if (value.startsWith("'")) {
      if (!value.endsWith("'") || value.length < 2)
        throw new Error(`line ${no}: unterminated string ${value}`);
      return value.slice(1, -1).replace(/''/g, "'");
    }
    if (value.startsWith('|') || value.startsWith('>'))
      throw new Error(`line ${no}: block scalars are not supported`);
    return value;
  };

  const block = (i, parentIndent) => {
    const line = lines[i];
    if (!line || line.indent < parentIndent) return [null, i];
    return line.text === '-' || line.text.startsWith('- ')
      ? sequence(i, line.indent)
      : mapping(i, line.indent);
  };

  /** The value after `key:` or `-`: inline, or the block below (an `&anchor` may lead it). */
  const valueOf = (rest, i, indent, no) => {
    let anchor = null;
    if (/^&\S+$/.test(rest)) {
      anchor = rest.slice(1);
      rest = '';
    }
    if (rest !== '') return [scalar(rest, no), i + 1];
    const next = lines[i + 1];
    let result = [null, i + 1];
    if (next && next.indent > indent) result = block(i + 1, next.indent);
    // A list may sit at its key's own indentation.
    else if (next && next.indent === indent && next.text.startsWith('- '))
      result = sequence(i + 1, indent);
    if (anchor) anchors.set(anchor, result[0]);
    return result;
  };

  const mapping = (i, indent) => {
    const map = {};
    while (i < lines.length && lines[i].indent === indent && !lines[i].text.startsWith('- ')) {
      const { text, no } = lines[i];
      const end = keyEnd(text);
      if (end < 1) throw new Error(`line ${no}: expected "key: value", got ${text}`);
      const key = scalar(text.slice(0, end).trim(), no);
      const [value, next] = valueOf(text.slice(end + 1).trim(), i, indent, no);
      map[key] = value;
      i = next;
    }
    if (i < lines.length && lines[i].indent > indent)
      throw new Error(`line ${lines[i].no}: unexpected indentation`);
    return [map, i];
  };

  const sequence = (i, indent) => {
    const list = [];
    while (i < lines.length && lines[i].indent === indent && /^-( |$)/.test(lines[i].text)) {
      const { text, no } = lines[i];
      const item = text.slice(1).trimStart();
      if (item !== '' && keyEnd(item) > 0 && !/^["'[{]/.test(item)) {
        // "- key: value": a mapping whose first key shares the dash's line.
        const itemIndent = indent + (text.length - item.length);
        lines[i] = { indent: itemIndent, text: item, no };
        const [map, next] = mapping(i, itemIndent);
        list.push(map);
        i = next;
      } else {
        const [value, next] = valueOf(item, i, indent, no);
        list.push(value);
        i = next;
      }
    }
    return [list, i];
  };

  if (lines.length === 0) return {};
  const [document, end] = block(0, 0);
  if (end < lines.length) throw new Error(`line ${lines[end].no}: unexpected content`);
  return document;
}

/** A service's environment as an object, from either the map or the KEY=value list form. */
export function environmentOf(service) {
  const env = service?.environment;
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const eq = String(entry).indexOf('=');
        return eq < 0 ? [String(entry), ''] : [entry.slice(0, eq), entry.slice(eq + 1)];
      }),
    );
  }
  return env && typeof env === 'object' ? env : {};
}

function healthcheckText(service) {
  const test = service?.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : String(test ?? '');
}

/** The problems of a parsed compose document, in words; an empty list when it has the shape. */
export function composeProblems(doc, { nginxConf } = {}) {
  const problems = [];
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc))
    return ['the compose file is not a mapping'];
  if ('name' in doc) problems.push('top-level "name:" is refused by docker-compose 1.29');
  const services = doc.services ?? {};
  for (const name of REQUIRED_SERVICES)
    if (!(name in services)) problems.push(`service "${name}" is missing`);

  const envs = REPLICAS.map((name) => environmentOf(services[name]));
  const [first, second] = envs;
  for (const [index, env] of envs.entries()) {
    const name = REPLICAS[index];
    if (!env.REDIS_URL) problems.push(`${name} has no REDIS_URL`);
    else if (!/^rediss?:\/\/redis(:|\/|$)/.test(env.REDIS_URL))
      problems.push(`${name}'s REDIS_URL does not point at the redis service`);
    if (!env.PORTAL_ORIGIN) problems.push(`${name} has no PORTAL_ORIGIN`);
    if (!/\/\/sandbox:/.test(env.UPSTREAM_API_URL ?? ''))
      problems.push(`${name}'s UPSTREAM_API_URL does not point at the sandbox service`);
    if (!healthcheckText(services[name]).includes('/readyz'))
      problems.push(`${name} has no healthcheck on /readyz`);
  }
  if (first.REDIS_URL !== second.REDIS_URL) problems.push('the replicas do not share REDIS_URL');
  for (const key of ['PORTAL_ORIGIN', 'SESSION_SECRET', 'OIDC_ISSUER'])
    if (first[key] !== second[key]) problems.push(`the replicas differ in ${key}`);
  // One proxy stands in front of the replicas: trusting more hops lets a client's own
  // X-Forwarded-For pick its rate-limit address, trusting none puts every browser in one bucket.
  for (const [index, env] of envs.entries())
    if (String(env.TRUST_PROXY ?? '') !== '1')
      problems.push(
        `${REPLICAS[index]} does not trust exactly the one proxy in front (TRUST_PROXY: '1')`,
      );

  const origin = first.PORTAL_ORIGIN;
  if (origin) {
    const port = new URL(origin).port || (origin.startsWith('https:') ? '443' : '80');
    const published = (services.proxy?.ports ?? []).map(String);
    if (!published.some((p) => p.split(':').at(-2) === port))
      problems.push(`the proxy does not publish port ${port} of ${origin}`);
    const allowed = String(environmentOf(services.sandbox).SANDBOX_PORTAL_ORIGINS ?? '').split(',');
    if (!allowed.map((o) => o.trim()).includes(origin))
      problems.push(`SANDBOX_PORTAL_ORIGINS does not list ${origin}`);
  }
  if (!healthcheckText(services.proxy).includes('/healthz'))
    problems.push('the proxy has no healthcheck on /healthz');

  if (nginxConf !== undefined) {
    for (const replica of REPLICAS)
      if (!new RegExp(`server\\s+${replica}:`).test(nginxConf))
        problems.push(`deploy/nginx.conf does not send traffic to ${replica}`);
    if (!/location\s*=\s*\/metrics\s*\{\s*return 404;/.test(nginxConf))
      problems.push('deploy/nginx.conf does not keep /metrics private');
    // The BFF trusts the proxy's X-Forwarded-For, so the proxy must write it, not extend the client's.
    const directives = nginxConf.replace(/#.*$/gm, '');
    if (!/^\s*proxy_set_header\s+X-Forwarded-For\s+\$remote_addr\s*;/im.test(directives))
      problems.push(
        'deploy/nginx.conf does not set X-Forwarded-For to the address it saw ($remote_addr)',
      );
    if (directives.includes('$proxy_add_x_forwarded_for'))
      problems.push("deploy/nginx.conf appends to the client's X-Forwarded-For");
  }
  return problems;
}

/** Runs `docker-compose -f file config -q`: 'passed', 'failed' (with output) or 'not installed'. */
export function dockerComposeConfig(file) {
  const run = spawnSync('docker-compose', ['-f', file, 'config', '-q'], { encoding: 'utf8' });
  if (run.error?.code === 'ENOENT') return { result: 'not installed', output: '' };
  if (run.error) return { result: 'failed', output: String(run.error.message) };
  return {
    result: run.status === 0 ? 'passed' : 'failed',
    output: `${run.stdout ?? ''}${run.stderr ?? ''}`.trim(),
  };
}

export function checkCompose(file = resolve(REPO, 'docker-compose.yml')) {
  let doc;
  const problems = [];
  try {
    doc = parseYamlSubset(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: ${error.message}`);
  }
  const nginxPath = resolve(dirname(file), 'deploy/nginx.conf');
  const nginxConf = existsSync(nginxPath) ? readFileSync(nginxPath, 'utf8') : undefined;
  if (nginxConf === undefined) problems.push('deploy/nginx.conf is missing');
  if (doc !== undefined) problems.push(...composeProblems(doc, { nginxConf }));
  const compose = dockerComposeConfig(file);
  if (compose.result === 'failed') problems.push(`docker-compose config: ${compose.output}`);
  const services = Object.keys(doc?.services ?? {});
  const replicas = REPLICAS.map((name) => {
    const env = environmentOf(doc?.services?.[name]);
    return { name, REDIS_URL: env.REDIS_URL ?? null, PORTAL_ORIGIN: env.PORTAL_ORIGIN ?? null };
  });
  return { file, services, replicas, dockerCompose: compose.result, problems };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const report = checkCompose(file ? resolve(file) : undefined);
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    process.stdout.write(
      `[check-compose] ${report.file}: services ${report.services.join(', ')}; ` +
        `docker-compose config: ${report.dockerCompose}\n`,
    );
    for (const problem of report.problems) process.stdout.write(`[check-compose] ✗ ${problem}\n`);
    if (report.problems.length === 0)
      process.stdout.write('[check-compose] ✓ the production shape holds\n');
  }
  process.exit(report.problems.length === 0 ? 0 : 1);
}
