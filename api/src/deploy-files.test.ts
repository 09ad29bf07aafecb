import fs from 'node:fs';
import path from 'node:path';
import { parseRegistry } from './lib/remote-registry';
import { cacheControlFor, contentTypeFor } from './plugins/web';
import {
  ComposeService,
  configVariables,
  Container,
  DEPLOY_DIR,
  dependencyPatches,
  dockerEnv,
  finalStage,
  isRead,
  Manifest,
  probedPaths,
  readDeployFile,
  readYaml,
  readYamlDocuments,
  selectorOf,
} from './test/deploy-files';
import { createTestApp, TestContext } from './test/test-app';

// The contract of issue 10: load balancers follow readiness, restarts follow liveness.
const READINESS = '/api/ready';
const LIVENESS = '/api/health';

const config = configVariables(fs.readFileSync(path.join(__dirname, 'config.ts'), 'utf8'));
const unread = (names: string[]) => names.filter((name) => !isRead(config, name));

const image = finalStage(readDeployFile('Dockerfile'));
const imageEnv = dockerEnv(image);
const compose = readYaml<{ services: Record<string, ComposeService> }>('compose.yaml');
const apiServices = Object.entries(compose.services).filter(
  ([, service]) => service.build?.dockerfile === 'deploy/Dockerfile',
);
const apiInstances = apiServices.filter(([, service]) => !service.command);
const caddyfile = readDeployFile('Caddyfile');

const manifestFiles = fs
  .readdirSync(path.join(DEPLOY_DIR, 'k8s'))
  .filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml');
const manifests = manifestFiles.flatMap((name) => readYamlDocuments<Manifest>(`k8s/${name}`));
const only = (kind: string, name?: string): Manifest => {
  const found = manifests.filter((manifest) => manifest.kind === kind && (!name || manifest.metadata.name === name));
  if (found.length !== 1)
    throw new Error(`deploy/k8s must hold exactly one ${kind} ${name ?? ''}, found ${found.length}`);
  return found[0]!;
};
const deployment = only('Deployment');
const job = only('Job');
const configMap = only('ConfigMap', 'attendance-api-config');
const remotesConfigMap = only('ConfigMap', 'attendance-remotes');
const networkPolicies = manifests.filter((manifest) => manifest.kind === 'NetworkPolicy');
const secret = only('Secret');
const apiContainer = deployment.spec.template!.spec.containers[0]!;
const jobContainer = job.spec.template!.spec.containers[0]!;
const podLabels = deployment.spec.template!.metadata.labels;
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)![1]);
const caddyHealthIntervalMs = seconds(/health_interval\s+(\S+)/.exec(caddyfile)![1]!) * 1000;

/** The routes the compose healthcheck's script probes (`node dist/health-probe.js`, from src/health-probe.ts). */
function healthProbePaths(service: ComposeService): string[] {
  const [, node, script] = service.healthcheck!.test!;
  expect(node).toBe('node');
  const source = path.join(__dirname, script!.replace(/^dist\//, '').replace(/\.js$/, '.ts'));
  return probedPaths(fs.readFileSync(source, 'utf8'));
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const missingRoutes = (paths: string[]) => paths.filter((url) => !t.app.hasRoute({ method: 'GET', url }));

describe('deploy/ sets only configuration the api reads', () => {
  it('reads the variable names from config.ts', () => {
    expect([...config.names]).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'JWT_SECRET', 'DATA_KEY']));
    expect(isRead(config, 'REMOTES_FILE')).toBe(true);
    expect(isRead(config, 'JWT_SECRETS')).toBe(false);
  });

  it('in the api image', () => {
    expect(unread(Object.keys(imageEnv))).toEqual([]);
  });

  it('in the compose api services, which share one JWT_SECRET and DATA_KEY', () => {
    expect(apiInstances.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [, service] of apiServices) {
      expect(service.env_file).toBeUndefined();
      expect(unread(Object.keys(service.environment ?? {}))).toEqual([]);
    }
    const secretsOf = ([, service]: [string, ComposeService]) => [
      service.environment?.JWT_SECRET,
      service.environment?.DATA_KEY,
    ];
    expect(new Set(apiInstances.map((entry) => JSON.stringify(secretsOf(entry)))).size).toBe(1);
  });

  it('in compose variables, each listed in .env.example', () => {
    const listed: string[] = readDeployFile('.env.example').match(/^[A-Z][A-Z0-9_]*(?==)/gm) ?? [];
    const used = [...readDeployFile('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
    expect(used.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('in the Kubernetes ConfigMap, Secret template and containers', () => {
    const names = [
      ...Object.keys(configMap.data ?? {}),
      ...Object.keys(secret.stringData ?? {}),
      ...[apiContainer, jobContainer].flatMap((container) => (container.env ?? []).map((env) => env.name)),
    ];
    expect(unread(names)).toEqual([]);
    for (const container of [apiContainer, jobContainer]) {
      expect(container.envFrom).toEqual([
        { configMapRef: { name: configMap.metadata.name } },
        { secretRef: { name: secret.metadata.name } },
      ]);
    }
  });
});

describe('deploy/ probes routes that exist', () => {
  it('the image HEALTHCHECK calls liveness on the port the image exposes', () => {
    const healthcheck = image.find((line) => line.startsWith('HEALTHCHECK'))!;
    expect(probedPaths(healthcheck)).toEqual([LIVENESS]);
    expect(missingRoutes([LIVENESS])).toEqual([]);
    expect(image).toContain(`EXPOSE ${imageEnv.PORT}`);
  });

  it('compose marks instances healthy by readiness, and Caddy balances over the ready ones', () => {
    for (const [, service] of apiInstances) expect(healthProbePaths(service)).toEqual([LIVENESS, READINESS]);
    expect([...caddyfile.matchAll(/health_uri\s+(\S+)/g)].map((m) => m[1])).toEqual([READINESS]);
    expect(/reverse_proxy\s+([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/)).toEqual(
      apiInstances.map(([name]) => `${name}:${imageEnv.PORT}`),
    );
    expect(missingRoutes([READINESS])).toEqual([]);
  });

  it('the public entry hides /metrics, which Prometheus scrapes on each instance', () => {
    expect(caddyfile).toMatch(/@metrics path \/metrics /);
    expect(missingRoutes(['/metrics'])).toEqual([]);
  });

  it('Kubernetes: readiness, liveness and startup on the container port', () => {
    const { readinessProbe, livenessProbe, startupProbe, ports } = apiContainer;
    expect(readinessProbe!.httpGet.path).toBe(READINESS);
    expect(livenessProbe!.httpGet.path).toBe(LIVENESS);
    expect(startupProbe!.httpGet.path).toBe(LIVENESS);
    expect(missingRoutes([readinessProbe!, livenessProbe!, startupProbe!].map((probe) => probe.httpGet.path))).toEqual(
      [],
    );
    const http = ports!.find((port) => port.name === readinessProbe!.httpGet.port)!;
    expect(String(http.containerPort)).toBe(imageEnv.PORT);
  });
});

describe('deploy/ Kubernetes manifests fit together', () => {
  it('the Service and the PodDisruptionBudget select the Deployment pods', () => {
    const selects = (manifest: Manifest) => expect(podLabels).toMatchObject(selectorOf(manifest));
    [deployment, only('Service'), only('PodDisruptionBudget')].forEach(selects);
    expect(only('PodDisruptionBudget').spec.minAvailable).toBeLessThan(deployment.spec.replicas!);
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
  });

  it('a stopping pod drains before it is killed', () => {
    const preStop = apiContainer.lifecycle!.preStop!.exec!.command;
    expect(preStop[0]).toBe('sleep');
    // Serving, not ready, then finishing what is in flight: both count (plugins/graceful-shutdown.ts).
    const drainOf = (env: Record<string, string>) => Number(env.SHUTDOWN_DELAY_MS) + Number(env.SHUTDOWN_TIMEOUT_MS);
    const podDrainMs = Number(preStop[1]) * 1000 + drainOf(configMap.data!);
    expect(deployment.spec.template!.spec.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(podDrainMs);
    for (const [, service] of apiInstances) {
      expect(Number(service.environment!.SHUTDOWN_DELAY_MS)).toBeGreaterThan(2 * caddyHealthIntervalMs);
      expect(seconds(service.stop_grace_period!) * 1000).toBeGreaterThan(drainOf(service.environment!));
    }
  });

  it('every container has requests and a memory limit', () => {
    for (const container of [apiContainer, jobContainer] as Container[]) {
      expect(container.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      expect(container.resources?.limits?.memory).toEqual(expect.any(String));
    }
  });

  it('the migration Job and the compose migrate service run the migration CLI of the same image', () => {
    expect(jobContainer.image).toBe(apiContainer.image);
    const [node, script] = jobContainer.command!;
    expect(node).toBe('node');
    expect(fs.existsSync(path.join(__dirname, script!.replace(/^dist\//, '').replace(/\.js$/, '.ts')))).toBe(true);
    expect(apiServices.filter(([, service]) => service.command).map(([, service]) => service.command)).toEqual([
      jobContainer.command,
    ]);
  });
});

describe('deploy/ compose runs hardened, limited, and restarts what stops answering', () => {
  it('every service: no capabilities beyond its entrypoint, no new privileges, CPU and memory limits', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.cap_drop]).toEqual([name, ['ALL']]);
      expect([name, service.security_opt]).toEqual([name, ['no-new-privileges:true']]);
      expect([name, service.deploy?.resources?.limits]).toEqual([
        name,
        { cpus: expect.any(String), memory: expect.any(String) },
      ]);
    }
  });

  it('an api instance whose liveness fails is ended by its healthcheck and restarted', () => {
    const probe = fs.readFileSync(path.join(__dirname, 'health-probe.ts'), 'utf8');
    expect(probe).toMatch(/process\.kill\(pid, 'SIGKILL'\)/);
    for (const [name, service] of apiInstances) {
      // PID 1 would ignore the probe's signal.
      expect([name, service.init, service.restart]).toEqual([name, true, 'unless-stopped']);
    }
  });

  it("the front proxy passes the api's pages through, with the CSP the api computes from the registry", () => {
    const matcher = /@page \{\s*path_regexp (\S+)\s*not path ([^\n]+)\n/.exec(caddyfile)!;
    const pagePath = new RegExp(matcher[1]!);
    for (const page of ['/', '/index.html', '/leave-approval', '/employees/edit/4'])
      expect([page, pagePath.test(page)]).toEqual([page, true]);
    for (const file of ['/main.3f2a9c1b.js', '/icons/icon-192.png', '/sw.js'])
      expect([file, pagePath.test(file)]).toEqual([file, false]);
    expect(matcher[2]!.trim().split(/\s+/)).toEqual(['/mf/*', '/api', '/api/*']);
    expect(caddyfile).toMatch(/handle @page \{\s*import api_upstreams\s*\}/);
    expect(caddyfile).toMatch(/handle @api \{\s*import api_upstreams\s*\}/);
  });

  it("the static image serves TypeScript declarations with the api's content type, not as MPEG streams", () => {
    const staticCaddy = readDeployFile('web/static.caddy');
    expect(staticCaddy).toMatch(/@typeDeclarations path \*\.d\.ts/);
    expect(/@typeDeclarations \{[^}]*Content-Type "([^"]+)"/.exec(staticCaddy)![1]).toBe(contentTypeFor('x.d.ts'));
  });
});

describe('deploy/ Kubernetes: network policies, the registry, the migration', () => {
  const policyFor = (labels: Record<string, string>) =>
    networkPolicies.find((policy) => {
      const selected = policy.spec.podSelector!.matchLabels;
      return Object.entries(selected).every(([key, value]) => labels[key] === value);
    })!;
  const peersOf = (policy: Manifest) => policy.spec.ingress!.flatMap((rule) => rule.from);

  it('the api takes connections only from the ingress controller and Prometheus namespaces, on its port', () => {
    const policy = policyFor(podLabels);
    expect(policy.spec.podSelector!.matchLabels).toEqual(podLabels);
    const peers = peersOf(policy);
    expect(peers.map((peer) => Object.keys(peer))).toEqual(peers.map(() => ['namespaceSelector']));
    expect(peers.map((peer) => peer.namespaceSelector!.matchLabels['kubernetes.io/metadata.name'])).toEqual([
      'ingress-nginx',
      'monitoring',
    ]);
    expect(policy.spec.ingress!.flatMap((rule) => rule.ports!.map((port) => port.port))).toEqual([
      apiContainer.readinessProbe!.httpGet.port,
    ]);
  });

  it('PostgreSQL only from the api and the migration, Redis only from the api', () => {
    const jobLabels = job.spec.template!.metadata.labels;
    const allowed = (component: string) =>
      peersOf(
        networkPolicies.find(
          (policy) => policy.spec.podSelector!.matchLabels['app.kubernetes.io/component'] === component,
        )!,
      );
    expect(allowed('database').map((peer) => peer.podSelector!.matchLabels)).toEqual([podLabels, jobLabels]);
    expect(allowed('redis').map((peer) => peer.podSelector!.matchLabels)).toEqual([podLabels]);
    for (const peer of [...allowed('database'), ...allowed('redis')])
      expect(Object.keys(peer)).toEqual(['podSelector']);
  });

  it('REMOTES_FILE is the registry ConfigMap, mounted as a folder so that changes reach the pods', () => {
    const file = configMap.data!.REMOTES_FILE!;
    const mount = apiContainer.volumeMounts!.find((m) => file.startsWith(`${m.mountPath}/`))!;
    expect(mount.subPath).toBeUndefined();
    const volume = deployment.spec.template!.spec.volumes!.find((v) => v.name === mount.name)!;
    expect(volume.configMap!.name).toBe(remotesConfigMap.metadata.name);
    const key = path.posix.relative(mount.mountPath, file);
    const registry = parseRegistry(remotesConfigMap.data![key]!, key);
    expect(registry.remotes.length).toBeGreaterThan(0);
  });

  it('kustomize applies every manifest, the migration Job included; the Secret stays a template', () => {
    const { resources } = readYaml<{ resources: string[] }>('k8s/kustomization.yaml');
    expect([...resources].sort()).toEqual(manifestFiles.filter((name) => name !== 'secret.example.yaml').sort());
    expect(resources).toContain('migration-job.yaml');
  });

  it('a page tells how to run it on a cluster, linked from the README', () => {
    const page = path.resolve(DEPLOY_DIR, '../docs/kubernetes.md');
    expect(fs.existsSync(page)).toBe(true);
    expect(fs.readFileSync(path.resolve(DEPLOY_DIR, '../README.md'), 'utf8')).toContain('(docs/kubernetes.md)');
    const text = fs.readFileSync(page, 'utf8');
    for (const name of Object.keys(configMap.data!)) expect([name, text.includes(`\`${name}\``)]).toEqual([name, true]);
  });
});

describe('deploy/web serves the front end as the api does', () => {
  it('with the same Content-Security-Policy', async () => {
    const res = await t.inject({ method: 'GET', url: '/login' });
    const served = /Content-Security-Policy "([^"]+)"/.exec(readDeployFile('web/static.caddy'))![1];
    expect(served).toBe(res.headers['content-security-policy']);
  });

  it('with the same files kept uncached', () => {
    const noCache = /~(\S+) "no-cache"/.exec(readDeployFile('web/static.caddy'))![1]!;
    for (const file of [
      'index.html',
      'remoteEntry.js',
      'mf-manifest.json',
      'remotes.json',
      'sw.js',
      'manifest.webmanifest',
    ]) {
      expect([file, new RegExp(noCache).test(`/mf/mf-leave/${file}`)]).toEqual([file, true]);
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('with the remotes under /mf/, where the shell looks for them by default', () => {
    expect(readDeployFile('web/static.caddy')).toContain('handle_path /mf/* {');
    for (const { manifest } of t.app.remoteRegistry.current().remotes)
      expect(manifest).toMatch(/^\/mf\/mf-[a-z]+\/mf-manifest\.json$/);
  });
});

describe('deploy/ images install from the lockfile', () => {
  const patches = dependencyPatches();

  // pnpm fetch refuses to run when a patch the lockfile names is missing (ERR_PNPM_PATCH_NOT_FOUND).
  it.each(['Dockerfile', 'web/Dockerfile'])('%s copies the dependency patches before pnpm fetch', (file) => {
    const lines = readDeployFile(file).split('\n');
    expect(lines).toContain('RUN pnpm fetch');
    const copied = lines
      .slice(0, lines.indexOf('RUN pnpm fetch'))
      .filter((line) => line.startsWith('COPY '))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
      .map((source) => source.replace(/\/$/, ''));
    expect(patches.length).toBeGreaterThan(0);
    for (const patch of patches)
      expect([patch, copied.some((source) => patch.startsWith(`${source}/`))]).toEqual([patch, true]);
  });
});
