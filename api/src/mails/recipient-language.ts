import type { Executor } from '../db/types';
import { isLanguage, type Language } from '../lib/languages';
import { settingValues } from '../modules/settings';
import { mailTexts, type MailTexts } from './mail-texts';

/**
 * The language each person is written to in (mails, pushes, the kiosk once it knows them): their own
 * (GET /api/me/preferences), else the company's DEFAULT_LANGUAGE, else English.
 */
export async function recipientLanguages(
  db: Executor,
  employeeIds: readonly number[],
): Promise<(id: number) => Language> {
  const [rows, settings] = await Promise.all([
    employeeIds.length === 0
      ? []
      : db
          .selectFrom('employees')
          .select(['employee_id', 'language'])
          .where('employee_id', 'in', [...employeeIds])
          .execute(),
    settingValues(db),
  ]);
  const fallback: Language = isLanguage(settings.DEFAULT_LANGUAGE) ? settings.DEFAULT_LANGUAGE : 'en';
  const chosen = new Map(rows.map((row) => [row.employee_id, isLanguage(row.language) ? row.language : fallback]));
  return (id) => chosen.get(id) ?? fallback;
}

/** The texts each recipient's mails are written with, in their language (recipientLanguages). */
export async function recipientTexts(db: Executor, employeeIds: readonly number[]): Promise<(id: number) => MailTexts> {
  const languageOf = await recipientLanguages(db, employeeIds);
  return (id) => mailTexts(languageOf(id));
}
