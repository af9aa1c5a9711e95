// The reverse proxy of the production shape, as deploy/nginx.conf configures nginx: round robin over
// the BFF replicas with keep-alive connections, X-Forwarded-For replaced by the address it saw (the
// replicas trust that one hop, TRUST_PROXY=1), and nginx's failover rules — a replica that refuses
// the connection is skipped for a while (max_fails/fail_timeout) and the request goes to the next
// one whatever its method (nothing was sent); a connection that breaks after the request was sent
// is retried on the next replica only for GET and HEAD (proxy_next_upstream error, never a POST),
// else answered 502. Used by the replicas tests and the load run (tests/bench/load.ts).
import {
  Agent,
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

export interface Upstream {
  name: string;
  port: number;
}

/** What the proxy did with one request (which replica answered, or why none did). */
export interface Served {
  replica: string;
  method: string;
  path: string;
  /** The status sent to the client (502 when no replica answered). */
  status: number;
  /** Replicas tried before this one that failed: refused connections and broken ones. */
  failedOn: Array<{ replica: string; sent: boolean }>;
}

export interface ProxyCounters {
  /** Per replica: requests it answered, connections it refused, connections that broke. */
  replicas: Record<string, { answered: number; refused: number; broken: number; inFlight: number }>;
  /** Requests answered 502 because no replica could (a broken POST, or all refused). */
  badGateway: number;
  /** Answers cut in the middle (the replica died while streaming). */
  cut: number;
}

export interface RoundRobinProxy {
  server: Server;
  counters: ProxyCounters;
}

/** nginx's fail_timeout: how long a replica that refused a connection is left out. */
const FAIL_TIMEOUT_MS = 2_000;

export function roundRobin(
  upstreams: Upstream[],
  onServed: (served: Served) => void = () => undefined,
): RoundRobinProxy {
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 32, timeout: 60_000 });
  const downUntil = new Map<string, number>();
  const counters: ProxyCounters = {
    replicas: Object.fromEntries(
      upstreams.map((u) => [u.name, { answered: 0, refused: 0, broken: 0, inFlight: 0 }]),
    ),
    badGateway: 0,
    cut: 0,
  };
  let next = 0;

  /** The next replica in turn that is not left out (all of them when every one is). */
  function pick(exclude: Set<string>): Upstream | undefined {
    const now = Date.now();
    for (let i = 0; i < upstreams.length; i += 1) {
      const candidate = upstreams[(next + i) % upstreams.length] as Upstream;
      if (exclude.has(candidate.name) || (downUntil.get(candidate.name) ?? 0) > now) continue;
      next = (next + i + 1) % upstreams.length;
      return candidate;
    }
    return upstreams.find((u) => !exclude.has(u.name));
  }

  function forward(incoming: IncomingMessage, body: Buffer, outgoing: ServerResponse) {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    const idempotent = method === 'GET' || method === 'HEAD';
    const headers = { ...incoming.headers };
    delete headers.connection;
    headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';
    const tried = new Set<string>();
    const failedOn: Served['failedOn'] = [];

    const attempt = () => {
      const target = pick(tried);
      if (!target) {
        counters.badGateway += 1;
        onServed({ replica: '-', method, path: path.split('?')[0] ?? '', status: 502, failedOn });
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway');
        return;
      }
      tried.add(target.name);
      const count = counters.replicas[target.name] as ProxyCounters['replicas'][string];
      count.inFlight += 1;
      let answered = false;
      const upstream = request(
        { host: '127.0.0.1', port: target.port, method, path, headers, agent },
        (answer) => {
          answered = true;
          count.answered += 1;
          onServed({
            replica: target.name,
            method,
            path: path.split('?')[0] ?? '',
            status: answer.statusCode ?? 502,
            failedOn,
          });
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          answer.once('end', () => (count.inFlight -= 1));
          answer.once('aborted', () => {
            count.inFlight -= 1;
            counters.cut += 1;
            outgoing.destroy();
          });
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (answered) return;
        count.inFlight -= 1;
        const refused = error.code === 'ECONNREFUSED';
        if (refused) {
          count.refused += 1;
          downUntil.set(target.name, Date.now() + FAIL_TIMEOUT_MS);
        } else count.broken += 1;
        failedOn.push({ replica: target.name, sent: !refused });
        if ((refused || idempotent) && tried.size < upstreams.length) attempt();
        else {
          counters.badGateway += 1;
          onServed({
            replica: target.name,
            method,
            path: path.split('?')[0] ?? '',
            status: 502,
            failedOn,
          });
          outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway');
        }
      });
      upstream.end(body);
    };
    attempt();
  }

  const server = createServer((incoming, outgoing) => {
    // Bodies of the portal are small (64 KB at most): read whole, so a refused try can be repeated.
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), outgoing));
  });
  server.keepAliveTimeout = 65_000;
  server.on('close', () => agent.destroy());
  return { server, counters };
}
