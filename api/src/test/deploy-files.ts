import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/** The repository's deploy/ folder: the images, compose file and Kubernetes manifests. */
export const DEPLOY_DIR = path.resolve(__dirname, '../../../deploy');

export const readDeployFile = (name: string): string => fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8');

/** The patch files pnpm-workspace.yaml applies to dependencies (`patchedDependencies`), relative to the root. */
export function dependencyPatches(): string[] {
  const workspace = parse(fs.readFileSync(path.join(DEPLOY_DIR, '../pnpm-workspace.yaml'), 'utf8')) as {
    patchedDependencies?: Record<string, string>;
  };
  return Object.values(workspace.patchedDependencies ?? {});
}

/** Compose relies on YAML merge keys (`<<: *api`). */
export const readYaml = <T>(name: string): T => parse(readDeployFile(name), { merge: true }) as T;

/** Every document of a YAML file (`---` separated), e.g. several NetworkPolicies in one file. */
export const readYamlDocuments = <T>(name: string): T[] =>
  parseAllDocuments(readDeployFile(name)).map((doc) => doc.toJS() as T);

export type Labels = Record<string, string>;

export interface ComposeService {
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  env_file?: unknown;
  healthcheck?: { test?: string[]; disable?: boolean };
  stop_grace_period?: string;
  init?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  restart?: string;
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
}

export interface Probe {
  httpGet: { path: string; port: string | number };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Labels; limits?: Labels };
  volumeMounts?: { name: string; mountPath: string; subPath?: string }[];
}

export interface PodTemplate {
  metadata: { labels: Labels };
  spec: {
    containers: Container[];
    terminationGracePeriodSeconds?: number;
    volumes?: { name: string; configMap?: { name: string } }[];
  };
}

/** The fields of the Kubernetes kinds in deploy/k8s that the checks read. */
export interface Manifest {
  kind: string;
  metadata: { name: string };
  data?: Labels;
  stringData?: Labels;
  spec: {
    replicas?: number;
    minAvailable?: number;
    /** A Service's selector is the labels; a Deployment's or a PodDisruptionBudget's has matchLabels. */
    selector?: Labels | { matchLabels: Labels };
    template?: PodTemplate;
    podSelector?: { matchLabels: Labels };
    ingress?: { from: NetworkPeer[]; ports?: { port: string | number }[] }[];
  };
}

export interface NetworkPeer {
  podSelector?: { matchLabels: Labels };
  namespaceSelector?: { matchLabels: Labels };
  ipBlock?: { cidr: string };
}

export interface ConfigVariables {
  names: Set<string>;
  /** Names built from a template, such as `REMOTE_${name}_URL`. */
  patterns: RegExp[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `REMOTE_${name.toUpperCase()}_URL` -> /^REMOTE_[A-Z0-9_]+_URL$/ */
const templatePattern = (template: string) => {
  const parts = template.split(/\$\{[^}]*\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join('[A-Z0-9_]+')}$`);
};

/**
 * Every environment variable config.ts reads, from its source: `str(env, 'NAME', ...)` and the other
 * readers, `env.NAME`, `env['NAME']`; a template name becomes a pattern.
 */
export function configVariables(source: string): ConfigVariables {
  const names = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [, , name] of source.matchAll(/\benv,\s*(['"`])(.+?)\1/g)) {
    if (name!.includes('${')) patterns.push(templatePattern(name!));
    else names.add(name!);
  }
  for (const [, name] of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(name!);
  for (const [, , name] of source.matchAll(/\benv\[\s*(['"])([A-Z][A-Z0-9_]*)\1\s*\]/g)) names.add(name!);
  return { names, patterns };
}

export function selectorOf(manifest: Manifest): Labels {
  const selector = manifest.spec.selector ?? {};
  return typeof selector.matchLabels === 'object' ? selector.matchLabels : (selector as Labels);
}

export const isRead = (config: ConfigVariables, name: string): boolean =>
  config.names.has(name) || config.patterns.some((pattern) => pattern.test(name));

/** The instructions of a Dockerfile's last stage, continuation lines joined. */
export function finalStage(dockerfile: string): string[] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const from = instructions.map((line) => /^FROM\s/i.test(line)).lastIndexOf(true);
  return instructions.slice(from);
}

/** `ENV A=1 B=2` of a stage -> {A: '1', B: '2'}. */
export function dockerEnv(stage: string[]): Record<string, string> {
  const pairs = stage.filter((line) => /^ENV\s/i.test(line)).flatMap((line) => line.slice(4).trim().split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => pair.split(/=(.*)/s, 2) as [string, string]));
}

/** The api or metrics paths a probe command or URL calls, e.g. `fetch('http://127.0.0.1:8080/api/ready')`. */
export const probedPaths = (text: string): string[] =>
  [...text.matchAll(/(\/api\/[\w-]+|\/metrics)\b/g)].map((m) => m[1]!);
