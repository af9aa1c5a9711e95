// The portal's Kubernetes objects, rendered from typed values (values.ts; docs/decisions/
// 0010-kubernetes.md): the BFF's Deployment, Service, autoscaler, disruption budget, Ingress and
// network policy, the worker that runs the jobs (decision 0025), the brand as a ConfigMap,
// Prometheus' scrape, and the sandbox for development.
// Every object is built with the models of `kubernetes-models`, which carry the Kubernetes OpenAPI
// schemas (validate.ts checks each one before it is printed).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { INetworkPolicyIngressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyIngressRule';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IResourceRequirements } from 'kubernetes-models/v1/ResourceRequirements';
import { BRAND_ASSETS, loadBrand } from '../../services/bff/src/brand/load.ts';
import { ConfigError, loadConfig } from '../../services/bff/src/config.ts';
import { type Resources, type Values, ValuesError } from './values.ts';

/** The repository's root: relative brand paths are read from here. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The BFF's port in the image (Dockerfile: PORT=3000) and the sandbox's (SANDBOX_PORT=4000). */
export const BFF_PORT = 3000;
export const SANDBOX_PORT = 4000;
/** The worker's port: its probes and /metrics only (WORKER_PORT, src/worker.ts). */
export const WORKER_PORT = 3001;
/** Where the brand ConfigMap is mounted; BRAND_FILE names the JSON in it. */
export const BRAND_DIR = '/etc/portal/brand';
/** The image's `node` user (node:20-bookworm-slim): numeric, so runAsNonRoot can be verified. */
export const NODE_UID = 1000;
/** Time after the drain for the BFF's last close hooks and its exit (shutdown.ts: 0.5 s). */
export const EXIT_MARGIN_SECONDS = 5;
/** The secrets of the BFF, each a key of the Secret. */
export const SECRET_KEYS = ['SESSION_SECRET', 'OIDC_CLIENT_SECRET'] as const;
export const REDIS_KEY = 'REDIS_URL';
/** The portal's own store (docs/decisions/0022): a PostgreSQL URL, a key of the Secret. */
export const DATABASE_KEY = 'DATABASE_URL';
/**
 * The alerts' keys and the mail relay's login (decision 0023), optional keys of the Secret: without
 * them the keys derive from SESSION_SECRET and the relay is used without a login.
 */
export const ALERT_SECRET_KEYS = [
  'ALERTS_TOKEN_KEY',
  'ALERTS_LINK_SECRET',
  'SMTP_USER',
  'SMTP_PASSWORD',
] as const;
/** Behind Sentinel, the passwords of the Redis nodes and of the sentinels, keys of the Secret. */
export const SENTINEL_SECRET_KEYS = ['REDIS_PASSWORD', 'REDIS_SENTINEL_PASSWORD'] as const;
/** Paths that never leave the cluster (deploy/nginx.conf answers 404 for them). */
export const CLOSED_PATHS = [
  { path: '/metrics', pathType: 'Exact' },
  { path: '/__sandbox', pathType: 'Prefix' },
] as const;

/** Environment variables the values set themselves: `portal.env` may not name them. */
const RESERVED_ENV = [
  'NODE_ENV',
  'HOST',
  'PORT',
  'PORTAL_ORIGIN',
  'UPSTREAM_API_URL',
  'UPSTREAM_GRAPHQL_URL',
  'UPSTREAM_CONTENT_URL',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'METRICS_ENABLED',
  'DRAIN_TIMEOUT_SECONDS',
  'BRAND',
  'BRAND_FILE',
  'NODE_OPTIONS',
  'ALERTS_JOBS',
  'WORKER_PORT',
  ...SECRET_KEYS,
  REDIS_KEY,
  'REDIS_SENTINELS',
  'REDIS_SENTINEL_NAME',
  ...SENTINEL_SECRET_KEYS,
  DATABASE_KEY,
  ...ALERT_SECRET_KEYS,
];

export type KubernetesObject =
  | Namespace
  | Secret
  | ConfigMap
  | Deployment
  | Service
  | HorizontalPodAutoscaler
  | PodDisruptionBudget
  | Ingress
  | NetworkPolicy
  | ServiceMonitor;

export interface Rendered {
  objects: KubernetesObject[];
  /** What the operator must still do by hand (printed on stderr by the command). */
  warnings: string[];
}

/** The brand as the BFF will read it: the JSON and its pictures, checked by the BFF's own rules. */
export interface BrandFiles {
  /** The file's name without `.json`: the folder of its pictures is named so. */
  name: string;
  files: Record<string, string>;
}

export function readBrand(file: string): BrandFiles {
  const path = isAbsolute(file) ? file : join(REPO_ROOT, file);
  const loaded = loadBrand({ BRAND_FILE: path }, dirname(path));
  if (loaded.problems.length > 0) throw new ValuesError(loaded.problems);
  const name = basename(path, '.json');
  const files: Record<string, string> = { [`${name}.json`]: readFileSync(path, 'utf8') };
  for (const asset of BRAND_ASSETS) {
    files[asset] = readFileSync(join(dirname(path), name, asset), 'utf8');
  }
  return { name, files };
}

type Component = 'bff' | 'worker' | 'sandbox';

function labels(values: Values, component: Component): Record<string, string> {
  return {
    'app.kubernetes.io/name': component,
    'app.kubernetes.io/instance': values.name,
    'app.kubernetes.io/part-of': 'energy-customer-portal',
  };
}

function objectLabels(values: Values, component: Component): Record<string, string> {
  return {
    ...labels(values, component),
    'app.kubernetes.io/version': values.image.tag,
    'app.kubernetes.io/managed-by': 'deploy-render',
  };
}

function resources(r: Resources): IResourceRequirements {
  return {
    requests: { ...r.requests },
    limits:
      r.limits.cpu === null ? { memory: r.limits.memory } : { ...r.limits, cpu: r.limits.cpu },
  };
}

/** Pod-level security: the Pod Security "restricted" profile. */
const podSecurity: IPodSpec['securityContext'] = {
  runAsNonRoot: true,
  runAsUser: NODE_UID,
  runAsGroup: NODE_UID,
  fsGroup: NODE_UID,
  seccompProfile: { type: 'RuntimeDefault' },
};

/** Container-level security: nothing written outside the mounted /tmp, no privilege. */
const containerSecurity: IContainer['securityContext'] = {
  runAsNonRoot: true,
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

/** A writable /tmp: the root filesystem is read-only (the sandbox's tsx keeps its cache there). */
const tmpVolume = { name: 'tmp', emptyDir: { sizeLimit: '64Mi' } };
const tmpMount = { name: 'tmp', mountPath: '/tmp' };

function secretRef(values: Values, key: string): IEnvVar {
  return { name: key, valueFrom: { secretKeyRef: { name: values.secret.name, key } } };
}

/** The BFF's environment, secrets from the Secret by reference. */
export function bffEnvironment(values: Values, brand: BrandFiles): IEnvVar[] {
  const p = values.portal;
  const plain: Record<string, string | null> = {
    NODE_ENV: p.nodeEnv,
    HOST: '0.0.0.0',
    PORT: String(BFF_PORT),
    PORTAL_ORIGIN: p.origin,
    UPSTREAM_API_URL: p.upstreamApiUrl,
    UPSTREAM_GRAPHQL_URL: p.upstreamGraphqlUrl,
    UPSTREAM_CONTENT_URL: p.upstreamContentUrl,
    OIDC_ISSUER: p.oidcIssuer,
    OIDC_CLIENT_ID: p.oidcClientId,
    LOG_LEVEL: p.logLevel,
    TRUST_PROXY: p.trustProxy,
    METRICS_ENABLED: values.metrics.enabled ? 'on' : 'off',
    DRAIN_TIMEOUT_SECONDS: String(values.bff.drainTimeoutSeconds),
    BRAND_FILE: `${BRAND_DIR}/${brand.name}.json`,
    // With a worker the replicas leave the jobs to it (decision 0025).
    ALERTS_JOBS: values.worker.enabled ? 'off' : null,
    NODE_OPTIONS:
      values.bff.maxOldSpaceMiB === null
        ? null
        : `--max-old-space-size=${values.bff.maxOldSpaceMiB}`,
    ...p.env,
  };
  const env: IEnvVar[] = Object.entries(plain)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => ({ name, value }));
  for (const key of SECRET_KEYS) env.push(secretRef(values, key));
  const sentinel = values.redis.sentinel;
  if (values.redis.enabled && sentinel.enabled) {
    // The sentinels name the primary (docs/operations.md "Redis that survives a node"); the
    // passwords are the Secret's, each optional (a Redis without one needs no key).
    env.push(
      { name: 'REDIS_SENTINELS', value: sentinel.addresses.join(',') },
      { name: 'REDIS_SENTINEL_NAME', value: sentinel.masterName },
    );
    for (const key of SENTINEL_SECRET_KEYS)
      env.push({
        name: key,
        valueFrom: { secretKeyRef: { name: values.secret.name, key, optional: true } },
      });
  } else if (values.redis.enabled) env.push(secretRef(values, REDIS_KEY));
  if (values.store.enabled) env.push(secretRef(values, DATABASE_KEY));
  // A rendered development Secret holds only the keys it names.
  const development = values.secret.development;
  for (const key of ALERT_SECRET_KEYS.filter((k) => !development || k in development))
    env.push({
      name: key,
      valueFrom: { secretKeyRef: { name: values.secret.name, key, optional: true } },
    });
  return env;
}

/** The grace period Kubernetes gives a stopping pod: the preStop wait, the drain, the exit. */
export function gracePeriodSeconds(values: Values): number {
  return values.bff.preStopSeconds + values.bff.drainTimeoutSeconds + EXIT_MARGIN_SECONDS;
}

/** Refusals: settings the BFF would refuse at start-up, or that would lose sessions. */
function check(values: Values, env: IEnvVar[]): void {
  const problems: string[] = [];
  const production = values.portal.nodeEnv === 'production';
  const reserved = Object.keys(values.portal.env).filter((name) => RESERVED_ENV.includes(name));
  if (reserved.length > 0) {
    problems.push(`portal.env may not set ${reserved.join(', ')}: they have values of their own`);
  }
  if (production && values.sandbox.enabled) {
    problems.push('sandbox.enabled: the sandbox is for development, never beside production');
  }
  if (production && values.secret.development !== null) {
    problems.push('secret.development: production secrets are made in the cluster, not rendered');
  }
  const scaled = values.bff.autoscaling.enabled || values.bff.replicas > 1;
  if (scaled && !values.redis.enabled) {
    problems.push(
      'redis.enabled: several replicas need Redis (sessions in memory are per replica)',
    );
  }
  const sentinel = values.redis.sentinel;
  if (sentinel.enabled && !values.redis.enabled) {
    problems.push('redis.sentinel.enabled: Sentinel is a way to Redis; turn redis.enabled on');
  }
  if (sentinel.enabled && sentinel.addresses.length < 2) {
    problems.push(
      'redis.sentinel.addresses: list the sentinels as host:port, at least two (asking one alone fails with it)',
    );
  }
  const a = values.bff.autoscaling;
  if (a.enabled && (a.minReplicas < 1 || a.minReplicas > a.maxReplicas)) {
    problems.push('bff.autoscaling: 1 ≤ minReplicas ≤ maxReplicas');
  }
  if (values.worker.enabled && !values.store.enabled) {
    problems.push(
      'worker.enabled: the worker shares the store with the replicas; turn store.enabled on',
    );
  }
  if (values.worker.enabled && values.worker.replicas < 1) {
    problems.push('worker.replicas must be at least 1');
  }
  if (values.bff.preStopSeconds < 1) problems.push('bff.preStopSeconds must be at least 1');
  if (!Number.isInteger(values.bff.drainTimeoutSeconds)) {
    problems.push('bff.drainTimeoutSeconds must be a whole number');
  }
  if (problems.length > 0) throw new ValuesError(problems);

  // The environment as the BFF reads it, with stand-ins for the secrets and the brand read from
  // where it lies here: its own start-up checks (https in production, secrets, the brand, …).
  const stand: Record<string, string> = {
    SESSION_SECRET: 'a-stand-in-session-secret-of-forty-chars!',
    OIDC_CLIENT_SECRET: 'a-stand-in-client-secret',
    REDIS_URL: 'redis://redis:6379',
    DATABASE_URL: 'postgres://portal@postgres:5432/portal',
    ...values.secret.development,
  };
  const bffEnv: Record<string, string> = {};
  for (const v of env) bffEnv[v.name] = v.value ?? stand[v.name] ?? '';
  bffEnv.BRAND_FILE = isAbsolute(values.brand.file)
    ? values.brand.file
    : join(REPO_ROOT, values.brand.file);
  try {
    loadConfig(bffEnv);
  } catch (error) {
    if (error instanceof ConfigError) {
      throw new ValuesError(error.problems.map((p) => `the BFF would refuse to start: ${p}`));
    }
    throw error;
  }
}

function checksum(data: Record<string, string>): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/** The brand ConfigMap, laid out as the BFF reads it, and the writable /tmp. */
function podVolumes(values: Values, brand: BrandFiles): NonNullable<IPodSpec['volumes']> {
  return [
    {
      name: 'brand',
      configMap: {
        name: `${values.name}-brand`,
        // Keys are flat; the pictures go to the folder named like the file (load.ts).
        items: Object.keys(brand.files).map((key) => ({
          key,
          path: key.endsWith('.json') ? key : `${brand.name}/${key}`,
        })),
      },
    },
    tmpVolume,
  ];
}

function bffDeployment(values: Values, brand: BrandFiles, env: IEnvVar[]): Deployment {
  const name = values.name;
  const podAnnotations: Record<string, string> = {
    // A new brand rolls the replicas: the BFF reads it once, at start-up.
    'checksum/brand': checksum(brand.files),
  };
  if (values.metrics.enabled && values.metrics.scrapeAnnotations) {
    podAnnotations['prometheus.io/scrape'] = 'true';
    podAnnotations['prometheus.io/port'] = String(BFF_PORT);
    podAnnotations['prometheus.io/path'] = '/metrics';
  }
  const http = { path: '/healthz', port: 'http' };
  const container: IContainer = {
    name: 'bff',
    image: `${values.image.repository}:${values.image.tag}`,
    imagePullPolicy: values.image.pullPolicy,
    ports: [{ name: 'http', containerPort: BFF_PORT, protocol: 'TCP' }],
    env,
    resources: resources(values.bff.resources),
    // Alive while the process answers; ready while its dependencies do (docs/operations.md).
    startupProbe: { httpGet: http, periodSeconds: 2, timeoutSeconds: 2, failureThreshold: 30 },
    livenessProbe: { httpGet: http, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
    readinessProbe: {
      httpGet: { path: '/readyz', port: 'http' },
      periodSeconds: 5,
      timeoutSeconds: 3,
      failureThreshold: 2,
      successThreshold: 1,
    },
    // Kubernetes takes a stopping pod out of the endpoints while it sends SIGTERM; the wait lets
    // the Ingress controller stop sending before the BFF stops accepting (shutdown.ts).
    lifecycle: { preStop: { exec: { command: ['sleep', String(values.bff.preStopSeconds)] } } },
    securityContext: containerSecurity,
    volumeMounts: [{ name: 'brand', mountPath: BRAND_DIR, readOnly: true }, tmpMount],
  };
  return new Deployment({
    metadata: { name, namespace: values.namespace.name, labels: objectLabels(values, 'bff') },
    spec: {
      // Under the autoscaler the replicas are its own: an apply must not reset them.
      ...(values.bff.autoscaling.enabled ? {} : { replicas: values.bff.replicas }),
      revisionHistoryLimit: 5,
      // A new version starts before an old one stops: no capacity is lost during a roll-out.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      selector: { matchLabels: labels(values, 'bff') },
      template: {
        metadata: { labels: labels(values, 'bff'), annotations: podAnnotations },
        spec: {
          automountServiceAccountToken: false,
          // No <SERVICE>_PORT variables in the environment: the BFF reads its own settings only.
          enableServiceLinks: false,
          terminationGracePeriodSeconds: gracePeriodSeconds(values),
          securityContext: podSecurity,
          topologySpreadConstraints: ['kubernetes.io/hostname', 'topology.kubernetes.io/zone'].map(
            (topologyKey) => ({
              maxSkew: 1,
              topologyKey,
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: labels(values, 'bff') },
            }),
          ),
          containers: [container],
          volumes: podVolumes(values, brand),
        },
      },
    },
  });
}

/** The worker's environment: the replicas', running the jobs and serving its probes' port. */
export function workerEnvironment(env: IEnvVar[]): IEnvVar[] {
  const own: Record<string, string> = { ALERTS_JOBS: 'on', WORKER_PORT: String(WORKER_PORT) };
  return [
    ...env.filter((e) => !(e.name in own) && e.name !== 'PORT'),
    ...Object.entries(own).map(([name, value]) => ({ name, value })),
  ];
}

/** The worker's grace period: it finishes the job in hand for the drain, then exits. */
export function workerGracePeriodSeconds(values: Values): number {
  return values.bff.drainTimeoutSeconds + EXIT_MARGIN_SECONDS;
}

function workerDeployment(values: Values, brand: BrandFiles, env: IEnvVar[]): Deployment {
  const name = `${values.name}-worker`;
  const podAnnotations: Record<string, string> = { 'checksum/brand': checksum(brand.files) };
  if (values.metrics.enabled && values.metrics.scrapeAnnotations) {
    podAnnotations['prometheus.io/scrape'] = 'true';
    podAnnotations['prometheus.io/port'] = String(WORKER_PORT);
    podAnnotations['prometheus.io/path'] = '/metrics';
  }
  const health = { path: '/healthz', port: 'probes' };
  return new Deployment({
    metadata: { name, namespace: values.namespace.name, labels: objectLabels(values, 'worker') },
    spec: {
      replicas: values.worker.replicas,
      revisionHistoryLimit: 5,
      // Two workers at once are safe (each job is claimed once): the new one starts first.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      selector: { matchLabels: labels(values, 'worker') },
      template: {
        metadata: { labels: labels(values, 'worker'), annotations: podAnnotations },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          // No preStop: no Service sends it anything. SIGTERM drains it (src/worker.ts).
          terminationGracePeriodSeconds: workerGracePeriodSeconds(values),
          securityContext: podSecurity,
          containers: [
            {
              name: 'worker',
              image: `${values.image.repository}:${values.image.tag}`,
              imagePullPolicy: values.image.pullPolicy,
              command: ['node', '--enable-source-maps', 'dist/worker.js'],
              ports: [{ name: 'probes', containerPort: WORKER_PORT, protocol: 'TCP' }],
              env: workerEnvironment(env),
              resources: resources(values.worker.resources),
              startupProbe: {
                httpGet: health,
                periodSeconds: 2,
                timeoutSeconds: 2,
                failureThreshold: 30,
              },
              livenessProbe: {
                httpGet: health,
                periodSeconds: 10,
                timeoutSeconds: 3,
                failureThreshold: 3,
              },
              // Ready while the store answers: a worker without it runs nothing.
              readinessProbe: {
                httpGet: { path: '/readyz', port: 'probes' },
                periodSeconds: 10,
                timeoutSeconds: 3,
                failureThreshold: 3,
              },
              securityContext: containerSecurity,
              volumeMounts: [{ name: 'brand', mountPath: BRAND_DIR, readOnly: true }, tmpMount],
            },
          ],
          volumes: podVolumes(values, brand),
        },
      },
    },
  });
}

/** Nothing reaches the worker but Prometheus, on its probes' port (kubelet's probes are not traffic). */
function workerNetworkPolicy(values: Values): NetworkPolicy {
  const monitoring = values.metrics.enabled ? values.networkPolicy.monitoringNamespace : null;
  return new NetworkPolicy({
    metadata: {
      name: `${values.name}-worker`,
      namespace: values.namespace.name,
      labels: objectLabels(values, 'worker'),
    },
    spec: {
      podSelector: { matchLabels: labels(values, 'worker') },
      policyTypes: ['Ingress'],
      ingress:
        monitoring === null
          ? []
          : [
              {
                from: [
                  {
                    namespaceSelector: {
                      matchLabels: { 'kubernetes.io/metadata.name': monitoring },
                    },
                  },
                ],
                ports: [{ port: 'probes', protocol: 'TCP' }],
              },
            ],
    },
  });
}

function ingressAnnotations(values: Values): Record<string, string> {
  if (!values.ingress.nginxAnnotations) return { ...values.ingress.annotations };
  const prefix = 'nginx.ingress.kubernetes.io';
  return {
    // deploy/nginx.conf's rules: bodies over 256 KB stop at the door, answers (streamed PDFs)
    // pass unbuffered, 60 s to answer, another replica only when one cannot be reached or does
    // not answer (never a repeated POST: non_idempotent is not listed, §7).
    [`${prefix}/proxy-body-size`]: '256k',
    [`${prefix}/proxy-buffering`]: 'off',
    [`${prefix}/proxy-read-timeout`]: '60',
    [`${prefix}/proxy-send-timeout`]: '60',
    [`${prefix}/proxy-next-upstream`]: 'error timeout',
    [`${prefix}/proxy-http-version`]: '1.1',
    ...(values.ingress.tlsSecretName === null ? {} : { [`${prefix}/ssl-redirect`]: 'true' }),
    ...values.ingress.annotations,
  };
}

function ingresses(values: Values, warnings: string[]): Ingress[] {
  const host = new URL(values.portal.origin).hostname;
  const backend = { service: { name: values.name, port: { name: 'http' } } };
  const tls =
    values.ingress.tlsSecretName === null
      ? undefined
      : [{ hosts: [host], secretName: values.ingress.tlsSecretName }];
  const meta = (name: string, annotations: Record<string, string>) => ({
    name,
    namespace: values.namespace.name,
    labels: objectLabels(values, 'bff'),
    annotations,
  });
  const open = new Ingress({
    metadata: meta(values.name, ingressAnnotations(values)),
    spec: {
      ingressClassName: values.ingress.className,
      ...(tls ? { tls } : {}),
      rules: [{ host, http: { paths: [{ path: '/', pathType: 'Prefix', backend }] } }],
    },
  });
  if (!values.ingress.nginxAnnotations) {
    warnings.push(
      "ingress.nginxAnnotations is off: give your controller deploy/nginx.conf's rules and close " +
        `${CLOSED_PATHS.map((c) => c.path).join(' and ')} at it (docs/operations.md, "Kubernetes")`,
    );
    return [open];
  }
  // /metrics and /__sandbox answer 403 to everyone through the Ingress (nginx.conf: 404); the
  // exact and longer paths win over '/', and the deny list applies to this Ingress's paths only.
  const closed = new Ingress({
    metadata: meta(`${values.name}-closed`, {
      'nginx.ingress.kubernetes.io/denylist-source-range': '0.0.0.0/0,::/0',
    }),
    spec: {
      ingressClassName: values.ingress.className,
      ...(tls ? { tls } : {}),
      rules: [
        { host, http: { paths: CLOSED_PATHS.map((closedPath) => ({ ...closedPath, backend })) } },
      ],
    },
  });
  return [open, closed];
}

function networkPolicy(values: Values): NetworkPolicy {
  const from = (namespace: string): INetworkPolicyIngressRule => ({
    from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } } }],
    ports: [{ port: 'http', protocol: 'TCP' }],
  });
  const rules = [from(values.networkPolicy.ingressNamespace)];
  if (values.networkPolicy.monitoringNamespace !== null) {
    rules.push(from(values.networkPolicy.monitoringNamespace));
  }
  return new NetworkPolicy({
    metadata: {
      name: values.name,
      namespace: values.namespace.name,
      labels: objectLabels(values, 'bff'),
    },
    spec: {
      // The replicas trust one hop (TRUST_PROXY=1): only the Ingress controller may be that hop.
      podSelector: { matchLabels: labels(values, 'bff') },
      policyTypes: ['Ingress'],
      ingress: rules,
    },
  });
}

function sandboxObjects(values: Values): [Deployment, Service] {
  const name = `${values.name}-sandbox`;
  const discovery = { path: '/oidc/.well-known/openid-configuration', port: 'http' };
  const env: IEnvVar[] = Object.entries({
    NODE_ENV: 'development',
    SANDBOX_HOST: '0.0.0.0',
    SANDBOX_PORT: String(SANDBOX_PORT),
    ...values.sandbox.env,
  }).map(([key, value]) => ({ name: key, value }));
  const deployment = new Deployment({
    metadata: { name, namespace: values.namespace.name, labels: objectLabels(values, 'sandbox') },
    spec: {
      // One sandbox: its sign-in codes and data live in its memory.
      replicas: 1,
      strategy: { type: 'Recreate' },
      selector: { matchLabels: labels(values, 'sandbox') },
      template: {
        metadata: { labels: labels(values, 'sandbox') },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          securityContext: podSecurity,
          containers: [
            {
              name: 'sandbox',
              image: `${values.image.repository}:${values.image.tag}`,
              imagePullPolicy: values.image.pullPolicy,
              // As docker-compose.yml runs it: its TypeScript through tsx.
              workingDir: '/app/services/sandbox',
              command: ['node_modules/.bin/tsx', 'src/server.ts'],
              ports: [{ name: 'http', containerPort: SANDBOX_PORT, protocol: 'TCP' }],
              env,
              resources: resources(values.sandbox.resources),
              startupProbe: { httpGet: discovery, periodSeconds: 2, failureThreshold: 60 },
              readinessProbe: { httpGet: discovery, periodSeconds: 5, timeoutSeconds: 3 },
              livenessProbe: { httpGet: discovery, periodSeconds: 10, timeoutSeconds: 3 },
              securityContext: containerSecurity,
              volumeMounts: [tmpMount],
            },
          ],
          volumes: [tmpVolume],
        },
      },
    },
  });
  const service = new Service({
    metadata: { name, namespace: values.namespace.name, labels: objectLabels(values, 'sandbox') },
    spec: {
      selector: labels(values, 'sandbox'),
      ports: [{ name: 'http', port: SANDBOX_PORT, targetPort: 'http', protocol: 'TCP' }],
    },
  });
  return [deployment, service];
}

/** Every object of the portal for these values, in the order they are applied. */
export function render(values: Values): Rendered {
  const brand = readBrand(values.brand.file);
  const env = bffEnvironment(values, brand);
  check(values, env);
  const warnings: string[] = [];
  const ns = values.namespace.name;
  const objects: KubernetesObject[] = [];
  const bffLabels = objectLabels(values, 'bff');

  if (values.namespace.create) {
    objects.push(
      new Namespace({
        metadata: {
          name: ns,
          labels: {
            // The pods meet the "restricted" profile; the API server refuses any that does not.
            'pod-security.kubernetes.io/enforce': 'restricted',
            'pod-security.kubernetes.io/warn': 'restricted',
          },
        },
      }),
    );
  }
  if (values.secret.development !== null) {
    objects.push(
      new Secret({
        metadata: { name: values.secret.name, namespace: ns, labels: bffLabels },
        type: 'Opaque',
        stringData: values.secret.development,
      }),
    );
  }
  objects.push(
    new ConfigMap({
      metadata: { name: `${values.name}-brand`, namespace: ns, labels: bffLabels },
      data: brand.files,
    }),
    bffDeployment(values, brand, env),
    new Service({
      metadata: { name: values.name, namespace: ns, labels: bffLabels },
      spec: {
        type: 'ClusterIP',
        selector: labels(values, 'bff'),
        ports: [{ name: 'http', port: 80, targetPort: 'http', protocol: 'TCP' }],
      },
    }),
  );
  const a = values.bff.autoscaling;
  if (a.enabled) {
    objects.push(
      new HorizontalPodAutoscaler({
        metadata: { name: values.name, namespace: ns, labels: bffLabels },
        spec: {
          scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: values.name },
          minReplicas: a.minReplicas,
          maxReplicas: a.maxReplicas,
          metrics: [
            {
              type: 'Resource',
              resource: {
                name: 'cpu',
                target: { type: 'Utilization', averageUtilization: a.cpuUtilization },
              },
            },
          ],
          // Up at once, down slowly: a replica removed drains its requests, a burst comes back.
          behavior: {
            scaleDown: {
              stabilizationWindowSeconds: 300,
              policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }],
            },
          },
        },
      }),
    );
  }
  if (values.bff.disruptionBudget.enabled) {
    objects.push(
      new PodDisruptionBudget({
        metadata: { name: values.name, namespace: ns, labels: bffLabels },
        spec: {
          maxUnavailable: values.bff.disruptionBudget.maxUnavailable,
          selector: { matchLabels: labels(values, 'bff') },
        },
      }),
    );
  }
  if (values.worker.enabled) objects.push(workerDeployment(values, brand, env));
  if (values.ingress.enabled) objects.push(...ingresses(values, warnings));
  if (values.networkPolicy.enabled) objects.push(networkPolicy(values));
  if (values.networkPolicy.enabled && values.worker.enabled) {
    objects.push(workerNetworkPolicy(values));
  }
  if (values.metrics.enabled && values.metrics.serviceMonitor.enabled) {
    objects.push(
      new ServiceMonitor({
        metadata: {
          name: values.name,
          namespace: ns,
          labels: { ...bffLabels, ...values.metrics.serviceMonitor.labels },
        },
        spec: {
          selector: { matchLabels: labels(values, 'bff') },
          namespaceSelector: { matchNames: [ns] },
          endpoints: [
            { port: 'http', path: '/metrics', interval: values.metrics.serviceMonitor.interval },
          ],
        },
      }),
    );
  }
  if (values.sandbox.enabled) objects.push(...sandboxObjects(values));
  if (values.networkPolicy.enabled && values.metrics.enabled) {
    if (values.networkPolicy.monitoringNamespace === null) {
      warnings.push(
        'networkPolicy.monitoringNamespace is unset: Prometheus cannot reach /metrics on the pods',
      );
    }
  }
  return { objects, warnings };
}
