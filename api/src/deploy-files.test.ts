import fs from 'node:fs';
import path from 'node:path';
import { cacheControlFor } from './plugins/web';
import {
  ComposeService,
  configVariables,
  Container,
  DEPLOY_DIR,
  dockerEnv,
  finalStage,
  isRead,
  Manifest,
  probedPaths,
  readDeployFile,
  readYaml,
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

const manifests = fs
  .readdirSync(path.join(DEPLOY_DIR, 'k8s'))
  .filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml')
  .map((name) => readYaml<Manifest>(`k8s/${name}`));
const only = (kind: string): Manifest => {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  if (found.length !== 1) throw new Error(`deploy/k8s must hold exactly one ${kind}, found ${found.length}`);
  return found[0]!;
};
const deployment = only('Deployment');
const job = only('Job');
const configMap = only('ConfigMap');
const secret = only('Secret');
const apiContainer = deployment.spec.template!.spec.containers[0]!;
const jobContainer = job.spec.template!.spec.containers[0]!;
const podLabels = deployment.spec.template!.metadata.labels;
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)![1]);
const caddyHealthIntervalMs = seconds(/health_interval\s+(\S+)/.exec(caddyfile)![1]!) * 1000;

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
    for (const [, service] of apiInstances)
      expect(probedPaths(service.healthcheck!.test!.join(' '))).toEqual([READINESS]);
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

describe('deploy/web serves the front end as the api does', () => {
  it('with the same Content-Security-Policy', async () => {
    const res = await t.inject({ method: 'GET', url: LIVENESS });
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
