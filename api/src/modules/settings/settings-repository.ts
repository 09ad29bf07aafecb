import type { Executor } from '../../db/types';

export async function listSettings(db: Executor) {
  return db.selectFrom('settings').select(['setting_key', 'setting_value']).orderBy('setting_key').execute();
}

export async function upsertSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ setting_key: key, setting_value: value })
    .onConflict((oc) => oc.column('setting_key').doUpdateSet({ setting_value: value }))
    .execute();
}
