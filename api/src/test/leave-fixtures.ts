import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '../db/types';
import { outboxDir, type MailMessage } from '../plugins/mail';
import type { TestContext } from './test-app';

type Headers = { authorization: string };
export interface Member {
  id: number;
  email: string;
  headers: Headers;
}

/**
 * Two teams and an employee without a manager: `manager` leads `employee` and `teamMate`,
 * `otherManager` leads `otherEmployee`; both managers report to `admin`.
 */
export async function createTeams(t: TestContext) {
  const member = async (role: Role, reportTo?: number): Promise<Member> => {
    const user = await t.createUser(role, reportTo ? { reportTo } : {});
    const tokens = await t.login(user);
    return { id: user.id, email: user.email, headers: { authorization: `Bearer ${tokens.access_token}` } };
  };
  const admin = await member('admin');
  const manager = await member('manager', admin.id);
  const otherManager = await member('manager', admin.id);
  return {
    admin,
    manager,
    otherManager,
    employee: await member('employee', manager.id),
    teamMate: await member('employee', manager.id),
    otherEmployee: await member('employee', otherManager.id),
    loner: await member('employee'),
  };
}

let cursor = Date.UTC(2031, 0, 6);
const DAY_MS = 86_400_000;

/** A range of `days` days that no earlier call returned, far from any seeded or real leave. */
export function freshDates(days = 1): { start_date: string; end_date: string } {
  const start = cursor;
  cursor += (days + 2) * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start_date: iso(start), end_date: iso(start + (days - 1) * DAY_MS) };
}

export function leaveApi(t: TestContext) {
  const request = (who: Member, body: object) =>
    t.inject({ method: 'POST', url: '/api/leave_request', headers: who.headers, payload: body });
  const list = (who: Member, query = '') =>
    t.inject({ method: 'GET', url: `/api/leave_requests${query}`, headers: who.headers });
  const decide = (who: Member, id: number, decision: 'approve' | 'reject', payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/leave_request/${id}/${decision}`, headers: who.headers, payload });

  /** Files a vacation request for `who` and returns its id. */
  const file = async (who: Member, dates = freshDates()) => {
    const res = await request(who, { ...dates, leave_type: 'vacation', reason: 'Test' });
    if (res.statusCode !== 200) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
    const rows = (await list(who)).json<Array<{ request_id: number; start_date: string }>>();
    return rows.find((row) => row.start_date === dates.start_date)!.request_id;
  };

  /** The stored row, decider columns included. */
  const row = (id: number) =>
    t.db.selectFrom('leave_requests').selectAll().where('request_id', '=', id).executeTakeFirstOrThrow();

  return { request, list, decide, file, row };
}

/** Mails the api wrote to the outbox for one address, oldest first. */
export function outboxTo(t: TestContext, email: string): MailMessage[] {
  const dir = outboxDir(t.dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as MailMessage)
    .filter((mail) => mail.to === email);
}
