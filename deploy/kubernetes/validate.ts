// Checks of rendered manifests without a cluster: each object against its Kubernetes OpenAPI schema
// (the models of `kubernetes-models`; the ServiceMonitor against the Prometheus Operator's CRD
// schema), the names and labels the API server would refuse, and the references between the objects
// that no schema sees (a selector that matches no pod, a probe on a port the container does not
// name, a ConfigMap key that does not exist). The schemas do not reject unknown fields; render.ts
// builds every object through the models' TypeScript types, which do.
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { parseAllDocuments, stringify } from 'yaml';

/** An object as printed: plain JSON. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

type ModelClass = new (data: never) => { validate(): void };

/** The kinds the manifests hold, by `apiVersion/kind`. */
const MODELS: Record<string, ModelClass> = {
  'v1/Namespace': Namespace,
  'v1/Secret': Secret,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
};

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const DATA_KEY = /^[-._a-zA-Z0-9]+$/;
/** Kinds whose names are DNS labels (no dots, 63 characters at most). */
const LABEL_NAMED = new Set(['Namespace', 'Service']);

export function objectName(m: Manifest): string {
  return `${m.kind} ${m.metadata?.name ?? '(no name)'}`;
}

function labelKeyProblem(key: string): string | null {
  const slash = key.lastIndexOf('/');
  const prefix = slash < 0 ? null : key.slice(0, slash);
  const name = slash < 0 ? key : key.slice(slash + 1);
  if (prefix !== null && (prefix.length > 253 || !DNS_SUBDOMAIN.test(prefix))) {
    return `the prefix of ${key} is not a DNS subdomain`;
  }
  if (name.length > 63 || !LABEL_NAME.test(name)) return `${key} is not a valid key`;
  return null;
}

/** The object against its schema, and the names and labels the API server checks. */
export function schemaProblems(m: Manifest): string[] {
  const Model = MODELS[`${m.apiVersion}/${m.kind}`];
  if (!Model) return [`${objectName(m)}: no schema for ${m.apiVersion} ${m.kind}`];
  const problems: string[] = [];
  try {
    new Model(m as never).validate();
  } catch (error) {
    problems.push(`${objectName(m)}: ${(error as Error).message}`);
  }
  const name = m.metadata?.name ?? '';
  const dnsLabel = LABEL_NAMED.has(m.kind);
  if (name.length > (dnsLabel ? 63 : 253) || !(dnsLabel ? DNS_LABEL : DNS_SUBDOMAIN).test(name)) {
    problems.push(`${objectName(m)}: the name is not a DNS ${dnsLabel ? 'label' : 'subdomain'}`);
  }
  for (const [key, value] of Object.entries(m.metadata?.labels ?? {})) {
    const keyProblem = labelKeyProblem(key);
    if (keyProblem) problems.push(`${objectName(m)}: label ${keyProblem}`);
    if (value.length > 63 || !LABEL_VALUE.test(value)) {
      problems.push(`${objectName(m)}: label ${key} has an invalid value ${value}`);
    }
  }
  for (const key of Object.keys(m.metadata?.annotations ?? {})) {
    const keyProblem = labelKeyProblem(key);
    if (keyProblem) problems.push(`${objectName(m)}: annotation ${keyProblem}`);
  }
  if (m.kind === 'ConfigMap' || m.kind === 'Secret') {
    const data = { ...(m.data as object), ...(m.stringData as object) };
    for (const key of Object.keys(data)) {
      if (!DATA_KEY.test(key)) problems.push(`${objectName(m)}: data key ${key} is invalid`);
    }
  }
  return problems;
}

interface PodTemplate {
  labels: Record<string, string>;
  containers: IContainer[];
  volumes: { name: string; configMap?: { name?: string; items?: { key: string }[] } }[];
}

function podTemplate(m: Manifest): PodTemplate {
  const spec = m.spec as {
    template: {
      metadata?: { labels?: Record<string, string> };
      spec: { containers: IContainer[]; volumes?: PodTemplate['volumes'] };
    };
  };
  return {
    labels: spec.template.metadata?.labels ?? {},
    containers: spec.template.spec.containers,
    volumes: spec.template.spec.volumes ?? [],
  };
}

/** Every pair of `selector` is a label of the pods. */
function selects(selector: Record<string, string> | undefined, labels: Record<string, string>) {
  const pairs = Object.entries(selector ?? {});
  return pairs.length > 0 && pairs.every(([key, value]) => labels[key] === value);
}

function portNames(pod: PodTemplate): Set<string> {
  return new Set(pod.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name ?? '')));
}

/** The references between the objects that the API server would not check for us. */
export function referenceProblems(manifests: Manifest[]): string[] {
  const problems: string[] = [];
  const of = (kind: string) => manifests.filter((m) => m.kind === kind);
  const deployments = of('Deployment').map((m) => ({ m, pod: podTemplate(m) }));
  const configMaps = new Map(of('ConfigMap').map((m) => [m.metadata.name, m]));
  const secrets = new Map(of('Secret').map((m) => [m.metadata.name, m]));
  const services = new Map(of('Service').map((m) => [m.metadata.name, m]));
  const podsSelectedBy = (selector: Record<string, string> | undefined) =>
    deployments.filter(({ pod }) => selects(selector, pod.labels));

  const namespace = of('Namespace')[0]?.metadata.name;
  for (const m of manifests) {
    if (m.kind === 'Namespace') continue;
    if (namespace !== undefined && m.metadata.namespace !== namespace) {
      problems.push(`${objectName(m)}: not in the namespace ${namespace}`);
    }
  }

  for (const { m, pod } of deployments) {
    const selector = (m.spec as { selector?: { matchLabels?: Record<string, string> } }).selector;
    if (!selects(selector?.matchLabels, pod.labels)) {
      problems.push(`${objectName(m)}: its selector does not match its pods' labels`);
    }
    const ports = portNames(pod);
    const volumes = new Map(pod.volumes.map((v) => [v.name, v]));
    for (const c of pod.containers) {
      for (const [probeName, probe] of Object.entries({
        startup: c.startupProbe,
        liveness: c.livenessProbe,
        readiness: c.readinessProbe,
      })) {
        const port = probe?.httpGet?.port;
        if (typeof port === 'string' && !ports.has(port)) {
          problems.push(`${objectName(m)}: the ${probeName} probe names a port ${port} it lacks`);
        }
      }
      for (const mount of c.volumeMounts ?? []) {
        if (!volumes.has(mount.name)) {
          problems.push(`${objectName(m)}: ${c.name} mounts ${mount.name}, which is not a volume`);
        }
      }
      for (const env of c.env ?? []) {
        const ref = env.valueFrom?.secretKeyRef;
        const secret = ref ? secrets.get(ref.name ?? '') : undefined;
        if (ref && secret) {
          const data = { ...(secret.data as object), ...(secret.stringData as object) };
          if (!(ref.key in data)) {
            problems.push(
              `${objectName(m)}: ${env.name} names ${ref.key}, not a key of its Secret`,
            );
          }
        }
      }
    }
    for (const volume of pod.volumes) {
      if (!volume.configMap) continue;
      const configMap = configMaps.get(volume.configMap.name ?? '');
      if (!configMap) {
        problems.push(`${objectName(m)}: no ConfigMap ${volume.configMap.name ?? ''}`);
        continue;
      }
      const data = (configMap.data ?? {}) as Record<string, string>;
      for (const item of volume.configMap.items ?? []) {
        if (!(item.key in data)) {
          problems.push(`${objectName(m)}: ${item.key} is not a key of ${objectName(configMap)}`);
        }
      }
    }
  }

  for (const m of services.values()) {
    const spec = m.spec as {
      selector?: Record<string, string>;
      ports?: { name?: string; targetPort?: string | number }[];
    };
    const pods = podsSelectedBy(spec.selector);
    if (pods.length === 0) problems.push(`${objectName(m)}: its selector matches no pods`);
    for (const port of spec.ports ?? []) {
      const target = port.targetPort;
      if (typeof target === 'string' && !pods.every(({ pod }) => portNames(pod).has(target))) {
        problems.push(`${objectName(m)}: target port ${target} is not named by its pods`);
      }
    }
  }

  for (const m of of('HorizontalPodAutoscaler')) {
    const ref = (m.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
    const target = deployments.find(({ m: d }) => d.metadata.name === ref.name);
    if (ref.kind !== 'Deployment' || !target) {
      problems.push(`${objectName(m)}: scales ${ref.kind} ${ref.name}, which is not rendered`);
    } else if (!target.pod.containers.every((c) => c.resources?.requests?.cpu !== undefined)) {
      problems.push(`${objectName(m)}: CPU utilisation needs a CPU request on every container`);
    }
  }

  for (const m of of('PodDisruptionBudget')) {
    const selector = (m.spec as { selector?: { matchLabels?: Record<string, string> } }).selector;
    if (podsSelectedBy(selector?.matchLabels).length === 0) {
      problems.push(`${objectName(m)}: its selector matches no pods`);
    }
  }

  for (const m of of('Ingress')) {
    const rules = (m.spec as { rules?: { http?: { paths: IngressPath[] } }[] }).rules ?? [];
    for (const path of rules.flatMap((r) => r.http?.paths ?? [])) {
      const service = services.get(path.backend.service?.name ?? '');
      const portName = path.backend.service?.port?.name;
      const ports = (service?.spec as { ports?: { name?: string }[] } | undefined)?.ports ?? [];
      if (!service) {
        problems.push(`${objectName(m)}: ${path.path} goes to a Service that is not rendered`);
      } else if (portName !== undefined && !ports.some((p) => p.name === portName)) {
        problems.push(`${objectName(m)}: ${path.path} goes to a port ${portName} of no Service`);
      }
    }
  }

  for (const m of of('NetworkPolicy')) {
    const spec = m.spec as {
      podSelector: { matchLabels?: Record<string, string> };
      ingress?: { ports?: { port?: string | number }[] }[];
    };
    const pods = podsSelectedBy(spec.podSelector.matchLabels);
    if (pods.length === 0) problems.push(`${objectName(m)}: its pod selector matches no pods`);
    for (const port of (spec.ingress ?? []).flatMap((rule) => rule.ports ?? [])) {
      const name = port.port;
      if (typeof name === 'string' && !pods.every(({ pod }) => portNames(pod).has(name))) {
        problems.push(`${objectName(m)}: port ${name} is not named by its pods`);
      }
    }
  }

  for (const m of of('ServiceMonitor')) {
    const spec = m.spec as {
      selector: { matchLabels?: Record<string, string> };
      endpoints: { port?: string }[];
    };
    const selected = [...services.values()].filter((s) =>
      selects(spec.selector.matchLabels, s.metadata.labels ?? {}),
    );
    if (selected.length === 0) problems.push(`${objectName(m)}: its selector matches no Service`);
    for (const endpoint of spec.endpoints) {
      const ports = selected.flatMap(
        (s) => (s.spec as { ports?: { name?: string }[] }).ports ?? [],
      );
      if (endpoint.port && !ports.some((p) => p.name === endpoint.port)) {
        problems.push(`${objectName(m)}: port ${endpoint.port} is not a port of its Service`);
      }
    }
  }
  return problems;
}

interface IngressPath {
  path?: string;
  backend: { service?: { name?: string; port?: { name?: string; number?: number } } };
}

/** Every problem of a list of manifests: schemas first, then references. */
export function manifestProblems(manifests: Manifest[]): string[] {
  return [...manifests.flatMap(schemaProblems), ...referenceProblems(manifests)];
}

/**
 * The manifests as one YAML stream for `kubectl apply -f -`. kubectl reads YAML 1.1, where an
 * unquoted `on`, `off`, `yes` or `1:30` is not a string: written as YAML 1.1, they are quoted.
 */
export function toYaml(manifests: Manifest[]): string {
  return manifests.map((m) => `---\n${stringify(m, { version: '1.1', lineWidth: 0 })}`).join('');
}

/** A YAML stream back to plain objects, read as kubectl reads it (YAML 1.1). */
export function fromYaml(text: string): Manifest[] {
  return parseAllDocuments(text, { version: '1.1' })
    .map((doc) => {
      if (doc.errors.length > 0) throw doc.errors[0];
      return doc.toJS() as Manifest | null;
    })
    .filter((m): m is Manifest => m !== null);
}
