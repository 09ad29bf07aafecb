import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit';
import { LOGO_PATH_KEY, SETTING_RULES, settingValues } from './settings-catalog';
import { listSettings, upsertSetting } from './settings-repository';
import { settingsError } from './messages';

export interface SettingInput {
  setting_key: string;
  setting_value: string;
}

function validate(items: SettingInput[], currentLogoPath: string): Map<string, string> {
  const changes = new Map<string, string>();
  for (const { setting_key: key, setting_value: value } of items) {
    const rule = SETTING_RULES.get(key);
    if (!rule) throw settingsError(400, 'settings.unknown_key', { key });
    if (changes.has(key)) throw settingsError(400, 'settings.duplicate_key', { key });
    // The client sends back the whole list it read, logo path included: only a change is refused.
    if (key === LOGO_PATH_KEY && value !== currentLogoPath) throw settingsError(400, 'settings.logo_path_read_only');
    const problem = rule(value);
    if (problem) throw problem;
    if (key !== LOGO_PATH_KEY) changes.set(key, value);
  }
  return changes;
}

function assertWorkHours(start: string | undefined, end: string | undefined): void {
  if (start && end && end <= start) throw settingsError(400, 'settings.work_hours_order');
}

/** Validates the whole list first, then writes it in one transaction with its audit entry. */
export async function updateSettings(app: FastifyInstance, actorId: number, items: SettingInput[]): Promise<void> {
  await app.db.transaction().execute(async (tx) => {
    const current = new Map((await listSettings(tx)).map((s) => [s.setting_key, s.setting_value]));
    const changes = validate(items, current.get(LOGO_PATH_KEY) ?? '');
    const value = (key: string) => changes.get(key) ?? current.get(key);
    assertWorkHours(value('WORK_START_TIME'), value('WORK_END_TIME'));
    const changed = [...changes].filter(([key, v]) => current.get(key) !== v);
    for (const [key, v] of changed) await upsertSetting(tx, key, v);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.settingsUpdated,
      details: { changes: Object.fromEntries(changed.map(([key, v]) => [key, { from: current.get(key), to: v }])) },
    });
  });
}

export async function branding(app: FastifyInstance) {
  const values = await settingValues(app.db);
  return { company_name: values.COMPANY_NAME, logo_path: values.SYSTEM_LOGO_PATH || null, time_zone: values.TIME_ZONE };
}
