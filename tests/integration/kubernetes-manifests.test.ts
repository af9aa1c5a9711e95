// The portal on Kubernetes (architecture "Where it runs"; docs/decisions/0010-kubernetes.md): the
// manifests of deploy/kubernetes, rendered for production and for development without a cluster,
// each object checked against the Kubernetes OpenAPI schemas (kubernetes-models) as kubectl would
// read the printed YAML, and the behaviours the replicas need: probes, the drain on stopping,
// a non-root read-only container, secrets by reference, the brand where BRAND_FILE points, the
// autoscaler, the disruption budget, the Ingress with deploy/nginx.conf's rules, one trusted hop,
// and Prometheus' scrape.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadConfig } from '../../services/bff/src/config.ts';
import {
  manifestsFor,
  type Manifests,
  valuesFromArguments,
} from '../../deploy/kubernetes/manifests.ts';
import { BRAND_DIR, EXIT_MARGIN_SECONDS, WORKER_PORT } from '../../deploy/kubernetes/render.ts';
import { fromYaml, type Manifest, manifestProblems } from '../../deploy/kubernetes/validate.ts';
import {
  patchFromSetting,
  type Values,
  ValuesError,
  valuesFor,
} from '../../deploy/kubernetes/values.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(REPO, 'deploy/kubernetes/cli.ts');
const TSX = join(REPO, 'node_modules/.bin/tsx');

const production = manifestsFor(valuesFor('production'));
const development = manifestsFor(valuesFor('development'));

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function find(rendered: Manifests, kind: string, name?: string): Manifest {
  const found = rendered.manifests.find(
    (m) => m.kind === kind && (name === undefined || m.metadata.name === name),
  );
  if (!found) throw new Error(`no ${kind} ${name ?? ''} in the manifests`);
  return found;
}

function kinds(rendered: Manifests): string[] {
  return rendered.manifests.map((m) => `${m.kind}/${m.metadata.name}`);
}

/** The pod template's metadata: its labels and annotations. */
function podMetadata(deployment: Manifest): {
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
} {
  return (deployment.spec as { template: { metadata: Record<string, never> } }).template.metadata;
}

function podSpec(deployment: Manifest): IPodSpec {
  return (deployment.spec as { template: { spec: IPodSpec } }).template.spec;
}

function container(deployment: Manifest, name: string): IContainer {
  const found = podSpec(deployment).containers.find((c) => c.name === name);
  if (!found) throw new Error(`no container ${name}`);
  return found;
}

/** The plain environment variables of a container. */
function plainEnv(c: IContainer): Record<string, string> {
  return Object.fromEntries(
    (c.env ?? []).filter((e) => e.value !== undefined).map((e) => [e.name, e.value as string]),
  );
}

/** The value of one directive of deploy/nginx.conf's server block. */
function nginxDirective(name: string): string {
  const conf = readFileSync(join(REPO, 'deploy/nginx.conf'), 'utf8');
  const match = new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(conf);
  if (!match?.[1]) throw new Error(`deploy/nginx.conf has no ${name}`);
  return match[1].trim();
}

describe('the manifests validate without a cluster', () => {
  it.each([
    ['production', production],
    ['development', development],
  ])(
    'every %s object passes its Kubernetes schema, read back from the printed YAML as kubectl reads it',
    (_overlay, rendered) => {
      const printed = fromYaml(rendered.yaml);
      expect(printed).toEqual(rendered.manifests);
      expect(manifestProblems(printed)).toEqual([]);
      expect(rendered.warnings).toEqual([]);
    },
  );

  it('production holds the replicas and their Service, autoscaler, budget, Ingress and policy, the worker, and no Secret or sandbox', () => {
    expect(kinds(production)).toEqual([
      'Namespace/portal',
      'ConfigMap/portal-brand',
      'Deployment/portal',
      'Service/portal',
      'HorizontalPodAutoscaler/portal',
      'PodDisruptionBudget/portal',
      'Deployment/portal-worker',
      'Ingress/portal',
      'Ingress/portal-closed',
      'NetworkPolicy/portal',
      'NetworkPolicy/portal-worker',
    ]);
  });

  it('development holds one replica, the development Secret and the sandbox, without Ingress or autoscaler', () => {
    expect(kinds(development)).toEqual([
      'Namespace/portal-dev',
      'Secret/portal-secrets',
      'ConfigMap/portal-brand',
      'Deployment/portal',
      'Service/portal',
      'Deployment/portal-sandbox',
      'Service/portal-sandbox',
    ]);
  });

  it('the checks refuse what the API server would refuse, and what no schema sees', () => {
    const deployment = structuredClone(find(production, 'Deployment'));
    const bff = container(deployment, 'bff');
    bff.ports = [{ name: 'http', containerPort: '3000' as unknown as number }];
    bff.readinessProbe = { httpGet: { path: '/readyz', port: 'web' } };
    deployment.metadata.name = 'Portal_BFF';
    const service = structuredClone(find(production, 'Service'));
    (service.spec as { selector: Record<string, string> }).selector = { app: 'nothing' };

    const problems = manifestProblems([deployment, service]).join('\n');
    expect(problems).toContain('containerPort must be integer');
    expect(problems).toContain('Deployment Portal_BFF: the name is not a DNS subdomain');
    expect(problems).toContain('the readiness probe names a port web it lacks');
    expect(problems).toContain('Service portal: its selector matches no pods');
  });

  it('the YAML quotes what YAML 1.1 reads as booleans (METRICS_ENABLED=on, proxy-buffering off)', () => {
    // The same objects written as YAML 1.2 leave `on` and `off` bare: kubectl would read booleans.
    const bare = fromYaml(production.manifests.map((m) => `---\n${stringify(m)}`).join(''));
    const problems = manifestProblems(bare).join('\n');
    expect(problems).toMatch(/env\/\d+\/value must be string/);
    expect(problems).toMatch(/annotations\/nginx\.ingress\.kubernetes\.io~1proxy-buffering/);
    expect(production.yaml).toContain('value: "on"');
  });
});

describe('the BFF replicas (production)', () => {
  const deployment = find(production, 'Deployment', 'portal');
  const bff = container(deployment, 'bff');
  const env = plainEnv(bff);

  it('are ready on /readyz and alive on /healthz, on the port the Service and the image use', () => {
    expect(bff.ports).toEqual([{ name: 'http', containerPort: 3000, protocol: 'TCP' }]);
    expect(env.PORT).toBe('3000');
    expect(bff.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(bff.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(bff.startupProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    const service = find(production, 'Service', 'portal');
    expect(service.spec).toMatchObject({ ports: [{ name: 'http', port: 80, targetPort: 'http' }] });
  });

  it("stop within the grace period: the preStop wait, then the BFF's drain, then its exit", () => {
    const grace = podSpec(deployment).terminationGracePeriodSeconds ?? 30;
    const preStop = Number(bff.lifecycle?.preStop?.exec?.command?.at(-1));
    const drain = Number(env.DRAIN_TIMEOUT_SECONDS);
    // The BFF's own default drain (services/bff/src/config.ts), which the manifests state.
    expect(loadConfig({}).drainTimeoutMs / 1000).toBe(20);
    expect(drain).toBe(20);
    expect(bff.lifecycle?.preStop?.exec?.command).toEqual(['sleep', '5']);
    // The BFF needs 0.5 s after the drain for its close hooks (shutdown.ts), then exits.
    expect(grace - preStop - drain).toBeGreaterThanOrEqual(1);
    expect(grace).toBe(preStop + drain + EXIT_MARGIN_SECONDS);

    // A longer drain lengthens the grace period with it.
    const longer = manifestsFor(valuesFor('production', { bff: { drainTimeoutSeconds: 45 } }));
    const longerPod = podSpec(find(longer, 'Deployment', 'portal'));
    expect(plainEnv(container(find(longer, 'Deployment'), 'bff')).DRAIN_TIMEOUT_SECONDS).toBe('45');
    expect(longerPod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(5 + 45 + 1);
  });

  it('run as a numeric non-root user on a read-only root with only /tmp writable (Pod Security "restricted")', () => {
    const pod = podSpec(deployment);
    expect(pod.securityContext).toMatchObject({
      runAsNonRoot: true,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    // The image's user is the name `node`: runAsNonRoot can be verified only with a number.
    expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(bff.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    const writable = (bff.volumeMounts ?? []).filter((m) => m.readOnly !== true);
    expect(writable).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
    expect(pod.volumes?.find((v) => v.name === 'tmp')?.emptyDir).toBeDefined();
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(find(production, 'Namespace').metadata.labels).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
    });
  });

  it('have resources, and the heap limit below the memory limit', () => {
    expect(bff.resources?.requests).toEqual({ cpu: '250m', memory: '256Mi' });
    expect(bff.resources?.limits).toEqual({ memory: '512Mi' });
    expect(env.NODE_OPTIONS).toBe('--max-old-space-size=384');
  });

  it('take SESSION_SECRET, OIDC_CLIENT_SECRET, REDIS_URL, DATABASE_URL and the alerts’ optional keys from the Secret, which production does not render', () => {
    const fromSecret = (bff.env ?? []).filter((e) => e.valueFrom?.secretKeyRef);
    expect(fromSecret.map((e) => [e.name, e.valueFrom?.secretKeyRef])).toEqual([
      ['SESSION_SECRET', { name: 'portal-secrets', key: 'SESSION_SECRET' }],
      ['OIDC_CLIENT_SECRET', { name: 'portal-secrets', key: 'OIDC_CLIENT_SECRET' }],
      ['REDIS_URL', { name: 'portal-secrets', key: 'REDIS_URL' }],
      ['DATABASE_URL', { name: 'portal-secrets', key: 'DATABASE_URL' }],
      ...['ALERTS_TOKEN_KEY', 'ALERTS_LINK_SECRET', 'SMTP_USER', 'SMTP_PASSWORD'].map((key) => [
        key,
        { name: 'portal-secrets', key, optional: true },
      ]),
    ]);
    expect(Object.keys(env)).not.toContain('SESSION_SECRET');
    expect(production.manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
    expect(production.yaml).not.toContain('development-session-secret');
  });

  it('reach Redis through Sentinel when asked: the sentinels and the name in the environment, the passwords from the Secret', () => {
    const sentinels = ['redis-sentinel-0.redis:26379', 'redis-sentinel-1.redis:26379'];
    const rendered = manifestsFor(
      valuesFor('production', {
        redis: { sentinel: { enabled: true, masterName: 'portal', addresses: sentinels } },
      }),
    );
    expect(manifestProblems(rendered.manifests)).toEqual([]);
    const c = container(find(rendered, 'Deployment'), 'bff');
    const plain = plainEnv(c);
    expect(plain.REDIS_SENTINELS).toBe(sentinels.join(','));
    expect(plain.REDIS_SENTINEL_NAME).toBe('portal');
    const fromSecret = (c.env ?? []).filter(
      (e) => e.valueFrom?.secretKeyRef && /^(SESSION|OIDC|REDIS)_/.test(e.name),
    );
    expect(fromSecret.map((e) => [e.name, e.valueFrom?.secretKeyRef])).toEqual([
      ['SESSION_SECRET', { name: 'portal-secrets', key: 'SESSION_SECRET' }],
      ['OIDC_CLIENT_SECRET', { name: 'portal-secrets', key: 'OIDC_CLIENT_SECRET' }],
      ['REDIS_PASSWORD', { name: 'portal-secrets', key: 'REDIS_PASSWORD', optional: true }],
      [
        'REDIS_SENTINEL_PASSWORD',
        { name: 'portal-secrets', key: 'REDIS_SENTINEL_PASSWORD', optional: true },
      ],
    ]);
    // The BFF reads them as Sentinel's, with no REDIS_URL beside them.
    const config = loadConfig({
      ...plain,
      BRAND_FILE: join(REPO, 'config/brands/demo.json'),
      SESSION_SECRET: 'a-session-secret-the-operator-made-of-40-chars',
      OIDC_CLIENT_SECRET: 'the-client-secret-of-the-identity-provider',
      REDIS_PASSWORD: 'the-password-of-the-redis-nodes',
    });
    expect(config.redisUrl).toBeNull();
    expect(config.redisSentinel).toMatchObject({
      name: 'portal',
      sentinels: [
        { host: 'redis-sentinel-0.redis', port: 26379 },
        { host: 'redis-sentinel-1.redis', port: 26379 },
      ],
      password: 'the-password-of-the-redis-nodes',
    });
  });

  it('load the brand from the ConfigMap mounted where BRAND_FILE points, with the environment the BFF accepts in production', () => {
    const configMap = find(production, 'ConfigMap', 'portal-brand');
    const volume = podSpec(deployment).volumes?.find((v) => v.name === 'brand');
    const mount = bff.volumeMounts?.find((m) => m.name === 'brand');
    expect(mount).toEqual({ name: 'brand', mountPath: BRAND_DIR, readOnly: true });
    expect(env.BRAND_FILE).toBe(`${BRAND_DIR}/demo.json`);

    // The volume's files, laid out under a stand-in for the mount: the BFF's own loader reads them.
    const root = mkdtempSync(join(tmpdir(), 'portal-brand-'));
    temporary.push(root);
    const data = configMap.data as Record<string, string>;
    for (const item of volume?.configMap?.items ?? []) {
      const path = join(root, BRAND_DIR, item.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, data[item.key] ?? '');
    }
    const config = loadConfig({
      ...env,
      BRAND_FILE: join(root, env.BRAND_FILE ?? ''),
      SESSION_SECRET: 'a-session-secret-the-operator-made-of-40-chars',
      OIDC_CLIENT_SECRET: 'the-client-secret-of-the-identity-provider',
      REDIS_URL: 'redis://redis.portal:6379',
    });
    expect(config.production).toBe(true);
    expect(config.brand.brand.name).toBe('Demo Energia');
    expect(Object.keys(config.brand.assets)).toEqual([
      'logo-light.svg',
      'logo-dark.svg',
      'favicon.svg',
    ]);
    // A change of brand changes the pods' template, so the replicas restart and read it.
    const alpina = manifestsFor(
      valuesFor('production', { brand: { file: 'config/brands/alpina.json' } }),
    );
    const annotation = (m: Manifests) =>
      (
        find(m, 'Deployment').spec as {
          template: { metadata: { annotations: Record<string, string> } };
        }
      ).template.metadata.annotations['checksum/brand'];
    expect(annotation(alpina)).not.toBe(annotation(production));
  });

  it('scale on CPU between 2 and 10 replicas, one at most disrupted at a time, no fixed replica count', () => {
    const hpa = find(production, 'HorizontalPodAutoscaler');
    expect(hpa.spec).toMatchObject({
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'portal' },
      minReplicas: 2,
      maxReplicas: 10,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
        },
      ],
    });
    expect(deployment.spec).not.toHaveProperty('replicas');
    expect(deployment.spec).toMatchObject({
      strategy: { rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
    });
    expect(find(production, 'PodDisruptionBudget').spec).toMatchObject({
      maxUnavailable: 1,
      selector: { matchLabels: { 'app.kubernetes.io/name': 'bff' } },
    });
  });

  it("are reached through an Ingress for PORTAL_ORIGIN's host with deploy/nginx.conf's rules, /metrics and /__sandbox closed", () => {
    const open = find(production, 'Ingress', 'portal');
    expect(open.spec).toMatchObject({
      ingressClassName: 'nginx',
      tls: [{ hosts: ['portale.example.it'], secretName: 'portal-tls' }],
      rules: [
        {
          host: new URL(env.PORTAL_ORIGIN ?? '').hostname,
          http: {
            paths: [
              {
                path: '/',
                pathType: 'Prefix',
                backend: { service: { name: 'portal', port: { name: 'http' } } },
              },
            ],
          },
        },
      ],
    });
    const annotations = open.metadata.annotations ?? {};
    const nginx = 'nginx.ingress.kubernetes.io';
    expect(annotations[`${nginx}/proxy-body-size`]).toBe(nginxDirective('client_max_body_size'));
    expect(annotations[`${nginx}/proxy-buffering`]).toBe(nginxDirective('proxy_buffering'));
    expect(`${annotations[`${nginx}/proxy-read-timeout`]}s`).toBe(
      nginxDirective('proxy_read_timeout'),
    );
    expect(annotations[`${nginx}/proxy-next-upstream`]).toBe(nginxDirective('proxy_next_upstream'));
    expect(annotations[`${nginx}/proxy-next-upstream`]).not.toContain('non_idempotent');

    const closed = find(production, 'Ingress', 'portal-closed');
    expect(closed.metadata.annotations).toEqual({
      [`${nginx}/denylist-source-range`]: '0.0.0.0/0,::/0',
    });
    const closedPaths = (
      closed.spec as { rules: { http: { paths: { path: string; pathType: string }[] } }[] }
    ).rules[0]?.http.paths.map(({ path, pathType }) => [path, pathType]);
    expect(closedPaths).toEqual([
      ['/metrics', 'Exact'],
      ['/__sandbox', 'Prefix'],
    ]);
  });

  it('trust exactly one hop, which only the Ingress controller (and Prometheus) can be', () => {
    expect(env.TRUST_PROXY).toBe('1');
    const trust = loadConfig({ TRUST_PROXY: env.TRUST_PROXY }).trustProxy;
    expect(typeof trust).toBe('function');
    const trusts = trust as (address: string, hop: number) => boolean;
    expect([trusts('10.0.0.7', 0), trusts('203.0.113.9', 1)]).toEqual([true, false]);

    const policy = find(production, 'NetworkPolicy');
    expect(policy.spec).toEqual({
      podSelector: (deployment.spec as { selector: unknown }).selector,
      policyTypes: ['Ingress'],
      ingress: ['ingress-nginx', 'monitoring'].map((namespace) => ({
        from: [
          { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } } },
        ],
        ports: [{ port: 'http', protocol: 'TCP' }],
      })),
    });
  });

  it('serve /metrics to Prometheus: METRICS_ENABLED on, scrape annotations, a ServiceMonitor when asked', () => {
    expect(env.METRICS_ENABLED).toBe('on');
    const template = (deployment.spec as { template: { metadata: { annotations: object } } })
      .template.metadata;
    expect(template.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': '3000',
      'prometheus.io/path': '/metrics',
    });

    const monitored = manifestsFor(
      valuesFor('production', {
        metrics: {
          scrapeAnnotations: false,
          serviceMonitor: { enabled: true, labels: { release: 'prometheus' } },
        },
      }),
    );
    expect(manifestProblems(fromYaml(monitored.yaml))).toEqual([]);
    const monitor = find(monitored, 'ServiceMonitor');
    expect(monitor.apiVersion).toBe('monitoring.coreos.com/v1');
    expect(monitor.metadata.labels).toMatchObject({ release: 'prometheus' });
    expect(monitor.spec).toMatchObject({
      selector: { matchLabels: { 'app.kubernetes.io/name': 'bff' } },
      endpoints: [{ port: 'http', path: '/metrics', interval: '30s' }],
    });
    const plain = (
      find(monitored, 'Deployment').spec as { template: { metadata: { annotations: object } } }
    ).template.metadata.annotations;
    expect(plain).not.toHaveProperty('prometheus.io/scrape');
  });
});

describe('the worker (production, decision 0025)', () => {
  const deployment = find(production, 'Deployment', 'portal-worker');
  const worker = container(deployment, 'worker');
  const env = plainEnv(worker);
  const bff = container(find(production, 'Deployment', 'portal'), 'bff');

  it('runs the jobs from the same image as dist/worker.js, while the replicas run none', () => {
    expect(worker.image).toBe(bff.image);
    expect(worker.command).toEqual(['node', '--enable-source-maps', 'dist/worker.js']);
    expect(plainEnv(bff).ALERTS_JOBS).toBe('off');
    expect(env.ALERTS_JOBS).toBe('on');
    expect(env.WORKER_PORT).toBe(String(WORKER_PORT));
    expect(env.PORT).toBeUndefined();
    expect((deployment.spec as { replicas: number }).replicas).toBe(1);
    // Everything else of the replicas' settings, the store and the secrets by reference included.
    const rest = (c: IContainer) =>
      (c.env ?? []).filter((e) => !['ALERTS_JOBS', 'WORKER_PORT', 'PORT'].includes(e.name));
    expect(rest(worker)).toEqual(rest(bff));
    expect(worker.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({
      name: 'portal-secrets',
      key: 'DATABASE_URL',
    });
  });

  it('is reached by no Service; its port serves its probes and, to Prometheus only, /metrics', () => {
    expect(worker.ports).toEqual([{ name: 'probes', containerPort: WORKER_PORT, protocol: 'TCP' }]);
    expect(worker.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'probes' });
    expect(worker.startupProbe?.httpGet).toEqual({ path: '/healthz', port: 'probes' });
    expect(worker.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'probes' });
    const labels = (podMetadata(deployment).labels ?? {}) as Record<string, string>;
    for (const service of production.manifests.filter((m) => m.kind === 'Service')) {
      const selector = (service.spec as { selector: Record<string, string> }).selector;
      expect(Object.entries(selector).every(([k, v]) => labels[k] === v)).toBe(false);
    }
    const policy = find(production, 'NetworkPolicy', 'portal-worker');
    expect(policy.spec).toMatchObject({
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'worker' } },
      policyTypes: ['Ingress'],
      ingress: [
        {
          from: [
            { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
          ],
          ports: [{ port: 'probes', protocol: 'TCP' }],
        },
      ],
    });
    expect(podMetadata(deployment).annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(WORKER_PORT),
    });
  });

  it('stops within its grace period: the job in hand for the drain, then its exit', () => {
    const pod = podSpec(deployment);
    expect(pod.terminationGracePeriodSeconds).toBe(20 + EXIT_MARGIN_SECONDS);
    expect(worker.lifecycle).toBeUndefined();
    expect(env.DRAIN_TIMEOUT_SECONDS).toBe('20');
  });

  it('runs as the replicas do: non-root, read-only root, the brand mounted, resources of its own', () => {
    const pod = podSpec(deployment);
    expect(pod.securityContext).toEqual(
      podSpec(find(production, 'Deployment', 'portal')).securityContext,
    );
    expect(worker.securityContext).toEqual(bff.securityContext);
    expect(worker.volumeMounts).toEqual(bff.volumeMounts);
    expect(worker.resources).toEqual({
      requests: { cpu: '100m', memory: '192Mi' },
      limits: { memory: '384Mi' },
    });
  });

  it('is left out without a shared store: development runs the jobs in its one replica; production refuses a worker without the store', () => {
    expect(kinds(development)).not.toContain('Deployment/portal-worker');
    expect(plainEnv(container(find(development, 'Deployment', 'portal'), 'bff')).ALERTS_JOBS).toBe(
      undefined,
    );
    const withoutWorker = manifestsFor(valuesFor('production', { worker: { enabled: false } }));
    expect(kinds(withoutWorker)).not.toContain('Deployment/portal-worker');
    expect(
      plainEnv(container(find(withoutWorker, 'Deployment', 'portal'), 'bff')).ALERTS_JOBS,
    ).toBe(undefined);
    expect(() => manifestsFor(valuesFor('production', { store: { enabled: false } }))).toThrow(
      /worker.enabled: the worker shares the store/,
    );
  });
});

describe('the development overlay', () => {
  it('runs the sandbox beside one replica, which reaches its identity provider at the address the browser is given', () => {
    const bff = plainEnv(container(find(development, 'Deployment', 'portal'), 'bff'));
    const sandboxDeployment = find(development, 'Deployment', 'portal-sandbox');
    const sandbox = plainEnv(container(sandboxDeployment, 'sandbox'));
    expect((find(development, 'Deployment', 'portal').spec as { replicas: number }).replicas).toBe(
      1,
    );
    expect(bff.NODE_ENV).toBe('development');
    // The issuer is the sandbox's Service: the BFF resolves it in the cluster, the browser through
    // /etc/hosts and `kubectl port-forward` (docs/operations.md).
    expect(bff.OIDC_ISSUER).toBe(`${sandbox.SANDBOX_URL}/oidc`);
    expect(new URL(sandbox.SANDBOX_URL ?? '').hostname).toBe('portal-sandbox');
    expect(sandbox.SANDBOX_PORTAL_ORIGINS).toBe(bff.PORTAL_ORIGIN);
    expect(container(sandboxDeployment, 'sandbox').readinessProbe?.httpGet?.path).toBe(
      '/oidc/.well-known/openid-configuration',
    );
    expect(podSpec(sandboxDeployment).securityContext?.runAsNonRoot).toBe(true);
  });

  it('has the identity provider post its sign-outs to the BFF’s Service (back-channel logout)', () => {
    const sandbox = plainEnv(
      container(find(development, 'Deployment', 'portal-sandbox'), 'sandbox'),
    );
    const logout = new URL(sandbox.SANDBOX_BACKCHANNEL_LOGOUT_URI ?? '');
    const service = find(development, 'Service', 'portal');
    expect(logout.hostname).toBe(service.metadata?.name);
    expect(logout.port).toBe('');
    expect((service.spec as { ports: Array<{ port: number }> }).ports[0]?.port).toBe(80);
    expect(logout.pathname).toBe('/auth/backchannel-logout');
  });

  it('renders the public development secrets, which the BFF accepts outside production only', () => {
    const secret = find(development, 'Secret', 'portal-secrets');
    const env = plainEnv(container(find(development, 'Deployment', 'portal'), 'bff'));
    expect(() =>
      loadConfig({
        ...env,
        ...(secret.stringData as Record<string, string>),
        BRAND: 'demo',
        BRAND_FILE: '',
      }),
    ).not.toThrow();
  });
});

describe('the values', () => {
  it('keep the sandbox out of production', () => {
    expect(valuesFor('production').sandbox.enabled).toBe(false);
    expect(() => manifestsFor(valuesFor('production', { sandbox: { enabled: true } }))).toThrow(
      /sandbox is for development/,
    );
  });

  it('refuse a key they do not know, a value of the wrong type, and what the BFF would refuse', () => {
    const refusal = (patch: unknown): string => {
      try {
        manifestsFor(valuesFor('production', patch));
      } catch (error) {
        if (error instanceof ValuesError) return error.problems.join('\n');
        throw error;
      }
      return '';
    };
    expect(refusal({ bff: { replica: 3 } })).toContain('bff.replica is not a value');
    expect(refusal({ bff: { autoscaling: { maxReplicas: '20' } } })).toContain('must be a number');
    expect(refusal({ portal: { origin: 'http://portale.example.it' } })).toContain(
      'the BFF would refuse to start: PORTAL_ORIGIN must use https in production',
    );
    expect(refusal({ portal: { env: { SESSION_SECRET: 'in plain sight' } } })).toContain(
      'portal.env may not set SESSION_SECRET',
    );
    expect(refusal({ redis: { enabled: false } })).toContain('several replicas need Redis');
    expect(refusal({ redis: { sentinel: { enabled: true } } })).toContain(
      'redis.sentinel.addresses: list the sentinels as host:port, at least two',
    );
    expect(
      refusal({ redis: { sentinel: { enabled: true, addresses: ['sentinel-0', 'sentinel-1'] } } }),
    ).toContain('the BFF would refuse to start: REDIS_SENTINELS must list host:port pairs');
    expect(refusal({ secret: { development: { SESSION_SECRET: 'x'.repeat(40) } } })).toContain(
      'production secrets are made in the cluster',
    );
  });

  it("of deploy/kubernetes/site.example.json render a supplier's site", () => {
    const site = manifestsFor(
      valuesFromArguments({
        overlay: 'production',
        patches: [{ file: join(REPO, 'deploy/kubernetes/site.example.json') }],
      }),
    );
    const bff = container(find(site, 'Deployment'), 'bff');
    expect(bff.image).toBe('registry.example.it/energia/portal:0.1.0');
    expect(plainEnv(bff).BRAND_FILE).toBe(`${BRAND_DIR}/alpina.json`);
    expect(find(site, 'HorizontalPodAutoscaler').spec).toMatchObject({ minReplicas: 3 });
    expect(manifestProblems(fromYaml(site.yaml))).toEqual([]);
  });

  it('take --set values in the type of the value they replace', () => {
    const values: Values = valuesFor('production');
    expect(patchFromSetting('image.tag=1.10', values)).toEqual({ image: { tag: '1.10' } });
    expect(patchFromSetting('bff.autoscaling.maxReplicas=20', values)).toEqual({
      bff: { autoscaling: { maxReplicas: 20 } },
    });
    expect(patchFromSetting('ingress.tlsSecretName=null', values)).toEqual({
      ingress: { tlsSecretName: null },
    });
  });
});

describe('pnpm deploy:render', () => {
  it('prints the manifests for `kubectl apply -f -`', () => {
    const run = spawnSync(TSX, [CLI, 'production', '--set', 'image.tag=1.4.2'], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const printed = fromYaml(run.stdout);
    expect(manifestProblems(printed)).toEqual([]);
    const deployment = printed.find((m) => m.kind === 'Deployment');
    expect(container(deployment as Manifest, 'bff').image).toBe('energy-customer-portal:1.4.2');
  });

  // One process a test: each run of the command loads the Kubernetes models and their schemas,
  // several seconds, and up to twenty on a machine running two copies of the suite.
  it('prints every problem of the values instead of a partial output', () => {
    const refused = spawnSync(TSX, [CLI, 'production', '--set', 'bff.replica=3'], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('bff.replica is not a value of the manifests');
  });
});
