import { describe, expect, it } from 'vitest';
import { readTracing } from './settings.ts';

describe('whether the BFF traces (the OTEL_* variables)', () => {
  it('is off by default', () => {
    expect(readTracing({})).toEqual({ enabled: false, problems: [] });
  });

  it('is on where an OTLP endpoint is set or an exporter named', () => {
    expect(readTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).enabled).toBe(
      true,
    );
    expect(
      readTracing({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector/v1/traces' }).enabled,
    ).toBe(true);
    expect(readTracing({ OTEL_TRACES_EXPORTER: 'console' }).enabled).toBe(true);
  });

  it('stays off when the SDK is disabled or the exporter is none, whatever else is set', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(readTracing({ ...endpoint, OTEL_SDK_DISABLED: 'true' }).enabled).toBe(false);
    expect(readTracing({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }).enabled).toBe(false);
  });

  it('names what is wrong: an endpoint that is no URL, an unknown exporter', () => {
    expect(
      readTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318', OTEL_TRACES_EXPORTER: 'jaegr' }),
    ).toEqual({
      enabled: false,
      problems: [
        'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL (got collector:4318)',
        'OTEL_TRACES_EXPORTER must list otlp, console, zipkin, none (got jaegr)',
      ],
    });
  });
});
