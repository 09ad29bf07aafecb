import Fastify, { type FastifyInstance } from 'fastify';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type RawBuilder,
} from 'kysely';
import { DbEvents, type Statement } from '../db/db-events';
import { registerInstruments } from '../db/db-instruments';
import { createReadCaches } from '../db/read-caches';
import type { Db } from '../db/types';
import { buildOfflineApp } from '../openapi/openapi-document';
import { trackRouteChecks } from '../test/route-checks';
import type { ApiRoute } from './rbac';
import {
  canSee,
  countsVisibility,
  requestViewer,
  staffFilter,
  visibilityOf,
  visibleEmployee,
  type EmployeeData,
} from './visibility';

// Names that identify an employee in a route's input or in what it answers.
const EMPLOYEE_ID_INPUTS = new Set(['employee_id', 'manager_id', 'report_to']);
const EMPLOYEE_FIELDS = new Set(['employee_id', 'employee_name', 'full_name', 'first_name', 'report_to']);

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

function propertyNames(schema: JsonSchema | undefined, depth = 0): string[] {
  if (!schema || depth > 6) return [];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, inner]) => [
    name,
    ...propertyNames(inner, depth + 1),
  ]);
  return [
    ...own,
    ...propertyNames(schema.items, depth + 1),
    ...(schema.anyOf ?? []).flatMap((s) => propertyNames(s, depth + 1)),
  ];
}

function takesEmployeeId(route: ApiRoute): boolean {
  const { params, querystring, body } = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
  const inputs = [params, querystring, body].flatMap((schema) => propertyNames(schema));
  return route.url.startsWith('/api/employees/') || inputs.some((name) => EMPLOYEE_ID_INPUTS.has(name));
}

function answersEmployeeData(route: ApiRoute): boolean {
  const responses = ((route.schema ?? {}) as { response?: Record<string, JsonSchema> }).response ?? {};
  return Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .some(([, schema]) => propertyNames(schema).some((name) => EMPLOYEE_FIELDS.has(name)));
}

describe('the visibility policy', () => {
  it('lets an employee see themselves, a manager their direct reports too, an admin everyone', () => {
    const emma = { employee_id: 7, report_to: 3 };
    const boss = { employee_id: 3, report_to: null };
    const see = (id: number, role: 'employee' | 'manager' | 'admin', who: typeof emma | typeof boss) =>
      canSee(visibilityOf({ id, role }), who);
    expect([see(7, 'employee', emma), see(7, 'employee', boss)]).toEqual([true, false]);
    expect([see(3, 'manager', emma), see(3, 'manager', boss), see(4, 'manager', emma)]).toEqual([true, true, false]);
    expect([see(1, 'admin', emma), see(1, 'admin', boss)]).toEqual([true, true]);
  });

  it('counts the whole company for an employee (counts carry no names), the team for a manager', () => {
    expect(countsVisibility(visibilityOf({ id: 7, role: 'employee' }))).toEqual({ scope: 'all' });
    expect(countsVisibility(visibilityOf({ id: 3, role: 'manager' }))).toEqual({ scope: 'team', managerId: 3 });
  });
});

describe('every route and the visibility policy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildOfflineApp();
  });
  afterAll(() => app.close());

  it('declares what it does with employees’ data', () => {
    const declared = (kind: EmployeeData) =>
      app.apiRoutes.filter((r) => r.employeeData === kind).map((r) => `${r.method} ${r.url}`);
    expect(app.apiRoutes.length).toBeGreaterThan(40);
    expect(declared('directory')).toEqual([
      'GET /api/me/delegation/candidates',
      'GET /api/upcoming_birthdays',
      'GET /api/shift_assignments/colleagues',
    ]);
    expect(declared('feed')).toEqual(['GET /api/calendar_feed.ics']);
    expect(declared('visible')).toEqual(expect.arrayContaining(['GET /api/attendance_logs', 'GET /api/timesheet']));
  });

  it('goes through the policy wherever it takes an employee id, and only its own data otherwise', () => {
    // A kiosk route takes the id of the person it identified, which it checks (rbac.ts allows it nowhere else).
    const bypassing = app.apiRoutes
      .filter((route) => takesEmployeeId(route) && !['visible', 'identified'].includes(route.employeeData))
      .map((r) => `${r.method} ${r.url} (${r.employeeData})`);
    expect(bypassing).toEqual([]);
  });

  it('declares employee data wherever it answers some', () => {
    const undeclared = app.apiRoutes
      .filter((route) => answersEmployeeData(route) && route.employeeData === 'none')
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});

describe('the runtime check of the test app', () => {
  it('reports a visible route answering without the policy, and refuses the policy to an undeclared route', async () => {
    const app = Fastify();
    const problems = trackRouteChecks(app);
    const config = { access: 'public', employeeData: 'visible' } as const;
    const response = { 200: { type: 'object' }, 500: { type: 'object' } };
    app.get('/api/bypass', { config, schema: { response } }, async () => ({}));
    app.get('/api/undeclared', { config: { ...config, employeeData: 'none' }, schema: { response } }, (request) =>
      requestViewer(request),
    );
    await app.ready();
    expect((await app.inject({ url: '/api/bypass' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/undeclared' })).statusCode).toBe(500);
    expect(problems()).toEqual(['GET /api/bypass: answered without the visibility policy']);
    await app.close();
  });
});

describe('the route guard of the test app', () => {
  // A database that only compiles: the routes below report the statements they would send.
  const compiler = new Kysely<object>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const leaveOf = (filter: RawBuilder<unknown>) =>
    sql`select lr.* from leave_requests lr join employees e using (employee_id) where ${filter}`.compile(compiler).sql;

  it("fails a route that chooses people with SQL of its own, not one that narrows the policy's", async () => {
    const statements = new DbEvents<Statement>();
    const commits = new DbEvents<object>();
    const db = {} as Db;
    registerInstruments(db, {
      statements,
      commits,
      caches: createReadCaches({ statements, commits }),
      busy: () => false,
    });
    const app = Fastify();
    app.decorate('db', db);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { id: 3, role: 'manager', email: 'm@acme.example', fullName: 'M' };
    });
    const problems = trackRouteChecks(app);
    const config = { roles: ['manager'], employeeData: 'visible' } as const;
    const schema = { response: { 200: { type: 'object' } } };
    const route = (url: string, statement: (managerId: number) => string) =>
      app.get(url, { config, schema }, async (request) => {
        const viewer = requestViewer(request);
        await Promise.resolve();
        statements.emit({ sql: statement(viewer.id), parameters: [], connection: {} });
        return {};
      });
    route('/api/own-team', (id) => leaveOf(sql`(e.employee_id = ${id} or e.report_to = ${id})`));
    route('/api/own-colleagues', () =>
      leaveOf(sql`e.employee_id in (select employee_id from employee_departments where department_id = 1)`),
    );
    route('/api/policy-team', (id) => leaveOf(visibleEmployee(visibilityOf({ id, role: 'manager' }), 'e')));
    route('/api/policy-department', (id) =>
      leaveOf(staffFilter({ visibility: visibilityOf({ id, role: 'manager' }), departmentId: 1 }, 'e')),
    );
    await app.ready();
    for (const url of ['/api/own-team', '/api/own-colleagues', '/api/policy-team', '/api/policy-department']) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    expect(problems()).toEqual([
      'GET /api/own-team: chose whose rows to read without the visibility policy',
      'GET /api/own-colleagues: chose whose rows to read without the visibility policy',
    ]);
    await app.close();
  });
});
