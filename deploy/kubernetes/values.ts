// The values the Kubernetes manifests are rendered from (docs/decisions/0010-kubernetes.md): one
// typed base, two overlays (production, development), and the operator's own values on top (a JSON
// file of the same shape, `--set path=value`), merged without accepting a key the base does not
// know, so a misspelt value fails the render instead of being ignored.

export type Overlay = 'production' | 'development';
export const OVERLAYS: readonly Overlay[] = ['production', 'development'];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** CPU and memory in the Kubernetes quantity notation (`250m`, `512Mi`). */
export interface Resources {
  requests: { cpu: string; memory: string };
  limits: { cpu: string | null; memory: string };
}

export interface Values {
  /** The prefix of every object's name and the `app.kubernetes.io/instance` label. */
  name: string;
  namespace: {
    name: string;
    /** Render the Namespace, labelled for the Pod Security "restricted" profile. */
    create: boolean;
  };
  /** The image the repository's Dockerfile builds: the BFF by default, the sandbox by command. */
  image: { repository: string; tag: string; pullPolicy: 'Always' | 'IfNotPresent' | 'Never' };
  /** The BFF's settings (README, "BFF"): the environment of every replica. */
  portal: {
    nodeEnv: 'production' | 'development';
    /** PORTAL_ORIGIN: the public origin; the Ingress serves its host name. */
    origin: string;
    upstreamApiUrl: string;
    upstreamGraphqlUrl: string | null;
    upstreamContentUrl: string | null;
    oidcIssuer: string;
    oidcClientId: string;
    logLevel: LogLevel;
    /** TRUST_PROXY: `1` trusts the one proxy in front (the Ingress controller), `0` none. */
    trustProxy: string;
    /** Further settings of the README's table (rate limits, time-outs, …); never a secret. */
    env: Record<string, string>;
  };
  bff: {
    /** Replicas when the autoscaler is off. */
    replicas: number;
    resources: Resources;
    /** DRAIN_TIMEOUT_SECONDS: how long a stopping replica lets its requests finish. */
    drainTimeoutSeconds: number;
    /** How long a stopping pod waits before SIGTERM, while it is taken out of the endpoints. */
    preStopSeconds: number;
    /** V8's heap limit (NODE_OPTIONS --max-old-space-size), below the memory limit. */
    maxOldSpaceMiB: number | null;
    autoscaling: {
      enabled: boolean;
      minReplicas: number;
      maxReplicas: number;
      /** Target of the average CPU use, in per cent of the CPU request. */
      cpuUtilization: number;
    };
    disruptionBudget: { enabled: boolean; maxUnavailable: number };
  };
  /**
   * The Secret holding SESSION_SECRET, OIDC_CLIENT_SECRET and REDIS_URL, made by the operator
   * (docs/operations.md). `development` renders one with public development values instead.
   */
  secret: { name: string; development: Record<string, string> | null };
  redis: {
    /** REDIS_URL from the Secret: sessions, refresh locks and rate limits shared by the replicas. */
    enabled: boolean;
    /**
     * Redis behind Sentinel instead of REDIS_URL: the sentinels' host:port addresses and the name
     * they monitor the primary under; the passwords REDIS_PASSWORD and REDIS_SENTINEL_PASSWORD from
     * the Secret, when it has them.
     */
    sentinel: { enabled: boolean; masterName: string; addresses: string[] };
  };
  /**
   * DATABASE_URL from the Secret: the portal's own store, a managed PostgreSQL (decision 0022).
   * Off, each replica keeps it in memory (development only: alert settings end with the pod).
   */
  store: { enabled: boolean };
  /**
   * The worker (decision 0025): the alert jobs in a Deployment of their own (dist/worker.js), the
   * replicas then started with ALERTS_JOBS=off. It needs the store; its port serves only its
   * probes and /metrics.
   */
  worker: { enabled: boolean; replicas: number; resources: Resources };
  /** The brand file (config/brands/<name>.json, its pictures beside it), read at render time. */
  brand: { file: string };
  ingress: {
    enabled: boolean;
    className: string;
    /** The Secret with the host's TLS certificate; null serves plain http (development). */
    tlsSecretName: string | null;
    /** deploy/nginx.conf's rules as ingress-nginx annotations. */
    nginxAnnotations: boolean;
    /** Further annotations of the public Ingress (another controller's, cert-manager's). */
    annotations: Record<string, string>;
  };
  networkPolicy: {
    /** Only the Ingress controller (and Prometheus) may reach the replicas: TRUST_PROXY's hop. */
    enabled: boolean;
    ingressNamespace: string;
    monitoringNamespace: string | null;
  };
  metrics: {
    /** METRICS_ENABLED on every replica. */
    enabled: boolean;
    /** prometheus.io/scrape, /port and /path on the pods. */
    scrapeAnnotations: boolean;
    /** A ServiceMonitor of the Prometheus Operator (its CRD must be installed). */
    serviceMonitor: { enabled: boolean; interval: string; labels: Record<string, string> };
  };
  /** The stand-in for the supplier's systems: development only. */
  sandbox: {
    enabled: boolean;
    resources: Resources;
    /** Its settings (services/sandbox/src/config.ts): SANDBOX_SCALE, SANDBOX_ADMIN, … */
    env: Record<string, string>;
  };
}

/** The shape of an overlay or an operator's values: any part of Values. */
export type ValuesPatch = { [K in keyof Values]?: Patch<Values[K]> };
/** Objects with named keys are patched key by key; lists and free maps are replaced whole. */
type Patch<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? string extends keyof T
      ? T
      : { [K in keyof T]?: Patch<T[K]> }
    : T;

/** Values whose keys are free (environment variables, annotations, labels). */
const FREE_MAPS = new Set([
  'portal.env',
  'secret.development',
  'ingress.annotations',
  'metrics.serviceMonitor.labels',
  'sandbox.env',
]);

/** What the production overlay starts from; the operator's values name the site. */
export const BASE: Values = {
  name: 'portal',
  namespace: { name: 'portal', create: true },
  image: { repository: 'energy-customer-portal', tag: 'local', pullPolicy: 'IfNotPresent' },
  portal: {
    nodeEnv: 'production',
    origin: 'https://portale.example.it',
    upstreamApiUrl: 'https://api.example.it',
    upstreamGraphqlUrl: null,
    upstreamContentUrl: null,
    oidcIssuer: 'https://login.example.it/oidc',
    oidcClientId: 'portal-web',
    logLevel: 'info',
    trustProxy: '1',
    env: {},
  },
  bff: {
    replicas: 2,
    // The load run (docs/benchmarks.md): 150–250 MB resident per replica, about 1 ms of CPU per
    // request; the heap limit keeps V8 below the memory limit.
    resources: {
      requests: { cpu: '250m', memory: '256Mi' },
      limits: { cpu: null, memory: '512Mi' },
    },
    drainTimeoutSeconds: 20,
    preStopSeconds: 5,
    maxOldSpaceMiB: 384,
    autoscaling: { enabled: true, minReplicas: 2, maxReplicas: 10, cpuUtilization: 70 },
    disruptionBudget: { enabled: true, maxUnavailable: 1 },
  },
  secret: { name: 'portal-secrets', development: null },
  redis: { enabled: true, sentinel: { enabled: false, masterName: 'portal', addresses: [] } },
  store: { enabled: true },
  worker: {
    enabled: true,
    // One is enough (a run is a few upstream calls per customer an hour); two are safe: each job is
    // claimed once.
    replicas: 1,
    resources: {
      requests: { cpu: '100m', memory: '192Mi' },
      limits: { cpu: null, memory: '384Mi' },
    },
  },
  brand: { file: 'config/brands/demo.json' },
  ingress: {
    enabled: true,
    className: 'nginx',
    tlsSecretName: 'portal-tls',
    nginxAnnotations: true,
    annotations: {},
  },
  networkPolicy: {
    enabled: true,
    ingressNamespace: 'ingress-nginx',
    monitoringNamespace: 'monitoring',
  },
  metrics: {
    enabled: true,
    scrapeAnnotations: true,
    serviceMonitor: { enabled: false, interval: '30s', labels: {} },
  },
  sandbox: {
    enabled: false,
    resources: {
      requests: { cpu: '100m', memory: '256Mi' },
      limits: { cpu: null, memory: '1Gi' },
    },
    env: { SANDBOX_SCALE: 'small', SANDBOX_ADMIN: 'off' },
  },
};

/**
 * The development overlay: a local cluster (kind, minikube, k3d) reached with `kubectl
 * port-forward`, the sandbox beside one replica with sessions in memory, the development secrets.
 * The identity provider must have one address for the browser and the BFF (decision 0001): the
 * sandbox's Service name, which the browser finds through a line of /etc/hosts.
 */
const DEVELOPMENT: ValuesPatch = {
  namespace: { name: 'portal-dev' },
  image: { pullPolicy: 'Never' },
  portal: {
    nodeEnv: 'development',
    origin: 'http://localhost:8080',
    upstreamApiUrl: 'http://portal-sandbox:4000',
    oidcIssuer: 'http://portal-sandbox:4000/oidc',
    logLevel: 'info',
    trustProxy: '0',
  },
  bff: {
    replicas: 1,
    autoscaling: { enabled: false },
    disruptionBudget: { enabled: false },
  },
  secret: {
    development: {
      // The public development values of services/bff/src/config.ts, as docker-compose.yml.
      SESSION_SECRET: 'development-session-secret-change-me-0123456789',
      OIDC_CLIENT_SECRET: 'portal-web-secret',
    },
  },
  redis: { enabled: false },
  store: { enabled: false },
  // Without a shared store the one replica runs the jobs itself.
  worker: { enabled: false },
  ingress: { enabled: false },
  networkPolicy: { enabled: false },
  sandbox: {
    enabled: true,
    env: {
      SANDBOX_URL: 'http://portal-sandbox:4000',
      SANDBOX_PORTAL_ORIGINS: 'http://localhost:8080',
      // A sign-out at the identity provider's own page ends the portal session too (back-channel
      // logout): the provider posts to the BFF's Service inside the cluster, as compose's to the
      // proxy.
      SANDBOX_BACKCHANNEL_LOGOUT_URI: 'http://portal/auth/backchannel-logout',
    },
  },
};

export const OVERLAY_PATCHES: Record<Overlay, ValuesPatch> = {
  production: {},
  development: DEVELOPMENT,
};

export class ValuesError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid values:\n- ${problems.join('\n- ')}`);
    this.name = 'ValuesError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `patch` laid over `base`: objects merge key by key, anything else is replaced. A key the base
 * does not have, or a value of another type, is a problem (free maps take any string).
 */
function merge(base: unknown, patch: unknown, path: string, problems: string[]): unknown {
  if (FREE_MAPS.has(path)) {
    if (!isObject(patch) || !Object.values(patch).every((v) => typeof v === 'string')) {
      problems.push(`${path} must map names to strings`);
      return base;
    }
    return { ...(isObject(base) ? base : {}), ...patch };
  }
  if (isObject(base)) {
    if (!isObject(patch)) {
      problems.push(`${path} must be an object`);
      return base;
    }
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in base)) problems.push(`${at} is not a value of the manifests`);
      else merged[key] = merge(base[key], value, at, problems);
    }
    return merged;
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(patch) || !patch.every((v) => typeof v === 'string')) {
      problems.push(`${path} must be a list of strings`);
      return base;
    }
    return patch;
  }
  // A null in the base is a string left unset.
  const expected = base === null ? 'string' : typeof base;
  if (patch !== null && typeof patch !== expected) {
    problems.push(`${path} must be a ${expected} (got ${JSON.stringify(patch)})`);
    return base;
  }
  if (patch === null && base !== null && !isNullable(path)) {
    problems.push(`${path} must not be null`);
    return base;
  }
  return patch;
}

const NULLABLE = new Set([
  'portal.upstreamGraphqlUrl',
  'portal.upstreamContentUrl',
  'bff.resources.limits.cpu',
  'bff.maxOldSpaceMiB',
  'ingress.tlsSecretName',
  'networkPolicy.monitoringNamespace',
  'sandbox.resources.limits.cpu',
]);

function isNullable(path: string): boolean {
  return NULLABLE.has(path);
}

/** The base, the overlay and then each of the operator's patches, in order. */
export function valuesFor(overlay: Overlay, ...patches: unknown[]): Values {
  const problems: string[] = [];
  let values: unknown = merge(BASE, OVERLAY_PATCHES[overlay], '', problems);
  for (const patch of patches) values = merge(values, patch, '', problems);
  if (problems.length > 0) throw new ValuesError(problems);
  return values as Values;
}

/**
 * `--set path=value` as a patch: the value takes the type of the value it replaces (a number, a
 * boolean, `null`, a JSON list), so `--set image.tag=1.10` stays the string "1.10".
 */
export function patchFromSetting(setting: string, current: Values): Record<string, unknown> {
  const equals = setting.indexOf('=');
  if (equals <= 0) throw new ValuesError([`--set takes path=value (got ${setting})`]);
  const path = setting.slice(0, equals).split('.');
  const raw = setting.slice(equals + 1);
  let existing: unknown = current;
  for (const key of path) existing = isObject(existing) ? existing[key] : undefined;
  let value: unknown = raw;
  if (raw === 'null') value = null;
  else if (typeof existing === 'number')
    value = raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  else if (typeof existing === 'boolean')
    value = raw === 'true' ? true : raw === 'false' ? false : raw;
  else if (Array.isArray(existing)) value = raw === '' ? [] : raw.split(',');
  const patch: Record<string, unknown> = {};
  let cursor = patch;
  path.forEach((key, index) => {
    if (index === path.length - 1) cursor[key] = value;
    else cursor = cursor[key] = {} as Record<string, unknown>;
  });
  return patch;
}
