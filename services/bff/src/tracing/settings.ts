// Whether the BFF traces (OpenTelemetry), read from the standard OTEL_* variables. Off by default:
// tracing is on only where an operator points it at something. Nothing of OpenTelemetry is loaded
// here; server.ts loads the SDK (tracing/start.ts) only when this says on.

type Env = NodeJS.ProcessEnv;

/** The variables that name where spans go; any of them turns tracing on. */
export const TRACING_ENDPOINTS = [
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
] as const;

const EXPORTERS = ['otlp', 'console', 'zipkin', 'none'];

function value(env: Env, name: string): string {
  return env[name]?.trim() ?? '';
}

/**
 * On when an OTLP endpoint is set or OTEL_TRACES_EXPORTER names an exporter; off when
 * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none, whatever else is set. The SDK reads the
 * other OTEL_* variables (protocol, headers, service name, sampler) itself.
 */
export function readTracing(env: Env): { enabled: boolean; problems: string[] } {
  const problems: string[] = [];
  for (const name of TRACING_ENDPOINTS) {
    const endpoint = value(env, name);
    if (endpoint !== '' && !/^https?:\/\/[^/]/.test(endpoint)) {
      problems.push(`${name} must be an http(s) URL (got ${endpoint})`);
    }
  }
  const exporters = value(env, 'OTEL_TRACES_EXPORTER')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const unknown = exporters.filter((name) => !EXPORTERS.includes(name));
  if (unknown.length > 0) {
    problems.push(
      `OTEL_TRACES_EXPORTER must list ${EXPORTERS.join(', ')} (got ${unknown.join(', ')})`,
    );
  }
  const disabled =
    value(env, 'OTEL_SDK_DISABLED').toLowerCase() === 'true' || exporters.includes('none');
  const wanted = exporters.length > 0 || TRACING_ENDPOINTS.some((name) => value(env, name) !== '');
  return { enabled: wanted && !disabled && problems.length === 0, problems };
}
