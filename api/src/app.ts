import crypto from 'node:crypto';
import { ajvFilePlugin } from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { FastifyInstance, type FastifyServerOptions } from 'fastify';
import { dataKeyRing, type Config } from './config';
import type { Db } from './db/types';
import { ERROR_CODES } from './error-codes';
import { attendanceRoutes } from './modules/attendance/attendance-routes';
import { attendanceCorrectionsRoutes } from './modules/attendance-corrections/correction-routes';
import { createBackgroundTasks } from './lib/background-tasks';
import { requestLogFields } from './lib/log-redaction';
import { createAudit } from './modules/audit/audit';
import { archivedKeys } from './modules/data-keys/key-archive';
import { authPlugin } from './modules/auth/auth-plugin';
import { authRoutes } from './modules/auth/auth-routes';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { delegationsRoutes } from './modules/delegations/delegations-routes';
import { departmentsRoutes } from './modules/departments/departments-routes';
import { employeesRoutes } from './modules/employees/employees-routes';
import { isFallbackOffered } from './modules/face-fallback/fallback-offer';
import { faceFallbackRoutes } from './modules/face-fallback/fallback-routes';
import { faceVerificationRoutes } from './modules/face-verification/face-verification-routes';
import { filesRoutes } from './modules/files/files-routes';
import { geocodeRoutes } from './modules/geocode/geocode-routes';
import { healthRoutes } from './modules/health/health-routes';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds-routes';
import { holidaysRoutes } from './modules/holidays/holidays-routes';
import { kioskAuthPlugin } from './modules/kiosk/kiosk-auth';
import { kioskRoutes } from './modules/kiosk/kiosk-routes';
import { leaveRoutes } from './modules/leave/leave-routes';
import { leaveBalancesRoutes } from './modules/leave-balances/leave-balances-routes';
import { leavePoliciesRoutes } from './modules/leave-policies/leave-policies-routes';
import { teamCalendarRoutes } from './modules/team-calendar/team-calendar-routes';
import { payPeriodsRoutes } from './modules/pay-periods/pay-periods-routes';
import { reportsRoutes } from './modules/reports/reports-routes';
import { settingsRoutes } from './modules/settings/settings-routes';
import { shiftsRoutes } from './modules/shifts/shifts-routes';
import { shiftExchangeRoutes } from './modules/shift-exchange/shift-exchange-routes';
import { timesheetRoutes } from './modules/timesheet/timesheet-routes';
import { webhookDeliveryPlugin } from './modules/webhooks/webhook-delivery-plugin';
import { webhooksRoutes } from './modules/webhooks/webhooks-routes';
import { pushDeliveryPlugin } from './modules/push/push-delivery-plugin';
import { pushRoutes } from './modules/push/push-routes';
import { preferencesRoutes } from './modules/preferences';
import { scimRoutes } from './modules/scim';
import { oidcRoutes } from './modules/oidc';
import { workingTimeRoutes } from './modules/working-time';
import { overtimeRoutes } from './modules/overtime';
import { payrollRoutes } from './modules/payroll';
import './plugins/context';
import { commonResponsesPlugin } from './plugins/common-responses';
import { compressPlugin } from './plugins/compress';
import { countersPlugin } from './plugins/counters';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { facePlugin, type FaceDescriber } from './plugins/face';
import { gracefulShutdownPlugin } from './plugins/graceful-shutdown';
import { formatsPlugin, inputGuardPlugin } from './plugins/input-guard';
import { jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin } from './plugins/metrics';
import { createMailer, Mailer } from './plugins/mail';
import { rbacPlugin } from './plugins/rbac';
import { remoteRegistryPlugin } from './plugins/remote-registry';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { webPlugin } from './plugins/web';

/** Also reads the keys archived by a rotation, so audit entries sealed before it open with DATA_KEY alone. */
async function startAuditChain(app: FastifyInstance, db: Db): Promise<void> {
  // A database down at start is readiness's and each request's to report, not a reason to stop building.
  const archived = await archivedKeys(db, dataKeyRing(app.config)).catch((err: unknown) => {
    app.log.error({ err }, 'could not read the data key archive: audit details sealed before a rotation stay closed');
    return [];
  });
  app.audit.addReadKeys(archived);
  app.audit.start(db, (err) => app.log.error({ err }, 'audit chain writer failed'));
}

export interface BuildOptions {
  /** A migrated database to use instead of opening one from the config (tests). */
  db?: Db;
  mailer?: Mailer;
  /** A started face engine to share (tests); by default the app owns one, started at listen or first use. */
  faceEngine?: FaceDescriber;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the logs). */
  logStream?: { write(line: string): void };
  /** Schema compilers instead of Fastify's own (tests reuse validators across test files). */
  schemaController?: FastifyServerOptions['schemaController'];
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's (load balancer's) X-Request-Id when it is safe to log and echo, else a new one. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * Fastify names a plugin without a display name by looking for it among the exports of every loaded module before it
 * takes the function's name; route plugins are named exports, never found. Under jest, where each test file builds
 * the app among 2,100 modules, that search cost a third of a second a build.
 */
function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}

/** Builds the whole api; main.ts listens on it, tests call `app.inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: requestLogFields }, stream: options.logStream },
    genReqId: requestId,
    frameworkErrors,
    trustProxy: config.trustProxy,
    // ajvFilePlugin: the `isFile` keyword of multipart form schemas (lib/multipart-form.ts).
    ajv: { plugins: [formatsPlugin, ajvFilePlugin] },
    schemaController: options.schemaController,
    // Shutdown drains (plugins/graceful-shutdown.ts): requests on open connections are answered, not refused.
    return503OnClosing: false,
    forceCloseConnections: false,
    // A first start of the embedded PGlite runs initdb in its worker: seconds on a quiet machine, more on a busy one.
    pluginTimeout: 120_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('audit', createAudit(config.dataKey, config.previousDataKey));
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
  );
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onClose', () => app.background.idle());
  await app.register(gracefulShutdownPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(compressPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  await app.register(rbacPlugin);
  await app.register(commonResponsesPlugin);
  await app.register(dbPlugin, {
    db: options.db,
    onOpen: (db) => startAuditChain(app, db),
    beforeClose: () => app.audit.stop(),
  });
  await app.register(metricsPlugin);
  await app.register(countersPlugin);
  await app.register(remoteRegistryPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin, { errorCodes: ERROR_CODES });
  await app.register(authPlugin);
  await app.register(kioskAuthPlugin);
  await app.register(facePlugin, { engine: options.faceEngine });

  await app.register(named(healthRoutes));
  await app.register(named(authRoutes));
  await app.register(named(oidcRoutes));
  await app.register(named(settingsRoutes));
  await app.register(named(preferencesRoutes));
  await app.register(named(leaveRoutes));
  await app.register(named(delegationsRoutes));
  await app.register(named(leavePoliciesRoutes));
  await app.register(named(leaveBalancesRoutes));
  await app.register(named(holidaysRoutes));
  await app.register(named(payPeriodsRoutes));
  await app.register(named(teamCalendarRoutes));
  await app.register(named(calendarFeedsRoutes));
  await app.register(named(filesRoutes));
  await app.register(named(dashboardRoutes));
  await app.register(named(reportsRoutes));
  await app.register(named(departmentsRoutes));
  await app.register(named(employeesRoutes));
  await app.register(named(faceVerificationRoutes), { fallbackOffered: isFallbackOffered });
  await app.register(named(geocodeRoutes));
  await app.register(named(attendanceRoutes));
  await app.register(named(attendanceCorrectionsRoutes));
  await app.register(named(faceFallbackRoutes));
  await app.register(named(timesheetRoutes));
  await app.register(named(workingTimeRoutes));
  await app.register(named(overtimeRoutes));
  await app.register(named(payrollRoutes));
  await app.register(named(kioskRoutes));
  await app.register(named(shiftsRoutes));
  await app.register(named(shiftExchangeRoutes));
  await app.register(webhookDeliveryPlugin);
  await app.register(named(webhooksRoutes));
  await app.register(pushDeliveryPlugin);
  await app.register(named(pushRoutes));
  await app.register(named(apiTokensRoutes));
  await app.register(named(scimRoutes), { prefix: '/scim/v2' });
  await app.register(webPlugin);
  return app;
}
