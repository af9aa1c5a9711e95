// /metrics in the Prometheus text format (architecture "One origin", "Scale-out"): requests per route,
// method and status class with a duration histogram, upstream exchanges per target and outcome, and
// token refreshes. Written here because a handful of counters does not justify a client library.
// Each replica counts its own traffic; Prometheus scrapes every replica on the internal network.
// Served only when config.metricsEnabled (off in production unless METRICS_ENABLED says so).
import {
  constants as perfConstants,
  createHistogram,
  performance,
  PerformanceObserver,
  type RecordableHistogram,
} from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** Upper bounds of the request duration histogram, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

const CONTENT_PATHS = ['/wp-json/', '/v1/Posts/'];
const REFRESH_PATH = '/api/refresh-token';

type Labels = Record<string, string>;

/** Label values escaped as the text format requires (backslash, quote, newline). */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function formatLabels(labels: Labels): string {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`;
}

/** Label sets repeat on every request; their text is made once (the series are few by design). */
const labelTexts = new Map<string, string>();

function labelText(labels: Labels): string {
  let key = '';
  for (const name in labels) key += `${name}\u0000${labels[name]}\u0001`;
  let text = labelTexts.get(key);
  if (text === undefined) {
    text = formatLabels(labels);
    if (labelTexts.size < 10_000) labelTexts.set(key, text);
  }
  return text;
}

class Counter {
  private readonly values = new Map<string, number>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels, by = 1): void {
    this.incText(labelText(labels), by);
  }

  /** inc() with the label text already made. */
  incText(key: string, by = 1): void {
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const [key, value] of this.values) lines.push(`${this.name}${key} ${value}`);
    return lines;
  }
}

class Histogram {
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    this.observeText(labelText(labels), labels, value);
  }

  /** observe() with the label text already made. */
  observeText(key: string, labels: Labels, value: number): void {
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    // Buckets are cumulative: an observation counts in every bucket whose bound it does not exceed.
    this.buckets.forEach((bound, i) => {
      if (value <= bound) entry.counts[i] = (entry.counts[i] ?? 0) + 1;
    });
    entry.sum += value;
    entry.count += 1;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [key, entry] of this.series) {
      this.buckets.forEach((bound, i) => {
        const le = labelText({ ...entry.labels, le: String(bound) });
        lines.push(`${this.name}_bucket${le} ${entry.counts[i] ?? 0}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...entry.labels, le: '+Inf' })} ${entry.count}`);
      lines.push(`${this.name}_sum${key} ${entry.sum}`);
      lines.push(`${this.name}_count${key} ${entry.count}`);
    }
    return lines;
  }
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** The path of an absolute URL (without query or fragment), or null when it is not one. */
function pathOf(url: string): string | null {
  const scheme = url.indexOf('://');
  if (scheme <= 0) return null;
  const slash = url.indexOf('/', scheme + 3);
  if (slash < 0) return '/';
  const end = url.slice(slash).search(/[?#]/);
  return end < 0 ? url.slice(slash) : url.slice(slash, slash + end);
}

/** Which upstream system an exchange went to; few values, so the series stay few. */
export function upstreamTarget(url: string, settings: Config['upstream']): string {
  if (url.startsWith(settings.graphqlUrl)) return 'graphql';
  const path = pathOf(url);
  if (path === null) return 'other';
  if (path === REFRESH_PATH) return 'refresh';
  if (CONTENT_PATHS.some((prefix) => path.startsWith(prefix))) return 'content';
  return path.startsWith('/api/') ? 'api' : 'other';
}

/** How often the event loop's delay is sampled. */
const LOOP_RESOLUTION_MS = 20;

/**
 * The event loop's delay: a timer every 20 ms records how late it ran. Node's
 * monitorEventLoopDelay drops the first delay after a reset, so a stall just after a scrape would
 * go unseen; this one keeps every delay across the scrapes' resets.
 */
export class LoopDelay {
  readonly histogram: RecordableHistogram = createHistogram();
  private last = performance.now();
  private readonly timer = setInterval(() => {
    const now = performance.now();
    const lateMs = now - this.last - LOOP_RESOLUTION_MS;
    this.histogram.record(Math.max(1, Math.round(lateMs * 1e6)));
    this.last = now;
  }, LOOP_RESOLUTION_MS);

  constructor() {
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * The V8 heap in use just after the latest full collection: what the replica keeps alive. The heap
 * in use sampled at any moment rises and falls with each collection (by a hundred MB or more under
 * load), so its samples hide a slow leak; this one rises only when the live objects do. Read in the
 * observer's callback, which runs just after the collection's end.
 */
export class HeapAfterCollection {
  bytes: number | null = null;
  private readonly observer = new PerformanceObserver((list) => {
    const full = list
      .getEntries()
      .some(
        (entry) =>
          (entry as { detail?: { kind?: number } | null }).detail?.kind ===
          perfConstants.NODE_PERFORMANCE_GC_MAJOR,
      );
    if (full) this.bytes = getHeapStatistics().used_heap_size;
  });

  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
  }

  stop(): void {
    this.observer.disconnect();
  }
}

export class PortalMetrics {
  readonly requests = new Counter(
    'portal_http_requests_total',
    'HTTP requests answered, by route, method and status class.',
  );
  readonly durations = new Histogram(
    'portal_http_request_duration_seconds',
    'Time to answer an HTTP request, by route and method.',
    DURATION_BUCKETS,
  );
  readonly upstream = new Counter(
    'portal_upstream_requests_total',
    'Exchanges with the upstream systems, by target and outcome (status class, network or aborted).',
  );
  readonly refreshes = new Counter(
    'portal_token_refreshes_total',
    'Renewals of portal tokens at /api/refresh-token, by outcome (renewed, refused, failed).',
  );
  /** §7: a final upstream 429 ends the customer's session; the alert of docs/operations.md. */
  readonly rateLimited = new Counter(
    'portal_upstream_rate_limited_total',
    'Upstream answers 429 Too Many Requests, by target (each retried once when idempotent).',
  );

  /** The label texts of each route, method and status class, made once (the series are few). */
  private readonly requestSeries = new Map<
    string,
    { count: string; duration: string; labels: Labels }
  >();

  /** The event loop's delay since the previous scrape (set while /metrics is served). */
  loopDelay: LoopDelay | null = null;
  heapAfterCollection: HeapAfterCollection | null = null;

  constructor(private readonly settings: Config['upstream']) {}

  request(route: string, method: string, status: number, seconds: number): void {
    const statusClassText = statusClass(status);
    const key = `${route}\u0000${method}\u0000${statusClassText}`;
    let series = this.requestSeries.get(key);
    if (series === undefined) {
      const labels = { route, method };
      series = {
        count: labelText({ route, method, status_class: statusClassText }),
        duration: labelText(labels),
        labels,
      };
      if (this.requestSeries.size < 10_000) this.requestSeries.set(key, series);
    }
    this.requests.incText(series.count);
    this.durations.observeText(series.duration, series.labels, seconds);
  }

  exchange(url: string, outcome: number | 'network' | 'aborted'): void {
    const target = upstreamTarget(url, this.settings);
    this.upstream.inc({
      target,
      outcome: typeof outcome === 'number' ? statusClass(outcome) : outcome,
    });
    if (outcome === 429) this.rateLimited.inc({ target });
    if (target === 'refresh') {
      const result =
        outcome === 200 ? 'renewed' : typeof outcome === 'number' ? 'refused' : 'failed';
      this.refreshes.inc({ outcome: result });
    }
  }

  render(): string {
    const lines = [
      ...this.requests.render(),
      ...this.durations.render(),
      ...this.upstream.render(),
      ...this.refreshes.render(),
      ...this.rateLimited.render(),
      '# HELP portal_process_resident_memory_bytes Resident set size of this replica.',
      '# TYPE portal_process_resident_memory_bytes gauge',
      `portal_process_resident_memory_bytes ${process.memoryUsage.rss()}`,
      ...this.renderRuntime(),
    ];
    return `${lines.join('\n')}\n`;
  }

  /**
   * The V8 heap in use and the event loop's delay: what a leak or a blocked loop shows first
   * (docs/operations.md, "Memory and the event loop"). The delay is measured since the previous
   * scrape and starts again after each one, so one scraper per replica reads it.
   */
  private renderRuntime(): string[] {
    const { heapUsed, heapTotal } = process.memoryUsage();
    const lines = [
      '# HELP portal_process_heap_used_bytes V8 heap in use on this replica.',
      '# TYPE portal_process_heap_used_bytes gauge',
      `portal_process_heap_used_bytes ${heapUsed}`,
      '# HELP portal_process_heap_total_bytes V8 heap reserved by this replica.',
      '# TYPE portal_process_heap_total_bytes gauge',
      `portal_process_heap_total_bytes ${heapTotal}`,
    ];
    const live = this.heapAfterCollection?.bytes ?? null;
    if (live !== null) {
      lines.push(
        '# HELP portal_process_heap_after_gc_bytes V8 heap in use just after the latest full collection.',
        '# TYPE portal_process_heap_after_gc_bytes gauge',
        `portal_process_heap_after_gc_bytes ${live}`,
      );
    }
    if (this.loopDelay === null) return lines;
    const loop = this.loopDelay.histogram;
    const seconds = (ns: number) => (loop.count > 0 ? ns / 1e9 : 0);
    lines.push(
      '# HELP portal_eventloop_delay_p99_seconds 99th percentile of the event loop delay since the previous scrape.',
      '# TYPE portal_eventloop_delay_p99_seconds gauge',
      `portal_eventloop_delay_p99_seconds ${seconds(loop.percentile(99))}`,
      '# HELP portal_eventloop_delay_max_seconds Longest event loop delay since the previous scrape.',
      '# TYPE portal_eventloop_delay_max_seconds gauge',
      `portal_eventloop_delay_max_seconds ${seconds(loop.max)}`,
    );
    loop.reset();
    return lines;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const metrics = new PortalMetrics(app.config.upstream);
  app.decorate('metrics', metrics);
  if (!app.config.metricsEnabled) return;
  app.upstream.observe((url, outcome) => metrics.exchange(url, outcome));
  const loopDelay = new LoopDelay();
  metrics.loopDelay = loopDelay;
  const heapAfterCollection = new HeapAfterCollection();
  metrics.heapAfterCollection = heapAfterCollection;
  app.addHook('onClose', (_app, done) => {
    loopDelay.stop();
    heapAfterCollection.stop();
    done();
  });

  // A callback hook: nothing here waits, so no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL, so ids in paths do not multiply the series.
    // No route: the not-found handler, which answers client routes with index.html, or 404.
    const route = request.routeOptions.url ?? 'fallback';
    metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { response: { 200: Type.String() } } }, async (_request, reply) =>
    reply.type('text/plain; version=0.0.4; charset=utf-8').send(metrics.render()),
  );
}

export default fp(metricsPlugin, { name: 'metrics', fastify: '5.x', dependencies: ['upstream'] });
