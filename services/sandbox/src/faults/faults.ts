// Fault injection and call counting over every path the sandbox serves (identity provider, REST,
// data service, pages), so that the portal's §7 call-level handling meets real failures.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Why an export job faults (§4 status 7): the document service timed out, or a bill's PDF failed. */
export const EXPORT_JOB_FAULTS = ['timeout', 'documentUnavailable'] as const;
export type ExportJobFault = (typeof EXPORT_JOB_FAULTS)[number];

export interface FaultSpec {
  method?: string;
  /** Regular expression tested against the path (no query string). */
  path: string;
  status?: number;
  /** How many matching requests the fault applies to; 0 = every one until cleared. */
  times?: number;
  latencyMs?: number;
  drop?: boolean;
  /** Headers of the injected status answer, e.g. { "retry-after": "2" } (§7 call-level handling). */
  headers?: Record<string, string>;
  /**
   * The export job the matching request starts runs, then faults (§4 status 7) for this reason;
   * the request itself is answered as usual.
   */
  exportJob?: ExportJobFault;
  /**
   * The matching request is answered as usual, but in its JSON answer every property `name` (at any
   * depth) is renamed to `rename`, or given `value` instead: an answer that breaks the upstream
   * contract (packages/upstream-contract), for the portal's checks and the conformance kit.
   */
  field?: FieldFault;
}

/** A change of one field of a JSON answer (see FaultSpec.field). */
export interface FieldFault {
  name: string;
  rename?: string;
  value?: unknown;
}

/** The field fault each faulted request's answer gets (see FaultSpec.field). */
const fieldFaults = new WeakMap<IncomingMessage, FieldFault>();

/** The JSON value with the field fault applied to every object in it. */
function changed(value: unknown, fault: FieldFault): unknown {
  if (Array.isArray(value)) return value.map((item) => changed(item, fault));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== fault.name) out[key] = changed(item, fault);
    else if (fault.rename !== undefined) out[fault.rename] = changed(item, fault);
    else out[key] = 'value' in fault ? fault.value : item;
  }
  return out;
}

/** The export fault each faulted request carries to its route (see FaultSpec.exportJob). */
const exportJobFaults = new WeakMap<IncomingMessage, ExportJobFault>();

/** The export fault a fault of the fault API gave this request, if any. */
export function exportJobFaultOf(request: FastifyRequest): ExportJobFault | null {
  return exportJobFaults.get(request.raw) ?? null;
}

interface Fault extends FaultSpec {
  id: string;
  pattern: RegExp;
  remaining: number;
}

/** Paths the faults never touch: the administration that adds and clears them. */
const ADMIN_PREFIX = '/__sandbox';

const BODIES: Record<number, { error: string }> = {
  401: { error: 'unauthorized' },
  429: { error: 'tooManyRequests' },
};

export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export class FaultInjector {
  private faults: Fault[] = [];
  private counts = new Map<string, number>();

  add(spec: FaultSpec): string {
    const id = randomBytes(8).toString('hex');
    const times = spec.times ?? 1;
    this.faults.push({
      ...spec,
      ...(spec.method ? { method: spec.method.toUpperCase() } : {}),
      id,
      pattern: new RegExp(spec.path),
      remaining: times === 0 ? Number.POSITIVE_INFINITY : times,
    });
    return id;
  }

  clearFaults(): void {
    this.faults = [];
  }

  calls(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  resetCalls(): void {
    this.counts.clear();
  }

  reset(): void {
    this.clearFaults();
    this.resetCalls();
  }

  /** Counts the call and returns the fault to apply to it, if any (consuming one of its uses). */
  take(method: string, path: string): Fault | undefined {
    const key = `${method} ${path}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    const fault = this.faults.find(
      (f) => (!f.method || f.method === method) && f.pattern.test(path),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  /** Installs the onRequest hook on the root instance, so it runs before every route and the 404 handler. */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = pathOf(request.url);
      if (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) return;
      const fault = this.take(request.method, path);
      if (!fault) return;
      if (fault.exportJob) exportJobFaults.set(request.raw, fault.exportJob);
      if (fault.field) fieldFaults.set(request.raw, fault.field);
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.drop) {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      if (fault.status) {
        const body = BODIES[fault.status] ?? {
          error: 'injectedFault',
          message: `Injected status ${fault.status}`,
        };
        return reply
          .code(fault.status)
          .header('content-type', 'application/json; charset=utf-8')
          .headers(fault.headers ?? {})
          .send(body);
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const fault = fieldFaults.get(request.raw);
      const type = String(reply.getHeader('content-type') ?? '');
      if (!fault || typeof payload !== 'string' || !type.includes('json')) return payload;
      return JSON.stringify(changed(JSON.parse(payload), fault));
    });
  }
}
