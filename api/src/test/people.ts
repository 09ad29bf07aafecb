import sharp from 'sharp';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/types';
import { outboxDir } from '../plugins/mail';
import { multipartBody, type Part } from './multipart';

export const facePhoto = (name: string) => readFileSync(path.join(__dirname, '../../test-fixtures/faces', name));

/** A multipart employee form: a list value repeats its field (department_ids[]), files are sent as PNG. */
export function employeeForm(fields: Record<string, string | string[]>, files: Record<string, Buffer> = {}) {
  const parts: Part[] = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v })),
  );
  for (const [name, value] of Object.entries(files))
    parts.push({ name, value, filename: `${name}.png`, contentType: 'image/png' });
  return multipartBody(parts);
}

const TABLES = ['employees', 'employee_departments', 'face_profiles', 'stored_files', 'audit_log'] as const;

/** Row counts of the tables enrolment writes, to show a refused request changed nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

export function outbox(dataDir: string): OutboxMessage[] {
  const dir = outboxDir(dataDir);
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage);
}

/** A group photo: three people side by side, each face smaller than the minimum size of one face alone. */
export async function groupPhoto(): Promise<Buffer> {
  const names = ['A1-faceid.png', 'F-facedetect-w1.png', 'G-facedetect-w2.png'];
  const faces = await Promise.all(names.map((name) => sharp(facePhoto(name)).resize(70, 70).toBuffer()));
  return sharp({ create: { width: 260, height: 150, channels: 3, background: '#d8d8d8' } })
    .composite(faces.map((input, i) => ({ input, left: 5 + i * 90, top: 40 })))
    .jpeg({ quality: 90 })
    .toBuffer();
}
